import { customerRowsOf, type Resource } from '@sen/domain/resources';
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import { catalogueColumnOf } from '../../db/catalogue-schema.js';

/**
 * The condition on a customer-readable resource's rows that keeps a signed-in customer's own (`customerRowsOf`):
 * `"table".ma_kh = <their code>`, or for a resource reached through another (a card's history) its field among the
 * codes of the other's rows that are theirs, `"table".ma_the IN (SELECT ma_the FROM cards WHERE <theirs>)`. The code
 * is the token's customer's, never one the client sends.
 */
export const customerRowsCondition = (
  resource: Resource,
  tenantId: string,
  ma_kh: string,
): RawBuilder<SqlBool> => {
  const rule = customerRowsOf(resource);
  if (!rule) return sql<SqlBool>`false`;
  const column = sql.ref(`${resource.table}.${catalogueColumnOf(resource, rule.field)}`);
  if (!rule.through) return sql<SqlBool>`${column} = ${ma_kh}`;
  const { through, targetField } = rule;
  const target = sql.ref(`${through.table}.${catalogueColumnOf(through, targetField)}`);
  return sql<SqlBool>`${column} IN (SELECT ${target} FROM ${sql.table(through.table)} WHERE ${sql.ref(
    `${through.table}.tenant_id`,
  )} = ${tenantId} AND ${customerRowsCondition(through, tenantId, ma_kh)})`;
};
