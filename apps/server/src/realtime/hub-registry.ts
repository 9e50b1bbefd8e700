import type { HubConnection } from './hub-connection.js';

/** The open hub connections of this server instance, by tenant and user. */
export type HubRegistry = {
  add: (connection: HubConnection) => void;
  remove: (connection: HubConnection) => void;
  /** Connections of one user (several tabs and devices). */
  connectionsOf: (tenantId: string, userId: string) => HubConnection[];
  /** Users of the tenant with at least one connection here. */
  usersOf: (tenantId: string) => string[];
  /** Every connection, e.g. to close them on shutdown. */
  all: () => HubConnection[];
};

export const createHubRegistry = (): HubRegistry => {
  const tenants = new Map<string, Map<string, Set<HubConnection>>>();
  return {
    add: (connection) => {
      const users = tenants.get(connection.tenantId) ?? new Map<string, Set<HubConnection>>();
      tenants.set(connection.tenantId, users);
      const set = users.get(connection.userId) ?? new Set<HubConnection>();
      users.set(connection.userId, set);
      set.add(connection);
    },
    remove: (connection) => {
      const users = tenants.get(connection.tenantId);
      const set = users?.get(connection.userId);
      if (!users || !set) return;
      set.delete(connection);
      if (set.size === 0) users.delete(connection.userId);
      if (users.size === 0) tenants.delete(connection.tenantId);
    },
    connectionsOf: (tenantId, userId) => [...(tenants.get(tenantId)?.get(userId) ?? [])],
    usersOf: (tenantId) => [...(tenants.get(tenantId)?.keys() ?? [])],
    all: () => [...tenants.values()].flatMap((users) => [...users.values()].flatMap((set) => [...set])),
  };
};
