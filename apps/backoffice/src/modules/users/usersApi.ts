import type { ApiClient } from '@sen/api';
import type { List, User, UserDetail, UsersQuery, UserWrite } from '@sen/domain';

/** Query keys of the user administration screens (every write invalidates `all`). */
export const userKeys = {
  all: ['sen', 'system', 'users'] as const,
  list: (query: UsersQuery) => ['sen', 'system', 'users', 'list', query] as const,
  one: (id: string) => ['sen', 'system', 'users', 'one', id] as const,
};

/** A salesperson as the pickers show it. */
export type SalerOption = { ma_nvbh: string; ten_nvbh: string };

const path = (id: string) => `/system/users/${encodeURIComponent(id)}`;

/** The calls of the user administration screens over the app's API client. */
export const usersCalls = (api: ApiClient) => ({
  list: (query: UsersQuery, signal?: AbortSignal) => api.get<List<User>>('/system/users', query, { signal }),
  get: (id: string, signal?: AbortSignal) => api.get<UserDetail>(path(id), undefined, { signal }),
  create: (body: UserWrite) => api.post<User>('/system/users', body, { addBranch: false }),
  update: (id: string, body: UserWrite) => api.put<User>(path(id), body),
  remove: (id: string) => api.delete<User>(path(id)),
  /** Salespeople matching a search (GET sales/salers/lookup?q=). */
  salers: async (q: string, signal?: AbortSignal): Promise<SalerOption[]> => {
    const rows = await api.get<Record<string, unknown>[] | List<Record<string, unknown>>>(
      '/sales/salers/lookup',
      { q, limit: 20 },
      { signal },
    );
    const items = Array.isArray(rows) ? rows : rows.items;
    return items.map((row) => ({ ma_nvbh: String(row.ma_nvbh ?? ''), ten_nvbh: String(row.ten_nvbh ?? '') }));
  },
});
