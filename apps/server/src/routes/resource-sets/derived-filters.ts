import type { Resource } from '@sen/domain/resources';
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * What a list filter that is no column of its rows (a resource's `derivedFilters`) means, as SQL: the condition a
 * row of the resource's table meets for the filter's value, in the request's tenant and branches.
 */
type DerivedCondition = (input: {
  table: string;
  value: unknown;
  tenantId: string;
  /** The selected branches (Branchs) of a branch-scoped list; undefined: every branch. */
  branches: readonly string[] | undefined;
}) => Expression<SqlBool>;

/**
 * The customers who bought on a day: a posted bill or retail order of theirs dated that day in the branches, as the
 * sales days (posting/sales-days.ts, kind KH) hold them — what the dashboard's 'Khách mua hôm nay' counts.
 */
export const boughtOnCondition: DerivedCondition = ({ table, value, tenantId, branches }) =>
  // The day's codes as an array: the customers are then read by their key (a few thousand of a million), where
  // an IN (subquery) has PostgreSQL hash them against every customer of the tenant.
  sql<SqlBool>`${sql.ref(`${table}.ma_kh`)} = ANY (ARRAY(
    SELECT s.code FROM sales_day_totals s
    WHERE s.tenant_id = ${tenantId} AND s.kind = 'KH' AND s.ngay_ct = ${String(value)}::date AND s.vouchers > 0
      ${branches ? sql`AND s.ma_dvcs IN (${sql.join([...branches, ''])})` : sql``}))`;

/** The conditions of every derived filter the catalogue declares, by resource and filter name. */
export const derivedConditions: Readonly<Record<string, Readonly<Record<string, DerivedCondition>>>> = {
  partners: { ngay_mua: boughtOnCondition },
};

/** The condition of the resource's derived filter `name`, when it declares one. */
export const derivedConditionOf = (set: Resource, name: string): DerivedCondition | undefined =>
  set.derivedFilters && name in set.derivedFilters ? derivedConditions[set.name]?.[name] : undefined;
