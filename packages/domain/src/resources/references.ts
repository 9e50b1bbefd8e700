import { resourceSetList } from '../resource-sets/index.js';
import type { Title } from '../routes/types.js';
import { resourceCatalogue, resourceNamed, viewCatalogue } from './catalogue.js';
import type { Resource } from './define-resource.js';
import type { Field, LineField, LookupField } from './fields.js';

/**
 * Who points at a record: the reverse of the catalogue's lookups. A lookup `f.lookup(label, 'partners')` on bills
 * stores a partner's `ma_kh`; while a bill holds it, the partner may neither be deleted nor have its code changed
 * (the server answers 409 RECORD_IN_USE / RECORD_CODE_IN_USE). Read forwards (`lookupsOf`), the same references say
 * what a write must find: the bill's partner must exist (400 LOOKUP_NOT_FOUND).
 *
 * - Referencing side: only catalogue resources (defineResource) declare lookups, on their header or on their
 *   voucher lines (`<table>_lines`). Views and reports are not storage and add nothing.
 * - Target side: a catalogue resource, or one of the start-up resource sets a lookup may name (`branchs`, `units`,
 *   `warehouses`, `taxs` = the set 'taxes', `custom1`): they are deleted and re-coded through the same engine.
 * - The stored value is the lookup's `valueField`, by default the target's first key field that is not the branch
 *   (as the back office's picker does). When the target's key has other fields that the referencing row also
 *   carries under the same name (a task's key ma_dvcs + so_ct, a call log's ma_dvcs; a batch's key ma_vt + ma_lo, a
 *   receipt line's ma_vt), those must match too: a bill of branch CN02 holding 'T001' does not point at branch
 *   CN01's task 'T001'. A key field the referencing row lacks is not compared (the reference may mean any of them).
 * - A lookup with an alternative target (`orResource`: a retail order's line names goods or a service) is a
 *   reference to each; a write needs the value in one of them (`lookupsOf` lists both, under the same field).
 */

/** One lookup that points at a target: where it is stored and which of the target's fields it holds. */
export type Reference = {
  /** Catalogue name of the referencing resource. */
  resource: string;
  /** Its title (the screen the message names). */
  title: Title;
  /** The lines field when the lookup is on the voucher lines (stored in `<table>_lines`), else undefined. */
  lines?: string;
  /** The lookup field (header: a wire field, mapped to its column by the resource's `columns`; lines: the column). */
  field: string;
  /** The target's field whose value the lookup stores. */
  targetField: string;
  /** The target's field the picker shows beside the value (its name). */
  labelField: string;
  /** Other key fields of the target that the referencing row (header, or the same line) carries by name. */
  alsoMatch: readonly string[];
  /** The lookup's `narrowBy`: target field <- the referencing row's field, compared on write when the row holds it. */
  narrowBy: Readonly<Record<string, string>>;
};

/** The lookup names of the start-up resource sets (a lookup's `resource`) and the set behind each. */
export const startUpLookupSets: Readonly<Record<string, string>> = {
  branchs: 'branchs',
  units: 'units',
  warehouses: 'warehouses',
  taxs: 'taxes',
  custom1: 'custom1',
};

/** What a lookup target is: its name (the set's or resource's `name`), natural key and search fields. */
type Target = { name: string; keyFields: readonly string[]; searchFields: readonly string[] };

/** The catalogue resource or start-up set a lookup names; undefined for a name nobody declares. */
export const lookupTargetNamed = (lookup: string): Target | undefined => {
  const resource = resourceNamed(lookup);
  if (resource) return resource;
  const setName = startUpLookupSets[lookup];
  return setName ? resourceSetList.find((set) => set.name === setName) : undefined;
};

/** The target field a lookup stores: its `valueField`, else the target's first key field other than the branch. */
export const lookupValueField = (lookup: LookupField, target: Target): string =>
  lookup.valueField ?? target.keyFields.find((k) => k !== 'ma_dvcs') ?? target.keyFields[0] ?? '_id';

/** The target field a picker shows beside the value: its `labelField`, else the target's first other search field. */
export const lookupLabelField = (lookup: LookupField, target: Target): string => {
  const valueField = lookupValueField(lookup, target);
  return lookup.labelField ?? target.searchFields.find((name) => name !== valueField) ?? valueField;
};

/**
 * The field a record keeps a lookup's name in (`ma_kh` → `ten_kh`, `ma_nvbh` → `ten_nvbh`): the one its `fills`
 * copies the target's label into; undefined for a field that is no lookup or keeps no name.
 */
export const storedNameFieldOf = (field: Field | LineField): string | undefined => {
  if (field.type !== 'lookup' || !field.fills) return undefined;
  const target = lookupTargetNamed(field.resource);
  if (!target) return undefined;
  const label = lookupLabelField(field, target);
  return Object.entries(field.fills).find(([, from]) => from === label)?.[0];
};

const referencesOf = (
  resource: Resource,
  fields: Readonly<Record<string, Field | LineField>>,
  lines: string | undefined,
): { target: string; reference: Reference }[] =>
  Object.entries(fields).flatMap(([name, field]) => {
    if (field.type !== 'lookup') return [];
    // A lookup with an alternative (`orResource`) points at either target: one reference to each.
    return [field.resource, ...(field.orResource ? [field.orResource] : [])].flatMap((targetName) => {
      const target = lookupTargetNamed(targetName);
      if (!target) return [];
      const targetField = lookupValueField(field, target);
      const alsoMatch = target.keyFields.filter((k) => k !== targetField && k in fields);
      return [
        {
          target: target.name,
          reference: {
            resource: resource.name,
            title: resource.title,
            lines,
            field: name,
            targetField,
            labelField: lookupLabelField(field, target),
            alsoMatch,
            narrowBy: field.narrowBy ?? {},
          },
        },
      ];
    });
  });

/** The reverse index of the catalogue's lookups: target name -> the references to it, in catalogue order. */
export const buildReferenceIndex = (
  resources: readonly Resource[],
): ReadonlyMap<string, readonly Reference[]> => {
  const index = new Map<string, Reference[]>();
  for (const resource of resources) {
    const header = referencesOf(resource, resource.fields, undefined);
    const lines =
      resource.linesField && resource.lineFields
        ? referencesOf(resource, resource.lineFields, resource.linesField)
        : [];
    for (const { target, reference } of [...header, ...lines]) {
      const list = index.get(target) ?? [];
      list.push(reference);
      index.set(target, list);
    }
  }
  return index;
};

const catalogueIndex = buildReferenceIndex(resourceCatalogue);

/**
 * One lookup of a resource read forwards (what a write must find): the reference, the target it names (the set's
 * or resource's `name`) and the field's label (the message names it).
 */
export type Lookup = Reference & { target: string; label: Title };

const lookupsCache = new WeakMap<Resource, readonly Lookup[]>();

/** The lookups of a resource whose target is declared, header before lines, in declaration order. */
export const lookupsOf = (resource: Resource): readonly Lookup[] => {
  let lookups = lookupsCache.get(resource);
  if (!lookups) {
    const labelled = (fields: Readonly<Record<string, Field | LineField>>, lines: string | undefined) =>
      referencesOf(resource, fields, lines).map(({ target, reference }) => ({
        ...reference,
        target,
        label: fields[reference.field]!.label,
      }));
    lookups = [
      ...labelled(resource.fields, undefined),
      ...(resource.linesField && resource.lineFields
        ? labelled(resource.lineFields, resource.linesField)
        : []),
    ];
    lookupsCache.set(resource, lookups);
  }
  return lookups;
};

/** The references to a catalogue resource or start-up set, by its `name` ('partners', 'units', 'taxes'); [] if none. */
export const referencesTo = (target: string): readonly Reference[] => catalogueIndex.get(target) ?? [];

/**
 * A lookup target's code and name: the fields its references store, match and show (customers: ma_kh, ten_kh).
 * What a user who may only pick a target's rows (`pickerMenuIdsOf`) gets of each row, in the target's order.
 */
export const lookupFieldsOf = (target: string): readonly string[] => {
  const fields = new Set(referencesTo(target).flatMap((r) => [r.targetField, ...r.alsoMatch, r.labelField]));
  const set = resourceNamed(target) ?? resourceSetList.find((s) => s.name === target);
  const order = Object.keys(set?.record.shape ?? {});
  return [...fields].sort((a, b) => order.indexOf(a) - order.indexOf(b));
};

/** Whether a view is a board whose lanes are a lookup of the target (its lanes are titled by the target's names). */
const boardLanesLookUp = (view: (typeof viewCatalogue)[number], target: string): boolean => {
  if (view.layout.type !== 'board' || !view.layout.lanes) return false;
  const field = resourceNamed(view.resource)?.fields[view.layout.lanes];
  return field?.type === 'lookup' && field.resource === target;
};

/**
 * The menu ids whose add or edit right lets a user pick the target's rows: the screens of the resources whose
 * fields (header or lines) look it up, the writable views of those resources, and the boards whose lanes are the
 * target's rows (a room board's room groups). A user who may write such a record (or run a board's actions) may
 * use the target's lookup (code and name only) without the right to read the target itself.
 */
export const pickerMenuIdsOf = (target: string): readonly string[] => {
  const resources = new Set(referencesTo(target).map((r) => r.resource));
  return [
    ...new Set([
      ...resourceCatalogue.filter((r) => resources.has(r.name)).map((r) => r.menuId),
      ...viewCatalogue
        .filter((v) => (!v.readOnly || boardLanesLookUp(v, target)) && resources.has(v.resource))
        .map((v) => v.menuId),
    ]),
  ];
};

/** The target fields a reference compares: the value it holds and the key fields it also matches. */
export const matchedFieldsOf = (reference: Reference): readonly string[] => [
  reference.targetField,
  ...reference.alsoMatch,
];

/**
 * Whether a change of a row from `before` to `after` leaves a reference pointing at nothing: one of the fields it
 * compares changes (a row without the value — empty code — is held by nobody).
 */
export const changesReferencedValue = (
  reference: Reference,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): boolean => {
  const held = before[reference.targetField];
  if (held === null || held === undefined || held === '') return false;
  return matchedFieldsOf(reference).some((name) => String(before[name] ?? '') !== String(after[name] ?? ''));
};
