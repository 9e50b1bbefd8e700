import { useState } from 'react';
import { createTableQuery, decodeTableQuery } from '@sen/domain';
import type { DataTableState } from '@sen/ui';
import { useTableKit } from '../table/useTableKit';

/**
 * A server-paged table's kit and query state: the state starts from the address bar (dates, page, page size)
 * and the table reports every change (the kit writes it back to the address bar).
 */
export function useServerTable(settingsKey: string) {
  const kit = useTableKit(settingsKey);
  const [state, setState] = useState<DataTableState>(() => ({
    ...decodeTableQuery(kit.urlState?.read() ?? {}, createTableQuery()),
    searchKey: undefined,
    sortKey: undefined,
    filters: {},
  }));
  return { kit, state, setState };
}
