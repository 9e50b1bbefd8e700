import { useQuery } from '@tanstack/react-query';
import { api, setUserName } from '../session/client';

export const useCustomer = () =>
  useQuery({
    queryKey: ['portal', 'user-info'],
    queryFn: async () => {
      const info = await api.auth.userInfo();
      setUserName(info.user_name);
      return info;
    },
  });
