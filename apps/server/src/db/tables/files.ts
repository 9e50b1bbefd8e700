/** Tables of stored files. */
export type FileTables = Record<never, never>;
