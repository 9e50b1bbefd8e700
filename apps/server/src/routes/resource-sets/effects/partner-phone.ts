import { NEW_RECORD_ID } from '@sen/domain';
import { lockForTransaction } from '../../../db/advisory-lock.js';
import { ApiError } from '../../../http/api-error.js';
import { staffOf } from '../../../http/context-access.js';
import { partnerOwnedByAnother, recordExists } from '../../../services/existence-checks.js';
import { partnersExistence } from '../../../services/existence-registry.js';
import { canonicalPhone } from '../../../services/existence-values.js';
import type { SetRow } from '../set-query.js';
import type { WriteContext } from '../set-writes.js';
import type { WriteEffects } from './index.js';

/**
 * unique-partner-phone on writes (spec section 5): a partner's phone must not be another partner's of the tenant,
 * digits compared as the existence checks do ('0901 234 567', '+84 901 234 567' and '84901234567' are one number).
 * The refusal says what the form's validators say: who looks after that partner when it is a salesperson other than
 * the writer's own (409 PARTNER_PHONE_OWNED, unique-partner-phone-employee), else that the number exists (409
 * PARTNER_PHONE_EXISTS). Create, replace, patch, import (one POST a row) and the views of partners all pass here.
 *
 * The check runs under a transaction lock on (tenant, number), so of concurrent writes of one number the first
 * commits and the others, waiting, then find it and are refused with the message. The database holds the rule
 * whatever writes (unique index customers_tenant_phone_unique, migration 0013); a write it refuses anyway is
 * answered as the number existing.
 */

/** The index of migration 0013 holding the rule in the database. */
const PHONE_INDEX = 'customers_tenant_phone_unique';

const phoneField = partnersExistence.fields.dien_thoai!;

const phoneOf = (row: Record<string, unknown> | null): string =>
  typeof row?.dien_thoai === 'string' ? row.dien_thoai.trim() : '';

/** 409 PARTNER_PHONE_EXISTS on the phone field. */
const phoneTaken = (value: string): ApiError =>
  new ApiError(409, 'PARTNER_PHONE_EXISTS', { value }, [{ in: 'body', path: '/dien_thoai' }]);

/** Refuses a phone (new, or changed on an edit) that another partner of the tenant has. */
const guardPhone = async (
  ctx: WriteContext,
  record: Record<string, unknown>,
  existing: SetRow | null,
): Promise<void> => {
  const value = phoneOf(record);
  const phone = value ? canonicalPhone(value) : null;
  if (phone === null || phone === canonicalPhone(phoneOf(existing))) return;
  const tenantId = ctx.scope.tenantId;
  await lockForTransaction(ctx.trx, 'partner-phone', `${tenantId}:${phone}`);
  // Read after the lock is held (a statement of its own): a concurrent write of the number has committed by now.
  const id = existing?._id ?? NEW_RECORD_ID;
  const owned = await partnerOwnedByAnother(
    ctx.trx,
    tenantId,
    'dien_thoai_chuan',
    phone,
    id,
    staffOf(ctx.request).user.ma_nvbh,
  );
  if (owned)
    throw new ApiError(
      409,
      'PARTNER_PHONE_OWNED',
      { value, ma_nvbh: owned.ma_nvbh, ten_nvbh: owned.ten_nvbh ?? '' },
      [{ in: 'body', path: '/dien_thoai' }],
    );
  if (await recordExists(ctx.trx, tenantId, partnersExistence, phoneField, id, value))
    throw phoneTaken(value);
};

export const partnerEffects: WriteEffects = {
  beforeWrite: guardPhone,
  uniqueViolation: (constraint, record) =>
    constraint === PHONE_INDEX ? phoneTaken(phoneOf(record)) : undefined,
};
