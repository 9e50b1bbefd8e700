import type { QueryClient } from '@tanstack/react-query';
import { can } from '@sen/auth';
import type { UserInfo } from '@sen/domain';
import { createLookupLists, type LookupName } from '@sen/api';
import type { ApiClient } from '../session/startUp';

/**
 * Loads the cached lookup lists of spec section 3 (unit, warehouse, discount code, tax, custom1) the user may read,
 * once the start-up has finished; answers the names of the lists that could not be loaded.
 */
export const loadLookups = (
  api: ApiClient,
  queryClient: QueryClient,
  user: UserInfo,
): Promise<LookupName[]> =>
  createLookupLists(api, queryClient).loadAll((set) => can(user, { menuId: set.menuId, right: 'read' }));
