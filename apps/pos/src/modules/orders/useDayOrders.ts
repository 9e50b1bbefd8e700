import { useQuery } from '@tanstack/react-query';
import { api } from '../session/client';
import { posDatabase } from '../outbox/local-db';
import { useTillOutbox } from '../outbox/till-outbox';
import { dayOrders, today, type ServerOrder } from './day-orders';

/**
 * The day's orders of the device (from its own database, whatever the network) and of the branch (from the
 * server, when it answers), as one list; read again as the outbox moves.
 */
export const useDayOrders = () => {
  const outbox = useTillOutbox();
  const { day, start } = today();
  const local = useQuery({
    queryKey: ['pos', 'device-orders', day, outbox.pending, outbox.last?.id, outbox.last?.state],
    queryFn: async () =>
      (await posDatabase()).getAllFromIndex('orders', 'takenAt', IDBKeyRange.lowerBound(start)),
    // The device's own database: read whatever the network.
    networkMode: 'always',
  });
  const server = useQuery({
    queryKey: ['pos', 'branch-orders', day, outbox.last?.so_ct],
    queryFn: () =>
      api.get<{ items: ServerOrder[] }>('/sales/retail-orders', {
        fromDate: day,
        toDate: day,
        pageSize: 500,
        sortKey: 'so_ct',
        sortType: 'desc',
      }),
    retry: false,
    // Asked even with no network, so that the list says it shows the device's orders only.
    networkMode: 'always',
  });
  return {
    orders: dayOrders(local.data ?? [], server.data?.items ?? []),
    isPending: local.isPending,
    /** The server could not be asked: the device's orders only. */
    offline: server.isError,
  };
};
