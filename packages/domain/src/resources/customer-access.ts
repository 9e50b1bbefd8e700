import { resourceNamed } from './catalogue.js';
import type { Resource } from './define-resource.js';
import type { Field } from './fields.js';
import { lookupValueField } from './references.js';

/**
 * How the rows of a customer-readable resource (`customerAccess`) that belong to a signed-in customer are found:
 * - `{ field }`: the field holds the customer's own code (ma_kh);
 * - `{ field, through, targetField }`: the field holds a code of `through` (a card) whose own rows are found the
 *   same way, one level further: the history of a customer's cards.
 */
export type CustomerRows =
  { field: string; through?: undefined } | { field: string; through: Resource; targetField: string };

/** The lookup names of customers (the partners resource). */
const CUSTOMERS = 'partners';

/**
 * The rule of a resource's `customerAccess`; undefined when it has none. Throws when its field is not a lookup of
 * customers or of another customer-readable resource (checked for the whole catalogue by its tests).
 */
export const customerRowsOf = (
  resource: Resource,
  seen: readonly string[] = [],
): CustomerRows | undefined => {
  const access = resource.customerAccess;
  if (!access) return undefined;
  const field = (resource.fields as Record<string, Field>)[access.field];
  if (field?.type !== 'lookup')
    throw new Error(`${resource.name}: customerAccess.field ${access.field} is not a lookup`);
  if (field.resource === CUSTOMERS) return { field: access.field };
  const through = resourceNamed(field.resource);
  if (!through?.customerAccess || seen.includes(through.name))
    throw new Error(
      `${resource.name}: customerAccess.field ${access.field} looks up ${field.resource}, which customers cannot read`,
    );
  customerRowsOf(through, [...seen, resource.name]);
  return { field: access.field, through, targetField: lookupValueField(field, through) };
};

/** A row as a customer sees it: the fields `customerAccess` shows, every other one empty. */
export const customerViewOf = (
  resource: Pick<Resource, 'customerAccess'>,
  row: Record<string, unknown>,
): Record<string, unknown> => {
  const shown = resource.customerAccess?.fields ?? [];
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      name === '_id' || name === '_version' || shown.includes(name) ? value : null,
    ]),
  );
};
