import { configNumber, type OtpResponse } from '@sen/domain';
import { packageUsesOf, packageUsesSignature } from '@sen/domain/resources';
import { sql, type Transaction } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import { lockForTransaction } from '../db/advisory-lock.js';
import type { Database, Tenant } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { hmac, numericCode } from '../security/opaque-token.js';
import {
  hasSmsGateway,
  issuedThisHour,
  logOtpMessage,
  MASKED_CODE,
  otpAnswer,
  spendOtpGuess,
} from './customer-otp.js';
import { tenantConfigs } from './tenant-configs.js';

/**
 * A customer confirms the package sessions a service voucher uses with a one-time code sent to their phone
 * (sale_package_require_otp; rule: @sen/domain sales/package-posting.ts `packageOtpRefusal`):
 *
 * - `sendPackageOtp` sends a code for the voucher's sessions as they stand: at most otp_max_hourly codes per phone
 *   per hour (whatever they are for: 429 OTP_RATE_LIMITED), valid otp_expiration minutes, a new code ending the
 *   voucher's older ones. Counted and stored in one transaction under the tenant's lock.
 * - `confirmPackageOtp` checks a guess: at most sale_package_otp_max guesses a code, counted by one UPDATE so
 *   concurrent guesses cannot pass it; right, it stamps the voucher's `lt_xac_nhan` with the sessions it now uses.
 *
 * A code is for one voucher (otp_codes.purpose 'package:<_id>'), hashed with it. The message goes to sms_logs
 * with the code masked; `demo_code` comes back only for the demo tenant while no SMS gateway is configured.
 *
 * The till's confirmation of a retail order's prepaid spending (services/prepaid-otp.ts) sends and checks its codes
 * through the same two steps, `sendConfirmationCode` and `checkConfirmationCode`.
 */

const OTP_DIGITS = 6;

/** A code about to be sent: what it is for, to whom, what its hash binds, and the message (the code given). */
export type ConfirmationCode = {
  /** otp_codes.purpose: a new code ends the purpose's older ones; a guess is checked against its newest. */
  purpose: string;
  phone: string;
  /** What the code confirms, bound into its hash: a guess for anything else is wrong. */
  subject: string;
  message: (code: string, minutes: number) => string;
};

const codeHash = (deps: AppDeps, tenant: Tenant, subject: string, code: string) =>
  hmac(deps.config.jwtSecret, `otp:${tenant.id}:${subject}:${code}`);

/**
 * Sends a confirmation code to a customer's phone: `prepare` reads (and may refuse) what it is for, in the
 * transaction that counts and stores it under the tenant's lock, so concurrent sends cannot pass otp_max_hourly
 * codes per phone per hour (any purpose; 429 OTP_RATE_LIMITED). Valid otp_expiration minutes; the purpose's older
 * codes end. The message goes to sms_logs (the SMS interface) with the code masked.
 */
export const sendConfirmationCode = async (
  deps: AppDeps,
  tenant: Tenant,
  ip: string,
  prepare: (trx: Transaction<Database>) => Promise<ConfirmationCode>,
): Promise<OtpResponse> => {
  const configs = await tenantConfigs(deps.db, tenant.id);
  const maxHourly = configNumber(configs, 'otp_max_hourly');
  const minutes = configNumber(configs, 'otp_expiration');
  const gateway = hasSmsGateway(configs);
  const code = numericCode(OTP_DIGITS);
  const expiresIn = Math.round(minutes * 60);
  const sent = await deps.db.transaction().execute(async (trx) => {
    await lockForTransaction(trx, 'otp-send-tenant', tenant.id);
    const { purpose, phone, subject, message } = await prepare(trx);
    const forPhone = await issuedThisHour(trx, { tenantId: tenant.id, phone });
    if (forPhone >= maxHourly) throw new ApiError(429, 'OTP_RATE_LIMITED', { max: maxHourly });
    await sql`UPDATE otp_codes SET expires_at = now()
      WHERE tenant_id = ${tenant.id} AND purpose = ${purpose} AND used_at IS NULL AND expires_at > now()`.execute(
      trx,
    );
    await trx
      .insertInto('otp_codes')
      .values({
        tenant_id: tenant.id,
        phone,
        ip,
        purpose,
        code_hash: codeHash(deps, tenant, subject, code),
        expires_at: new Date(Date.now() + expiresIn * 1000),
      })
      .execute();
    await logOtpMessage(trx, tenant.id, phone, message(MASKED_CODE, minutes), gateway);
    return forPhone;
  });
  return otpAnswer(tenant, code, expiresIn, maxHourly - sent - 1, gateway);
};

/**
 * One guess at a confirmation code: `prepare` reads (and may refuse) what it confirms; the guess is checked against
 * the purpose's newest live code for that subject (at most sale_package_otp_max guesses a code, counted by one
 * UPDATE); right, `confirmed` runs in the same transaction and its answer is returned. 400 OTP_INVALID for a wrong,
 * expired or used-up code.
 */
export const checkConfirmationCode = async <T>(
  deps: AppDeps,
  tenant: Tenant,
  code: string,
  prepare: (trx: Transaction<Database>) => Promise<Pick<ConfirmationCode, 'purpose' | 'subject'>>,
  confirmed: (trx: Transaction<Database>) => Promise<T>,
): Promise<T> => {
  const maxGuesses = configNumber(await tenantConfigs(deps.db, tenant.id), 'sale_package_otp_max');
  const answer = await deps.db.transaction().execute(async (trx) => {
    const { purpose, subject } = await prepare(trx);
    const hash = codeHash(deps, tenant, subject, code.trim());
    const right = await spendOtpGuess(trx, { tenantId: tenant.id, purpose }, hash, maxGuesses);
    return right ? { value: await confirmed(trx) } : null;
  });
  if (answer === null) throw new ApiError(400, 'OTP_INVALID');
  return answer.value;
};

type Voucher = { _id: string; ma_kh: string | null; ma_dvcs: string; trang_thai: string | null };

const purposeOf = (id: string) => `package:${id}`;

const message = (tenant: Tenant, sessions: string) => (code: string, minutes: number) =>
  `Ma xac nhan dung lieu trinh tai ${tenant.name}: ${code} (${sessions}). Hieu luc ${minutes} phut.`;

/** The voucher (of the request's branches), its package sessions as stored, and its customer's phone. */
const voucherOf = async (
  db: Transaction<Database>,
  tenant: Tenant,
  id: string,
  branches: readonly string[],
) => {
  const voucher = (
    await sql<Voucher>`SELECT _id::text AS _id, ma_kh, ma_dvcs, trang_thai FROM sales_services
      WHERE tenant_id = ${tenant.id} AND _id = ${id} FOR UPDATE`.execute(db)
  ).rows[0];
  if (!voucher || !branches.includes(voucher.ma_dvcs)) throw new ApiError(404, 'NOT_FOUND');
  const lines = await sql<Record<string, unknown>>`
    SELECT stt, ma_lt, ma_vt, so_luong::float8 AS so_luong FROM sales_services_lines
    WHERE tenant_id = ${tenant.id} AND header_id = ${id} ORDER BY stt`.execute(db);
  const uses = packageUsesOf({ chi_tiet: lines.rows });
  if (uses.length === 0) throw new ApiError(400, 'PACKAGE_OTP_NO_PACKAGE');
  const phone = (
    await sql<{ dien_thoai: string | null }>`SELECT dien_thoai FROM customers
      WHERE tenant_id = ${tenant.id} AND ma_kh = ${voucher.ma_kh ?? ''}`.execute(db)
  ).rows[0]?.dien_thoai;
  if (!phone) throw new ApiError(409, 'CUSTOMER_NO_PHONE', { ma_kh: voucher.ma_kh ?? '' });
  return { voucher, sessions: packageUsesSignature(uses), phone };
};

/** Sends the customer a code confirming the voucher's package sessions. */
export const sendPackageOtp = (
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  branches: readonly string[],
  ip: string,
): Promise<OtpResponse> =>
  sendConfirmationCode(deps, tenant, ip, async (trx) => {
    const { sessions, phone } = await voucherOf(trx, tenant, id, branches);
    return { purpose: purposeOf(id), phone, subject: purposeOf(id), message: message(tenant, sessions) };
  });

/**
 * Checks the customer's code for the voucher; right, stamps the sessions it confirms (`lt_xac_nhan`) and answers
 * them. 400 OTP_INVALID for a wrong, expired or used-up code (every guess counts, sale_package_otp_max a code).
 */
export const confirmPackageOtp = async (
  deps: AppDeps,
  tenant: Tenant,
  id: string,
  branches: readonly string[],
  code: string,
): Promise<{ lt_xac_nhan: string }> => {
  let sessions = '';
  await checkConfirmationCode(
    deps,
    tenant,
    code,
    async (trx) => {
      sessions = (await voucherOf(trx, tenant, id, branches)).sessions;
      return { purpose: purposeOf(id), subject: purposeOf(id) };
    },
    (trx) =>
      sql`UPDATE sales_services SET lt_xac_nhan = ${sessions}
        WHERE tenant_id = ${tenant.id} AND _id = ${id}`.execute(trx),
  );
  return { lt_xac_nhan: sessions };
};
