import type { Title } from '../routes/types.js';
import { resourceCatalogue } from './catalogue.js';
import type { Resource } from './define-resource.js';

/** A value a field may take and its name. */
export type FieldChoice = { value: string; label: Title };

/** Each voucher type the catalogue declares (a voucher resource's `voucher.ma_ct`) and its resource. */
const voucherResources = new Map<string, Resource>();
for (const resource of resourceCatalogue)
  if (resource.voucher && !voucherResources.has(resource.voucher.ma_ct))
    voucherResources.set(resource.voucher.ma_ct, resource);

/** The voucher resource of a voucher type ('HDB' -> bills), undefined for a type nobody declares. */
export const voucherResourceOf = (maCt: string): Resource | undefined => voucherResources.get(maCt);

/**
 * The voucher types there are: those the catalogue's voucher resources stamp on their rows (`voucher.ma_ct`, e.g.
 * 'HDB' sales bills, 'LTT' payment card top-ups), each named by its resource's title, in catalogue order.
 */
export const catalogueVoucherTypes: readonly FieldChoice[] = [...voucherResources].map(
  ([value, resource]) => ({ value, label: resource.title }),
);

/**
 * Fields of the start-up resource sets (packages/domain/src/resource-sets) whose value must be one of a list the
 * catalogue gives, by set name and field: the server refuses another value (400 VALIDATION_FAILED naming the
 * field), the back office offers the list as a select. Kept here, not on the sets, so the sets do not load the
 * catalogue.
 */
export const resourceSetChoices: Readonly<Record<string, Readonly<Record<string, readonly FieldChoice[]>>>> =
  {
    /** A lock (period closing) names a voucher type whose vouchers it locks. */
    'voucher-locks': { ma_ct: catalogueVoucherTypes },
  };

/** The choices of a set's field, undefined when the field takes any value. */
export const choicesOf = (setName: string, field: string): readonly FieldChoice[] | undefined =>
  resourceSetChoices[setName]?.[field];
