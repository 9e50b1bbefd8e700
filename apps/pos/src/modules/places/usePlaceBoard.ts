import { useCallback, useEffect, useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../session/client';
import { boardOf, countsOf } from './board';
import { useLivePlaces } from './live-places';
import type { PlaceKind } from './place-kinds';

type Row = Record<string, unknown>;
type List = { items: Row[] };

/** The query keys of a kind's places and the open orders at them (the board and the order screen share them). */
export const placeKeys = (kind: PlaceKind) => ({
  all: ['pos', 'places', kind.mode] as const,
  places: ['pos', 'places', kind.mode, 'places'] as const,
  groups: ['pos', 'places', kind.mode, 'groups'] as const,
  orders: ['pos', 'places', kind.mode, 'orders'] as const,
});

/** Reads again whatever a kind's screens show (after a write here, or a change pushed from another terminal). */
export const useRefreshPlaces = (kind: PlaceKind) => {
  const client = useQueryClient();
  return useCallback(() => void client.invalidateQueries({ queryKey: placeKeys(kind).all }), [client, kind]);
};

/**
 * The board of the selected branch's tables or rooms: the places, their groups and the open orders at them, read
 * again live when a place changes anywhere (and every minute, for the times shown).
 */
export const usePlaceBoard = (kind: PlaceKind, allowed = true) => {
  const keys = placeKeys(kind);
  const places = useQuery({
    queryKey: keys.places,
    queryFn: () => api.get<List>(kind.path, { pageSize: 500 }),
    enabled: allowed,
  });
  const groups = useQuery({
    queryKey: keys.groups,
    queryFn: () => api.get<List>(kind.groupsPath, { pageSize: 200 }),
    staleTime: 5 * 60_000,
    enabled: allowed,
  });
  const orders = useQuery({
    queryKey: keys.orders,
    queryFn: () => api.get<List>('/sales/retail-orders', { trang_thai: '0', pageSize: 500 }),
    enabled: allowed,
  });
  // The tenant's settings the boards follow (a room's booked time, whether its room and staff may change).
  const configs = useQuery({
    queryKey: ['pos', 'configs'],
    queryFn: async () => (await api.system.configs()).items,
    staleTime: 5 * 60_000,
    enabled: allowed,
  });
  useLivePlaces(kind.resource, useRefreshPlaces(kind), allowed);
  // The clock the stays are counted by, moved on each minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const board = useMemo(
    () =>
      boardOf(
        kind,
        places.data?.items ?? [],
        groups.data?.items ?? [],
        (orders.data?.items ?? []).filter((order) => order[kind.field]),
        now,
      ),
    [kind, places.data, groups.data, orders.data, now],
  );
  return {
    board,
    counts: useMemo(() => countsOf(board), [board]),
    places: places.data?.items ?? [],
    configs: configs.data ?? [],
    now,
    isPending: places.isPending || orders.isPending,
    error: places.error ?? orders.error,
    refetch: () => Promise.all([places.refetch(), orders.refetch()]),
  };
};
