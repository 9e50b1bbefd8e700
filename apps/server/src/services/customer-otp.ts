import { configNumber, isValidPhone, normalizePhone, type ConfigFlag, type OtpResponse } from '@sen/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import { lockForTransaction } from '../db/advisory-lock.js';
import type { CustomerRow, Database, Tenant } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { hmac, numericCode } from '../security/opaque-token.js';
import { tenantConfigs } from './tenant-configs.js';

const OTP_DIGITS = 6;
/** Guesses one code allows; then it is dead, even for the right digits. */
export const OTP_MAX_GUESSES = 3;
/** Codes one IP may ask for per hour (any phones and tenants), and codes one tenant may issue per hour. */
export const otpSendLimits = { perIpHourly: 20, perTenantHourly: 500 } as const;
/** The purpose of the portal's sign-in codes (otp_codes.purpose). */
const SIGN_IN = 'sign-in';
/** What sms_logs shows instead of the code. */
export const MASKED_CODE = '******';

const otpMessage = (tenant: Tenant, code: string, minutes: number) =>
  `Ma xac thuc ${tenant.name}: ${code}. Hieu luc ${minutes} phut.`;

const codeHash = (deps: AppDeps, tenant: Tenant, phone: string, code: string) =>
  hmac(deps.config.jwtSecret, `otp:${tenant.id}:${phone}:${code}`);

/** The customer owning a phone number (digits only), or undefined. */
export const findCustomerByPhone = (
  deps: AppDeps,
  tenant: Tenant,
  phone: string,
): Promise<CustomerRow | undefined> =>
  deps.db
    .selectFrom('customers')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('dien_thoai', '=', phone)
    .orderBy('ngay_tao')
    .limit(1)
    .executeTakeFirst();

/**
 * An SMS gateway counts as configured when the tenant has a non-empty `sms.provider` config. None exists yet,
 * so messages are only written to sms_logs ('demo', or 'queued' when a provider is named).
 */
export const hasSmsGateway = (configs: readonly ConfigFlag[]): boolean =>
  configs.some((c) => c.group === 'sms' && c.name === 'provider' && c.value.trim() !== '');

/** How many codes were issued within the last hour that match the filter (any purpose). */
export const issuedThisHour = async (
  trx: Transaction<Database>,
  filter: { tenantId?: string; phone?: string; ip?: string },
): Promise<number> => {
  let query = trx
    .selectFrom('otp_codes')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`);
  if (filter.tenantId) query = query.where('tenant_id', '=', filter.tenantId);
  if (filter.phone) query = query.where('phone', '=', filter.phone);
  if (filter.ip) query = query.where('ip', '=', filter.ip);
  return Number((await query.executeTakeFirstOrThrow()).n);
};

/**
 * Sends a one-time sign-in code to a customer's phone: 400 PHONE_INVALID; 429 OTP_RATE_LIMITED beyond
 * otp_max_hourly codes per phone per hour, 429 OTP_SEND_LIMITED beyond otpSendLimits per IP or per tenant.
 * The code is valid otp_expiration minutes and OTP_MAX_GUESSES guesses; it ends the phone's older codes.
 *
 * A phone no customer has gets the same answer (no enumeration) and counts the same towards every limit, but
 * nothing is sent and its row holds no code. The limits are read and the code stored in one transaction under
 * advisory locks on the IP and the tenant, so concurrent requests cannot pass a limit together. sms_logs keeps
 * the message with the code masked. `demo_code` is returned only for the seeded demo tenant when no SMS
 * gateway is configured.
 */
export const sendCustomerOtp = async (
  deps: AppDeps,
  tenant: Tenant,
  rawPhone: string,
  ip: string,
): Promise<OtpResponse> => {
  if (!isValidPhone(rawPhone)) throw new ApiError(400, 'PHONE_INVALID');
  const phone = normalizePhone(rawPhone);
  const [customer, configs] = await Promise.all([
    findCustomerByPhone(deps, tenant, phone),
    tenantConfigs(deps.db, tenant.id),
  ]);
  const maxHourly = configNumber(configs, 'otp_max_hourly');
  const expirationMinutes = configNumber(configs, 'otp_expiration');
  const gateway = hasSmsGateway(configs);
  const code = numericCode(OTP_DIGITS);
  const expiresIn = Math.round(expirationMinutes * 60);

  const sentThisHour = await deps.db.transaction().execute(async (trx) => {
    // Always the IP first, then the tenant (see lockForTransaction); the tenant's lock covers its phones.
    await lockForTransaction(trx, 'otp-send-ip', ip);
    await lockForTransaction(trx, 'otp-send-tenant', tenant.id);
    const forPhone = await issuedThisHour(trx, { tenantId: tenant.id, phone });
    if (forPhone >= maxHourly) throw new ApiError(429, 'OTP_RATE_LIMITED', { max: maxHourly });
    if (
      (await issuedThisHour(trx, { ip })) >= otpSendLimits.perIpHourly ||
      (await issuedThisHour(trx, { tenantId: tenant.id })) >= otpSendLimits.perTenantHourly
    )
      throw new ApiError(429, 'OTP_SEND_LIMITED');
    await trx
      .updateTable('otp_codes')
      .set({ expires_at: sql<Date>`now()` })
      .where('tenant_id', '=', tenant.id)
      .where('phone', '=', phone)
      .where('purpose', '=', SIGN_IN)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .execute();
    await trx
      .insertInto('otp_codes')
      .values({
        tenant_id: tenant.id,
        phone,
        ip,
        // No customer: a row that only counts (no hash matches '' and it is already expired).
        code_hash: customer ? codeHash(deps, tenant, phone, code) : '',
        expires_at: customer ? new Date(Date.now() + expiresIn * 1000) : sql<Date>`now()`,
      })
      .execute();
    if (customer)
      await logOtpMessage(trx, tenant.id, phone, otpMessage(tenant, MASKED_CODE, expirationMinutes), gateway);
    return forPhone;
  });
  return otpAnswer(tenant, code, expiresIn, maxHourly - sentThisHour - 1, gateway);
};

/**
 * Checks a guess against the phone's live code (unexpired, unused, fewer than OTP_MAX_GUESSES guesses) and
 * spends it when right. One UPDATE counts the guess and marks the code used, so concurrent guesses cannot
 * exceed the allowance: once it is spent, the code is dead even for the right digits. False when wrong.
 */
export const consumeCustomerOtp = async (
  deps: AppDeps,
  tenant: Tenant,
  phone: string,
  code: string,
): Promise<boolean> => {
  const hash = codeHash(deps, tenant, phone, code.trim());
  return spendOtpGuess(deps.db, { tenantId: tenant.id, purpose: SIGN_IN, phone }, hash, OTP_MAX_GUESSES);
};

/**
 * One guess at the live code of a purpose (the newest one unexpired, unused, with guesses left; of one phone when
 * given): one UPDATE counts the guess and spends the code when the hash matches, so concurrent guesses cannot pass
 * `maxGuesses`. Whether it was right.
 */
export const spendOtpGuess = async (
  db: Kysely<Database> | Transaction<Database>,
  code: { tenantId: string; purpose: string; phone?: string },
  hash: string,
  maxGuesses: number,
): Promise<boolean> => {
  let liveCode = db
    .selectFrom('otp_codes')
    .select('id')
    .where('tenant_id', '=', code.tenantId)
    .where('purpose', '=', code.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxGuesses);
  if (code.phone !== undefined) liveCode = liveCode.where('phone', '=', code.phone);
  const guessed = await db
    .updateTable('otp_codes')
    .set({
      attempts: sql<number>`attempts + 1`,
      used_at: sql<Date | null>`CASE WHEN code_hash = ${hash} THEN now() END`,
    })
    .where('id', '=', liveCode.orderBy('id', 'desc').limit(1))
    // Checked again on the row itself: a concurrent guess may have spent it meanwhile.
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .where('attempts', '<', maxGuesses)
    .returning('used_at')
    .executeTakeFirst();
  return Boolean(guessed?.used_at);
};

/** A code's message in sms_logs (the code masked): 'queued' for the tenant's gateway, 'demo' without one. */
export const logOtpMessage = (
  trx: Transaction<Database>,
  tenantId: string,
  phone: string,
  message: string,
  gateway: boolean,
) =>
  trx
    .insertInto('sms_logs')
    .values({ tenant_id: tenantId, phone, message, status: gateway ? 'queued' : 'demo' })
    .execute();

/** What a send answers: the code's lifetime, the codes left this hour, and the code itself for the demo tenant. */
export const otpAnswer = (
  tenant: Tenant,
  code: string,
  expiresIn: number,
  left: number,
  gateway: boolean,
): OtpResponse => ({
  expires_in: expiresIn,
  remaining: Math.max(0, left),
  ...(tenant.is_demo && !gateway ? { demo_code: code } : {}),
});
