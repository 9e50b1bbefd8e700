import { useQuery } from '@tanstack/react-query';
import { lookupListQuery, lookupSets, type LookupList, type LookupName } from '@sen/api';
import type { ResourceRow } from '@sen/domain';
import { useServices } from '../../app/ServicesContext';

type RowOf<N extends LookupName> = ResourceRow<(typeof lookupSets)[N]>;

/** A cached lookup list (loaded at start-up, else on first use), `fetched: false` while it loads. */
export const useLookupList = <N extends LookupName>(name: N): LookupList<RowOf<N>> => {
  const { api } = useServices();
  const { data } = useQuery(lookupListQuery(api, lookupSets[name]));
  return (data as LookupList<RowOf<N>> | undefined) ?? { items: [], total: 0, fetched: false };
};
