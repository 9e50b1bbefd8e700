import type { Kysely } from 'kysely';
import type { ServerConfig } from './config.js';
import type { DatabaseKind } from './db/database-handle.js';
import type { Database } from './db/schema.js';
import type { TicketPrinter } from './printing/ticket-printer.js';
import type { StaffContextCache } from './services/staff-context-cache.js';

/** What route handlers and services need: the database, the configuration and the app's own caches. */
export type AppDeps = {
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  config: ServerConfig;
  /** Signed-in staff requests' contexts, reused for a moment; cleared after every write (http/request-context.ts). */
  staffContexts: StaffContextCache;
  /** Asks the job worker to look for due jobs now (set once the worker exists; a write that queues a job calls it). */
  wakeJobs?: () => void;
  /** Sends kitchen and bar tickets (default: raw TCP to each printer, printing/ticket-printer.ts). */
  ticketPrinter?: TicketPrinter;
};
