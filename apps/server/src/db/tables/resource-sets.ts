/** Tables of resource sets (units, taxes, warehouses, ...) and the audit log. */
export type ResourceSetTables = Record<never, never>;
