import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, selectedBranchs, setUserName } from '../session/client';

/** The signed-in cashier's user info (rights included), read once per session of the page. */
export const userInfoQuery = queryOptions({
  queryKey: ['pos', 'user-info'],
  queryFn: async () => {
    const info = await api.auth.userInfo();
    setUserName(info.user_name);
    return info;
  },
});

/** The signed-in cashier, their branches and the server time. */
export const useCashier = () => {
  const user = useQuery(userInfoQuery);
  const branches = useQuery({
    queryKey: ['pos', 'branchs'],
    queryFn: () => api.system.branchs(),
    enabled: user.isSuccess,
  });
  const serverTime = useQuery({
    queryKey: ['pos', 'server-time'],
    queryFn: () => api.system.serverTime(),
    enabled: user.isSuccess,
  });
  const branchCode = selectedBranchs()[0] ?? branches.data?.items[0]?.ma_dvcs ?? '';
  const branch = branches.data?.items.find((b) => b.ma_dvcs === branchCode);
  return { user, branches, branch, branchCode, serverTime };
};
