import { isValidPhone, normalizePhone, type OtpResponse } from '@sen/domain';
import { sql } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import type { CustomerRow, Tenant } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { hmac, numericCode } from '../security/opaque-token.js';
import { tenantConfigNumber, tenantConfigs } from './tenant-configs.js';

const OTP_DIGITS = 6;

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
 * so messages are only written to sms_logs with status 'demo'.
 */
const hasSmsGateway = async (deps: AppDeps, tenant: Tenant): Promise<boolean> =>
  (await tenantConfigs(deps.db, tenant.id)).some(
    (c) => c.group === 'sms' && c.name === 'provider' && c.value.trim() !== '',
  );

/**
 * Sends a one-time sign-in code to a customer's phone. 400 PHONE_INVALID, 404 CUSTOMER_NOT_FOUND,
 * 429 OTP_RATE_LIMITED beyond otp_max_hourly codes per phone per hour. The code is valid otp_expiration minutes.
 * `demo_code` is returned only for the seeded demo tenant when no SMS gateway is configured.
 */
export const sendCustomerOtp = async (
  deps: AppDeps,
  tenant: Tenant,
  rawPhone: string,
): Promise<OtpResponse> => {
  if (!isValidPhone(rawPhone)) throw new ApiError(400, 'PHONE_INVALID');
  const phone = normalizePhone(rawPhone);
  const customer = await findCustomerByPhone(deps, tenant, phone);
  if (!customer) throw new ApiError(404, 'CUSTOMER_NOT_FOUND');

  const [maxHourly, expirationMinutes] = await Promise.all([
    tenantConfigNumber(deps.db, tenant.id, 'otp_max_hourly'),
    tenantConfigNumber(deps.db, tenant.id, 'otp_expiration'),
  ]);
  const sentThisHour = await deps.db
    .selectFrom('otp_codes')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('tenant_id', '=', tenant.id)
    .where('phone', '=', phone)
    .where('created_at', '>', sql<Date>`now() - interval '1 hour'`)
    .executeTakeFirstOrThrow();
  if (sentThisHour.n >= maxHourly) throw new ApiError(429, 'OTP_RATE_LIMITED', { max: maxHourly });

  const code = numericCode(OTP_DIGITS);
  const expiresIn = Math.round(expirationMinutes * 60);
  const gateway = await hasSmsGateway(deps, tenant);
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('otp_codes')
      .values({
        tenant_id: tenant.id,
        phone,
        code_hash: codeHash(deps, tenant, phone, code),
        expires_at: new Date(Date.now() + expiresIn * 1000),
      })
      .execute();
    await trx
      .insertInto('sms_logs')
      .values({
        tenant_id: tenant.id,
        phone,
        message: `Ma xac thuc ${tenant.name}: ${code}. Hieu luc ${expirationMinutes} phut.`,
        status: gateway ? 'queued' : 'demo',
      })
      .execute();
  });
  const response: OtpResponse = {
    expires_in: expiresIn,
    remaining: Math.max(0, maxHourly - sentThisHour.n - 1),
  };
  if (tenant.is_demo && !gateway) response.demo_code = code;
  return response;
};

/** Spends a valid, unexpired, unused code of this phone; false when none matches. */
export const consumeCustomerOtp = async (
  deps: AppDeps,
  tenant: Tenant,
  phone: string,
  code: string,
): Promise<boolean> => {
  const used = await deps.db
    .updateTable('otp_codes')
    .set({ used_at: sql<Date>`now()` })
    .where('tenant_id', '=', tenant.id)
    .where('phone', '=', phone)
    .where('code_hash', '=', codeHash(deps, tenant, phone, code.trim()))
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('id')
    .executeTakeFirst();
  return Boolean(used);
};
