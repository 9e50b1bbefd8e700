import {
  differentFromClashes,
  type Field,
  type LineField,
  type LookupField,
  type Resource,
} from '@sen/domain/resources';

/**
 * Valid records of any catalogue resource, generated from its field declarations (type, enum options,
 * requiredness, min/max, lookups), so the permission tests need no hand-written fixture per resource. Pure: a
 * lookup's value comes from the caller's `lookup` (the test creates the target rows first).
 */

/** The value a lookup field takes: a code of the target resource (or start-up set), or null to leave it empty. */
export type LookupResolver = (target: LookupTarget) => string | null;

/**
 * What a lookup field points at. `occurrence` counts the record's earlier lookups of the same target (a transfer's
 * second warehouse, a conversion's second unit must be another row than the first); `seed` is set for a lookup
 * that is part of the natural key, which needs a row of its own per record.
 */
export type LookupTarget = {
  resource: string;
  valueField: string | undefined;
  field: string;
  occurrence: number;
  seed?: number;
};

export type RecordOptions = {
  /** Makes codes, names, phones and e-mails of this record different from every other record's. */
  seed: number;
  /** The day of every date field (vouchers: ngay_ct). */
  day?: string;
  lookup?: LookupResolver;
  /** Values put over the generated ones (ma_dvcs, the owner field, ngay_ct). */
  overrides?: Record<string, unknown>;
};

export const defaultDay = '2026-06-15';

/** A code of the lookup target when the caller has none: the default branch, else a made-up code. */
export const fallbackLookup = ({ resource, occurrence, seed }: LookupTarget): string =>
  resource === 'branchs'
    ? `CN0${1 + occurrence}`
    : seed !== undefined
      ? `K${seed.toString(36).toUpperCase()}${occurrence || ''}`
      : `X${1 + occurrence}`;

const fit = (value: string, max: number): string => value.slice(0, max);

/** Whether the field is one the client sends (not server-assigned). */
const editable = (field: Field | LineField): boolean => !field.readOnly;

type Variant = { booleans: boolean };

/** Per record: the natural key's fields and how many lookups of each target were given already. */
type Context = { keys: ReadonlySet<string>; seen: Map<string, number>; bumps: ReadonlyMap<string, number> };

/** A day `offset` days after 2027-01-01 (natural keys holding a date, far from the vouchers' days). */
const dayAfter = (offset: number): string =>
  new Date(Date.UTC(2027, 0, 1 + (offset % 700))).toISOString().slice(0, 10);

/** One field's generated value. Times rise with the field's position so from/to pairs are in order. */
const valueOf = (
  name: string,
  field: LineField,
  position: number,
  options: RecordOptions,
  variant: Variant,
  context: Context,
): unknown => {
  const { seed } = options;
  const isKey = context.keys.has(name);
  const tag = seed.toString(36).toUpperCase();
  switch (field.type) {
    case 'text':
      return fit(`T${tag} ${field.label.vi}`, field.max);
    case 'code':
      return fit(`C${tag}`, field.max);
    case 'number': {
      const low = field.min !== undefined && field.min > 1 ? field.min : 1;
      const high = field.max ?? low + 1000;
      if (!isKey) return Math.min(low, high);
      return low + (seed % (high - low + 1));
    }
    case 'money':
      return 100_000;
    case 'percent':
      return 10;
    case 'phone':
      return `09${String(10_000_000 + (seed % 90_000_000)).slice(-8)}`;
    case 'email':
      return `u${tag.toLowerCase()}.${name.replace(/_/g, '')}@example.com`;
    case 'date':
      return isKey ? dayAfter(seed) : (options.day ?? defaultDay);
    case 'time':
      return isKey
        ? `${String(seed % 24).padStart(2, '0')}:${String(Math.floor(seed / 24) % 60).padStart(2, '0')}`
        : `${String(8 + (position % 12)).padStart(2, '0')}:00`;
    case 'boolean':
      return field.defaultValue !== undefined ? field.defaultValue : variant.booleans;
    case 'enum':
      return field.defaultValue !== undefined ? field.defaultValue : field.options[0]!.value;
    case 'lookup': {
      const lookup = options.lookup ?? fallbackLookup;
      const resource = (field as LookupField).resource;
      const occurrence = (context.seen.get(resource) ?? 0) + (context.bumps.get(name) ?? 0);
      context.seen.set(resource, (context.seen.get(resource) ?? 0) + 1);
      const keyed = isKey && resource !== 'branchs';
      return lookup({
        resource,
        valueField: field.valueField,
        field: name,
        occurrence,
        ...(keyed ? { seed } : {}),
      });
    }
  }
};

const fieldsRecord = (
  fields: Readonly<Record<string, Field | LineField>>,
  options: RecordOptions,
  variant: Variant,
  skip: ReadonlySet<string>,
  keys: ReadonlySet<string> = new Set(),
  bumps: ReadonlyMap<string, number> = new Map(),
): Record<string, unknown> => {
  const record: Record<string, unknown> = {};
  const context: Context = { keys, seen: new Map(), bumps };
  let position = 0;
  for (const [name, field] of Object.entries(fields)) {
    if (!editable(field) || skip.has(name)) continue;
    position += 1;
    if (field.type === 'lines') {
      record[name] = [1, 2].map((line) =>
        fieldsRecord(field.fields, { ...options, seed: options.seed * 10 + line }, variant, new Set()),
      );
    } else {
      record[name] = valueOf(name, field, position, options, variant, context);
    }
  }
  return record;
};

/** The fields the server gives when left out: the voucher number. */
const serverGiven = (resource: Resource): ReadonlySet<string> => new Set(resource.voucher ? ['so_ct'] : []);

/**
 * The record as the server judges it: defaults, derived values, a field holding the value it must differ from
 * (`differentFrom`), then the cross-field check.
 */
const problemOf = (resource: Resource, record: Record<string, unknown>) => {
  const parsed = resource.record.safeParse(record);
  if (!parsed.success) return { code: 'SCHEMA', field: String(parsed.error.issues[0]?.path[0] ?? '') };
  const full = (resource.derive ? resource.derive(parsed.data) : parsed.data) as Record<string, unknown>;
  const clash = differentFromClashes(resource.fields, full)[0];
  if (clash) return { code: 'FIELD_DUPLICATE', field: clash.line?.lines ?? clash.field };
  return resource.check?.(full);
};

/**
 * Values the server's rules beyond the declarations need of a generated row: the card ledgers
 * (src/routes/resource-sets/effects/) post an entry only on an active card, and a top-up or points earned is
 * always accepted where a payment or a redemption may find the card empty. A field whose pattern generated text
 * cannot meet gets a value that does.
 */
const acceptedValues: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'payment-cards': { trang_thai: '1' },
  'customer-cards': { trang_thai: '1' },
  'payment-card-histories': { loai_gd: 'NAP' },
  'customer-card-histories': { loai_gd: 'TD' },
  // A printer's address is a host name or an IP address (on loopback: nothing here ever reaches out).
  printers: { dia_chi_ip: '127.0.0.1' },
};

/**
 * A valid record of the resource (every editable field filled, voucher lines included, so_ct left to the
 * server). When the resource's cross-field check refuses it, the optional field it names is left out, then
 * booleans are flipped, until it passes; throws when no variant passes.
 */
export const recordOf = (resource: Resource, options: RecordOptions): Record<string, unknown> => {
  const fields = resource.fields as Readonly<Record<string, Field>>;
  const tried: string[] = [];
  for (const booleans of [true, false]) {
    const bumps = new Map<string, number>();
    const generate = () => ({
      ...fieldsRecord(
        fields,
        options,
        { booleans },
        serverGiven(resource),
        new Set(resource.keyFields),
        bumps,
      ),
      ...acceptedValues[resource.name],
      ...options.overrides,
    });
    let record: Record<string, unknown> = generate();
    for (let round = 0; round < 6; round += 1) {
      const problem = problemOf(resource, record);
      if (!problem) return record;
      tried.push(`${problem.code}:${problem.field ?? ''}`);
      const name = problem.field;
      const field = name ? fields[name] : undefined;
      if (
        name &&
        field?.type === 'lookup' &&
        !(name in (options.overrides ?? {})) &&
        (bumps.get(name) ?? 0) < 2
      ) {
        // Another row of the target (a transfer's receiving branch must differ from the overridden sender).
        bumps.set(name, (bumps.get(name) ?? 0) + 1);
        const dropped = Object.keys(record).filter((k) => !(k in generate()));
        record = generate();
        for (const k of dropped) delete record[k];
        continue;
      }
      if (name && field?.type === 'time' && record[name] !== '23:59') {
        record[name] = '23:59';
        continue;
      }
      if (name && field?.type === 'number' && typeof record[name] === 'number') {
        const next = (record[name] as number) + 1;
        if (field.max === undefined || next <= field.max) {
          record[name] = next;
          continue;
        }
      }
      if (name && problem.code === 'PHONE_INVALID' && typeof record[name] === 'string') {
        record[name] = `09${String(10_000_000 + (options.seed % 90_000_000)).slice(-8)}`;
        continue;
      }
      if (!name || !field || field.required || !(name in record) || name in (options.overrides ?? {})) break;
      delete record[name];
    }
  }
  throw new Error(`no valid record of ${resource.name} (${tried.join(', ')})`);
};

/** Every lookup of the resource, header and lines, with the target it names. */
export const lookupTargetsOf = (resource: Resource): LookupTarget[] => {
  const targets: LookupTarget[] = [];
  const collect = (fields: Readonly<Record<string, Field | LineField>>) => {
    for (const [name, field] of Object.entries(fields)) {
      if (field.readOnly) continue;
      if (field.type === 'lookup')
        targets.push({ resource: field.resource, valueField: field.valueField, field: name, occurrence: 0 });
      if (field.type === 'lines') collect(field.fields);
    }
  };
  collect(resource.fields as Readonly<Record<string, Field>>);
  return targets;
};

/** A field whose change shows (text-like, carries the seed), for PUT/PATCH effects: not a key, not unique. */
export const probeFieldOf = (resource: Resource): string => {
  const fields = Object.entries(resource.fields as Readonly<Record<string, Field>>).filter(
    ([name, field]) => editable(field) && !serverGiven(resource).has(name),
  );
  const keys = new Set<string>(resource.keyFields);
  const rank = (name: string, field: Field): number => {
    const seeded = ['text', 'phone', 'email', 'code'].includes(field.type);
    if (!seeded) return 9;
    if (keys.has(name)) return 3;
    if (field.unique) return 2;
    return field.type === 'text' ? 0 : 1;
  };
  const best = fields
    .map(([name, field]) => ({ name, rank: rank(name, field) }))
    .sort((a, b) => a.rank - b.rank)[0];
  if (!best || best.rank === 9) throw new Error(`${resource.name} has no field to probe a change with`);
  return best.name;
};

/** A patch changing only the probe field to this seed's value (the rest of the row stays as it is). */
export const patchOf = (resource: Resource, seed: number): Record<string, unknown> => {
  const name = probeFieldOf(resource);
  const field = (resource.fields as Readonly<Record<string, Field>>)[name]! as LineField;
  const context: Context = { keys: new Set(), seen: new Map(), bumps: new Map() };
  return { [name]: valueOf(name, field, 1, { seed }, { booleans: true }, context) };
};
