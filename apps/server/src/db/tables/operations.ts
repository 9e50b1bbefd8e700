/** Tables of system operations (job queue, encryption keys, ...). */
export type OperationTables = Record<never, never>;
