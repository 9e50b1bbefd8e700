import { businessClock } from '@sen/domain';
import { withShiftDifferences } from '@sen/domain/resources';
import { staffOf } from '../../../http/context-access.js';
import {
  computedShiftFields,
  lockDevice,
  openShiftOfDevice,
  shiftOpenError,
} from '../../../services/pos-shifts.js';
import type { WriteEffects } from './index.js';

/**
 * Writes of cashier shifts through the catalogue's routes (the back office; the till opens through
 * `POST sales/pos-shifts/open`, which creates the row here too): a device has one open shift at a time (409
 * POS_SHIFT_OPEN, checked under the device's lock; the unique index sales_pos_shifts_open_device of migration
 * 0039 holds it whatever writes), a new row is the writer's and stamped with the time it opened; an edit keeps
 * what the server computed (expected amounts, order numbers, status, closing time) and the differences follow
 * the counted amounts.
 */
export const posShiftEffects: WriteEffects = {
  beforeWrite: async (ctx, record, existing) => {
    if (existing) {
      for (const field of computedShiftFields) record[field] = existing[field] ?? null;
      Object.assign(record, withShiftDifferences(record));
      return;
    }
    const { user } = staffOf(ctx.request);
    record.ma_nsd ??= user.user_name;
    record.ten_nsd ??= user.ten_nsd ?? user.user_name;
    record.gio_bd ??= businessClock(new Date());
    record.trang_thai = '0';
    const device = typeof record.ma_may === 'string' ? record.ma_may : '';
    if (!device) return;
    await lockDevice(ctx.trx, ctx.scope.tenantId, device);
    const open = await openShiftOfDevice(ctx.trx, ctx.scope.tenantId, device);
    if (open) throw shiftOpenError(open);
  },
  uniqueViolation: (constraint) =>
    constraint === 'sales_pos_shifts_open_device' ? shiftOpenError({ so_ct: '', gio_bd: null }) : undefined,
};
