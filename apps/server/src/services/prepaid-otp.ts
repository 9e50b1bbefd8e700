import { errorMessage, type OtpResponse } from '@sen/domain';
import {
  packageUsesOf,
  prepaidSpendSignature,
  retailOrders,
  spendsPrepaid,
  type PrepaidSpend,
} from '@sen/domain/resources';
import { sql, type Transaction } from 'kysely';
import type { AppDeps } from '../app-deps.js';
import type { Database, Tenant } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';
import { checkConfirmationCode, sendConfirmationCode } from './package-otp.js';

/**
 * At the till, with sale_package_require_otp on, a customer confirms with a one-time code what a retail order spends
 * of their prepaid value — the sessions of their packages its service lines use, and what their prepaid card pays
 * (the spec's one OTP flag covers both at the till; rule: @sen/domain sales/package-posting.ts
 * `prepaidOtpRefusal`). The order is not stored yet: the till makes its id (a UUIDv7, the `_id` it will send) when
 * the payment opens, and the code is for that id.
 *
 * - `sendPrepaidOtp` checks the spending is the customer's own (their packages, their card: 400
 *   LOOKUP_NOT_MATCHING) and sends the code to their phone, saying what it confirms ('CN01.HD000123.1 × 1, THE001:
 *   250000'); the limits and the SMS are those of the package codes (package-otp.ts: otp_max_hourly per phone,
 *   otp_expiration, the tenant's lock, sms_logs).
 * - `confirmPrepaidOtp` checks a guess (sale_package_otp_max a code). The code's hash binds the order id, the
 *   customer and the spending, so it confirms exactly what was sent and nothing else. Right, the confirmation is
 *   kept under the order's id (prepaid_otp_confirmations); the order's writes stamp it as its `lt_xac_nhan`
 *   (`stampPrepaidConfirmation`) and the posting layer posts only the spending it names. Another order — another
 *   id — has no confirmation, so a code never serves two orders; an order that comes through the till's outbox
 *   later still finds its own.
 */

/** The spending a till asks the customer to confirm: the order's id, branch, customer, lines and card. */
export type PrepaidSpendRequest = {
  _id: string;
  ma_dvcs?: string | null;
  ma_kh: string;
  chi_tiet?: readonly { ma_lt?: string | null; ma_vt?: string | null; so_luong: number }[] | null;
  ma_the?: string | null;
  tien_the?: number | null;
};

const purposeOf = (id: string) => `prepaid:${id}`;

/** What the code binds: the order, its customer and the spending as signed. */
const subjectOf = (request: PrepaidSpendRequest, signature: string) =>
  `${purposeOf(request._id)}|${request.ma_kh}|${signature}`;

/** The SMS (no accents, as the package codes' own): what the code confirms, in words and as signed. */
const message =
  (tenant: Tenant, spend: PrepaidSpend, signature: string) => (code: string, minutes: number) => {
    const what = [spend.uses.length > 0 ? 'lieu trinh' : '', spend.card ? 'the tra truoc' : '']
      .filter(Boolean)
      .join(' va ');
    return `Ma xac nhan dung ${what} tai ${tenant.name}: ${code} (${signature}). Hieu luc ${minutes} phut.`;
  };

/** The spending as the request states it. */
export const prepaidSpendOf = (request: PrepaidSpendRequest): PrepaidSpend => {
  const tien_the = Math.round(Number(request.tien_the ?? 0));
  return {
    uses: packageUsesOf({ chi_tiet: request.chi_tiet ?? [] }),
    card: request.ma_the && tien_the > 0 ? { ma_the: request.ma_the, so_tien: tien_the } : null,
  };
};

/**
 * The spending checked to be the customer's own, with their phone: an order already stored under the id must be
 * of the request's branches (else 404); 400 PREPAID_OTP_NOTHING when it spends nothing, LOOKUP_NOT_FOUND for an
 * unknown customer, package or card, LOOKUP_NOT_MATCHING for another's; 409 CUSTOMER_NO_PHONE.
 */
const spendingOf = async (
  trx: Transaction<Database>,
  tenant: Tenant,
  request: PrepaidSpendRequest,
  branches: readonly string[],
  locale: 'vi' | 'en',
) => {
  const stored = (
    await sql<{ ma_dvcs: string }>`SELECT ma_dvcs FROM sales_retail_orders
      WHERE tenant_id = ${tenant.id} AND _id = ${request._id}`.execute(trx)
  ).rows[0];
  if (stored && !branches.includes(stored.ma_dvcs)) throw new ApiError(404, 'NOT_FOUND');
  const spend = prepaidSpendOf(request);
  if (!spendsPrepaid(spend)) throw new ApiError(400, 'PREPAID_OTP_NOTHING');
  const label = (field: string) =>
    (retailOrders.lineFields?.[field] ?? retailOrders.fields[field])?.label[locale] ?? field;
  const notFound = (field: string, value: string, path: string) =>
    new ApiError(400, 'LOOKUP_NOT_FOUND', { field: label(field), value }, [{ in: 'body', path }]);
  const notTheirs = (field: string, value: string, path: string) => {
    const params = { field: label(field), value, by: label('ma_kh'), byValue: request.ma_kh };
    return new ApiError(400, 'LOOKUP_NOT_MATCHING', params, [
      { in: 'body', path, message: errorMessage('LOOKUP_NOT_MATCHING', locale, params) },
    ]);
  };
  const customer = (
    await sql<{ dien_thoai: string | null }>`SELECT dien_thoai FROM customers
      WHERE tenant_id = ${tenant.id} AND ma_kh = ${request.ma_kh}`.execute(trx)
  ).rows[0];
  if (!customer) throw notFound('ma_kh', request.ma_kh, '/ma_kh');
  const codes = [...new Set(spend.uses.map((use) => use.ma_lt))];
  if (codes.length > 0) {
    const holders = new Map(
      (
        await sql<{ ma_lt: string; ma_kh: string | null }>`SELECT ma_lt, ma_kh FROM sales_customer_packages
          WHERE tenant_id = ${tenant.id} AND ma_lt = ANY(${codes}::text[])`.execute(trx)
      ).rows.map((row) => [row.ma_lt, row.ma_kh]),
    );
    for (const [index, line] of (request.chi_tiet ?? []).entries()) {
      const code = line.ma_lt?.trim();
      if (!code) continue;
      const path = `/chi_tiet/${index}/ma_lt`;
      if (!holders.has(code)) throw notFound('ma_lt', code, path);
      if (holders.get(code) !== request.ma_kh) throw notTheirs('ma_lt', code, path);
    }
  }
  if (spend.card) {
    const card = (
      await sql<{ ma_kh: string | null }>`SELECT ma_kh FROM sales_payment_cards
        WHERE tenant_id = ${tenant.id} AND ma_the = ${spend.card.ma_the}`.execute(trx)
    ).rows[0];
    if (!card) throw notFound('ma_the', spend.card.ma_the, '/ma_the');
    if (card.ma_kh !== request.ma_kh) throw notTheirs('ma_the', spend.card.ma_the, '/ma_the');
  }
  if (!customer.dien_thoai) throw new ApiError(409, 'CUSTOMER_NO_PHONE', { ma_kh: request.ma_kh });
  return { phone: customer.dien_thoai, spend, signature: prepaidSpendSignature(spend) };
};

/** Sends the customer a code confirming the spending; answers what it confirms too (`lt_xac_nhan`). */
export const sendPrepaidOtp = async (
  deps: AppDeps,
  tenant: Tenant,
  request: PrepaidSpendRequest,
  branches: readonly string[],
  locale: 'vi' | 'en',
  ip: string,
): Promise<OtpResponse & { lt_xac_nhan: string }> => {
  let signature = '';
  const answer = await sendConfirmationCode(deps, tenant, ip, async (trx) => {
    const spending = await spendingOf(trx, tenant, request, branches, locale);
    signature = spending.signature;
    return {
      purpose: purposeOf(request._id),
      phone: spending.phone,
      subject: subjectOf(request, signature),
      message: message(tenant, spending.spend, signature),
    };
  });
  return { ...answer, lt_xac_nhan: signature };
};

/**
 * Checks the customer's code for the spending; right, keeps the confirmation under the order's id (replacing an
 * earlier one) and answers what it confirms. 400 OTP_INVALID for a wrong, expired or used-up code, or a code sent
 * for other spending.
 */
export const confirmPrepaidOtp = async (
  deps: AppDeps,
  tenant: Tenant,
  request: PrepaidSpendRequest,
  branches: readonly string[],
  locale: 'vi' | 'en',
  code: string,
): Promise<{ lt_xac_nhan: string }> => {
  let signature = '';
  await checkConfirmationCode(
    deps,
    tenant,
    code,
    async (trx) => {
      signature = (await spendingOf(trx, tenant, request, branches, locale)).signature;
      return { purpose: purposeOf(request._id), subject: subjectOf(request, signature) };
    },
    (trx) =>
      trx
        .insertInto('prepaid_otp_confirmations')
        .values({ tenant_id: tenant.id, order_id: request._id, ma_kh: request.ma_kh, lt_xac_nhan: signature })
        .onConflict((oc) =>
          oc.columns(['tenant_id', 'order_id']).doUpdateSet({
            ma_kh: request.ma_kh,
            lt_xac_nhan: signature,
            confirmed_at: sql<Date>`now()`,
          }),
        )
        .execute(),
  );
  return { lt_xac_nhan: signature };
};

/**
 * The confirmation a retail order's customer gave by code under its id, or null: what its `lt_xac_nhan` becomes
 * on each write while sale_package_require_otp is on (effects/retail-orders.ts).
 */
export const prepaidConfirmationOf = async (
  trx: Transaction<Database>,
  tenantId: string,
  orderId: string,
  ma_kh: string,
): Promise<string | null> =>
  (
    await trx
      .selectFrom('prepaid_otp_confirmations')
      .select('lt_xac_nhan')
      .where('tenant_id', '=', tenantId)
      .where('order_id', '=', orderId)
      .where('ma_kh', '=', ma_kh)
      .executeTakeFirst()
  )?.lt_xac_nhan ?? null;
