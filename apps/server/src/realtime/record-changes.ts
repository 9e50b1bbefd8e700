import { dashboardSaleResources, type RecordChange } from '@sen/domain';
import { isLiveLayout, viewCatalogue } from '@sen/domain/resources';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { notificationRuntimeOf } from './notification-runtime.js';

/** The resources whose row changes are pushed live: those a live view (a board) shows, and the dashboard's sales. */
export const liveResourceNames: ReadonlySet<string> = new Set([
  ...viewCatalogue.filter((view) => isLiveLayout(view.layout)).map((view) => view.resource),
  // The sales the owner's dashboard counts: an open dashboard follows the day's sales.
  ...dashboardSaleResources,
]);

/** The changes one write makes, collected in its transaction and published once it has committed. */
export type RecordChanges = RecordChange[];

/** Notes a change of a row of a live resource (other resources are not pushed). */
export const noteRecordChange = (
  changes: RecordChanges | undefined,
  resource: string,
  action: RecordChange['action'],
  row: Readonly<Record<string, unknown>> | null,
): void => {
  if (!changes || !row || !liveResourceNames.has(resource) || typeof row._id !== 'string') return;
  changes.push({
    resource,
    action,
    id: row._id,
    ma_dvcs: typeof row.ma_dvcs === 'string' && row.ma_dvcs !== '' ? row.ma_dvcs : null,
  });
};

/**
 * Publishes committed changes on the realtime bus (every instance then tells its connected users of the row's
 * branch: deliver-event.ts). A failure is logged and never fails the write, which has committed already; outside a
 * running server (scripts, seeds) nothing is published.
 */
export const publishRecordChanges = async (
  db: Kysely<Database>,
  tenantId: string,
  changes: RecordChanges,
): Promise<void> => {
  const runtime = notificationRuntimeOf(db);
  if (!runtime) return;
  for (const change of changes)
    await runtime.bus
      .publish({ kind: 'record', tenant_id: tenantId, ...change })
      .catch((error: Error) => runtime.log.warn({ error: error.message }, 'realtime: publish failed'));
};
