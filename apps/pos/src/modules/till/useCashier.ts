import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, selectedBranchs, setUserName } from '../session/client';
import { keptRead } from '../session/kept';

/**
 * The signed-in cashier's user info (rights included), read once per session of the page; the copy kept on the
 * device while the server cannot be reached, so the till opens and sells with no network.
 */
export const userInfoQuery = queryOptions({
  queryKey: ['pos', 'user-info'],
  queryFn: async () => {
    const info = await keptRead('user-info', () => api.auth.userInfo())();
    setUserName(info.user_name);
    return info;
  },
  // Answered from the device when the network is down: never paused for it.
  networkMode: 'always',
});

/** The signed-in cashier, their branches and the server time. */
export const useCashier = () => {
  const user = useQuery(userInfoQuery);
  const branches = useQuery({
    queryKey: ['pos', 'branchs'],
    queryFn: keptRead('branchs', () => api.system.branchs()),
    networkMode: 'always',
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
