import {
  resourceNamed,
  type Field,
  type LineField,
  type LookupField,
  type Resource,
} from '@sen/domain/resources';
import { settleCardLedgers } from './card-ledgers.js';
import { codePrefixOf } from './demo-codes.js';
import { demoCities } from './demo-places.js';
import { companyWords, curatedNames, fieldPhrases, notePhrases } from './demo-phrases.js';
import { seededRandom, seedOf, type SeededRandom } from './seeded-random.js';
import {
  asciiFolded,
  familyNames,
  familyNameWeights,
  femaleGivenNames,
  femaleMiddleNames,
  maleGivenNames,
  maleMiddleNames,
  mobilePrefixes,
} from './vietnamese-names.js';

export { codePrefixOf };

/** A row as the catalogue names its fields (wire names), lines under the resource's lines field. */
export type CatalogueRow = Record<string, unknown> & { _id: string };

/** Rows of a lookup target by resource or start-up set name (branchs, units, warehouses, taxs, custom1). */
export type RowsByResource = Map<string, readonly Record<string, unknown>[]>;

export type CatalogueRowsOptions = {
  /** The day the data is seeded ("today"): dates fall around it. */
  today: Date;
  /** Rows of the start-up sets and of resources already in the database (e.g. the 40 demo customers). */
  existing: RowsByResource;
  /** The key field of each start-up set (what its lookups store), e.g. units -> ma_dvt. */
  startupKeys: Readonly<Record<string, string>>;
  /** How many rows to add to a resource (default `demoRowCount`). */
  rowCount?: (resource: Resource) => number;
  /** Who the stamps say created the rows. */
  createdBy?: string;
  /** Values the first rows of a resource must have (e.g. the salespeople the demo users and customers name). */
  fixed?: Readonly<Record<string, readonly Record<string, unknown>[]>>;
};

/** The branches demo rows are spread over, CN01 (the head office) twice as often. */
export const demoBranchCycle = ['CN01', 'CN02', 'CN01', 'CN03'] as const;

/** Rows added per resource: customers 160 (200 with the 40 demo ones), products forty, vouchers thirty (ten a branch), else ten. */
export const demoRowCount = (resource: Resource): number => {
  if (resource.name === 'partners') return 160;
  if (resource.name === 'products') return 40;
  if (resource.voucher) return 30;
  const curated = curatedNames[resource.name];
  if (curated) return curated.length;
  if (resource.ownerField) return 24;
  return 10;
};

const fieldsOf = (resource: Resource): Record<string, Field> => resource.fields as Record<string, Field>;

/** Lookup targets named by a resource's fields and lines, self-references left out. */
export const lookupTargetsOf = (resource: Resource): string[] => {
  const lines = (resource.lineFields ?? {}) as Record<string, LineField>;
  const all = [...Object.values(fieldsOf(resource)), ...Object.values(lines)];
  const targets = all.filter((f): f is LookupField => f.type === 'lookup').map((f) => f.resource);
  return [...new Set(targets)].filter((t) => t !== resource.name);
};

/**
 * The resources in an order where each comes after the ones its lookups name (depth-first; a cycle is broken
 * where it closes: those lookups of the earlier resource stay empty). Catalogue order otherwise.
 */
export const seedOrder = (resources: readonly Resource[]): Resource[] => {
  const byName = new Map(resources.map((r) => [r.name, r]));
  const done = new Set<string>();
  const visiting = new Set<string>();
  const order: Resource[] = [];
  const visit = (resource: Resource) => {
    if (done.has(resource.name) || visiting.has(resource.name)) return;
    visiting.add(resource.name);
    for (const target of lookupTargetsOf(resource)) {
      const next = byName.get(target);
      if (next) visit(next);
    }
    visiting.delete(resource.name);
    done.add(resource.name);
    order.push(resource);
  };
  resources.forEach(visit);
  return order;
};

const pad = (n: number, width: number) => String(n).padStart(width, '0');
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysFrom = (today: Date, days: number) => new Date(today.getTime() + days * 86_400_000);

/** A voucher number as the server gives it: prefix + the number of system/stt padded to 6 digits ('HD000012'). */
export const voucherNumber = (prefix: string, n: number, width = 6): string => `${prefix}${pad(n, width)}`;

/** A row as its resource saves it: the resource's derived fields (totals, amounts) worked out. */
export const derivedRow = (name: string, row: Record<string, unknown>): CatalogueRow => {
  const derive = resourceNamed(name)?.derive;
  return (derive ? derive(row) : row) as CatalogueRow;
};

/** A full Vietnamese name and its gender ('1' male, '2' female), family names drawn by frequency. */
export const vietnameseName = (rng: SeededRandom): { name: string; gender: '1' | '2' } => {
  const total = familyNameWeights.reduce((a, b) => a + b, 0);
  let roll = rng.int(1, total);
  let family: string = familyNames[0];
  for (let i = 0; i < familyNames.length; i++) {
    roll -= familyNameWeights[i] ?? 0;
    if (roll <= 0) {
      family = familyNames[i] ?? family;
      break;
    }
  }
  const female = rng.chance(0.62); // spa and clinic customers are mostly women
  const middle = rng.pick(female ? femaleMiddleNames : maleMiddleNames);
  const given = rng.pick(female ? femaleGivenNames : maleGivenNames);
  return { name: `${family} ${middle} ${given}`, gender: female ? '2' : '1' };
};

/** A 10-digit mobile number (09x, 03x, 07x, 08x). */
export const mobilePhone = (rng: SeededRandom): string =>
  `${rng.pick(mobilePrefixes)}${pad(rng.int(0, 9_999_999), 7)}`;

/** A street address in the branch's city: '125 Lê Lợi, Phường Bến Thành, Thành phố Hồ Chí Minh'. */
export const demoAddress = (rng: SeededRandom, branch: string): string => {
  const city = demoCities[branch as keyof typeof demoCities] ?? demoCities.CN01;
  return `${rng.int(1, 350)} ${rng.pick(city.streets)}, ${rng.pick(city.wards).ten_xa}, ${city.ten_tinh}`;
};

const personNameFields = new Set([
  'ten_kh',
  'ten_nv',
  'ten_nvbh',
  'ho_ten',
  'ten_bs',
  'ten_ktv',
  'ten_lien_he',
  'nguoi_lien_he',
  'nguoi_lh',
  'thu_kho',
  'nguoi_nhan',
  'nguoi_giao',
  'nguoi_nop',
]);
const isPersonName = (name: string, field: Field | LineField): boolean =>
  personNameFields.has(name) ||
  name.startsWith('ho_ten') ||
  /\b(full name|contact|customer name|employee name|salesperson name|doctor|technician|receiver|payer)\b/i.test(
    field.label.en,
  );

const clip = (text: string, field: Field | LineField) =>
  'max' in field && typeof field.max === 'number' ? text.slice(0, field.max).trimEnd() : text;

/** What a value generator knows of the row being made. */
type RowContext = {
  rng: SeededRandom;
  resource: Resource;
  index: number;
  today: Date;
  row: Record<string, unknown>;
  person?: { name: string; gender: '1' | '2' };
};

const personOf = (ctx: RowContext) => (ctx.person ??= vietnameseName(ctx.rng));
const branchOf = (ctx: RowContext) => String(ctx.row.ma_dvcs ?? demoBranchCycle[ctx.index % 4]);

const textValue = (name: string, field: Field | LineField, ctx: RowContext): string | null => {
  const { rng } = ctx;
  if (isPersonName(name, field)) return personOf(ctx).name;
  if (name.startsWith('dia_chi')) return demoAddress(rng, branchOf(ctx));
  if (name === 'website')
    return rng.chance(0.3) ? `https://www.${asciiFolded(personOf(ctx).name).replace(/ /g, '')}.vn` : null;
  // What a voucher of this resource says, where the demo has its own words for it.
  const own = fieldPhrases[`${ctx.resource.name}.${name}`];
  if (own) return rng.pick(own);
  if (/^(ghi_chu|dien_giai|mo_ta|noi_dung|ly_do|ket_qua|y_kien)/.test(name))
    return name.startsWith('ghi_chu') && rng.chance(0.6) ? null : rng.pick(notePhrases);
  if (/ma_so_thue|^mst/.test(name)) return `0${pad(rng.int(100_000_000, 999_999_999), 9)}`;
  if (/cccd|cmnd/.test(name)) return `0${pad(rng.int(0, 99_999_999_999), 11)}`;
  if (/^so_tk|tai_khoan/.test(name)) return pad(rng.int(0, 999_999_999), 12);
  if (name === 'ma_vach') return `893${pad(rng.int(0, 9_999_999_999), 10)}`;
  const phrases = fieldPhrases[name];
  if (phrases) return rng.pick(phrases);
  if (/^ten_/.test(name) || /\bname\b/i.test(field.label.en)) {
    const curated = curatedNames[ctx.resource.name];
    // Past the curated names (vouchers have more rows), they come round again.
    const named = curated?.[ctx.index % curated.length];
    if (named) return named;
    if (/supplier|vendor|company/i.test(`${ctx.resource.title.en} ${field.label.en}`))
      return `Công ty TNHH ${rng.pick(companyWords)} ${ctx.index + 1}`;
    return `${field.label.vi.replace(/^Tên\s+/i, '').replace(/^./, (c) => c.toUpperCase())} ${ctx.index + 1}`;
  }
  // A required text nothing above knows reads as its label and number; an optional one stays empty.
  return field.required ? `${field.label.vi} ${ctx.index + 1}` : null;
};

const numberValue = (name: string, field: Field | LineField, ctx: RowContext): number => {
  const { rng } = ctx;
  const precision = field.type === 'number' ? field.precision : 0;
  const min = field.type === 'number' && field.min !== undefined ? field.min : 0;
  let value: number;
  if (/so_luong|^sl_/.test(name)) value = rng.int(1, 5);
  // Durations in minutes (an appointment, a service): what a spa books.
  else if (/^(thoi_luong|thoi_gian)$/.test(name)) value = rng.pick([30, 45, 60, 60, 75, 90]);
  else if (name === 'nhac_truoc') value = rng.pick([30, 60, 120, 1440]);
  else if (/^(stt|thu_tu)$/.test(name)) value = ctx.index + 1;
  // Points of a loyalty card's entry: 50 to 600, in tens (a point is worth 1,000 VND in the demo).
  else if (/diem/.test(name)) value = rng.int(5, 60) * 10;
  else if (/so_(ngay|buoi|lan|thang)/.test(name)) value = rng.pick([1, 3, 5, 6, 10, 12]);
  // A restaurant table seats two to eight; a treatment room has a bed or two.
  else if (name === 'so_cho') value = rng.pick([2, 4, 4, 4, 6, 8]);
  else if (name === 'so_giuong') value = rng.pick([1, 1, 2]);
  else value = rng.int(1, 20);
  const max = field.type === 'number' && field.max !== undefined ? field.max : Number.POSITIVE_INFINITY;
  value = Math.min(Math.max(value, min), max);
  return Number(value.toFixed(precision));
};

const moneyValue = (name: string, ctx: RowContext): number => {
  const { rng } = ctx;
  if (/luong/.test(name)) return rng.int(12, 50) * 500_000;
  if (/chi_tieu|han_muc/.test(name)) return rng.int(10, 100) * 1_000_000;
  // A commission per unit sold: tens of thousands at most.
  if (name === 'tien_hh') return rng.pick([0, 0, 10_000, 20_000, 30_000]);
  if (/^gia|don_gia/.test(name)) return rng.int(5, 300) * 10_000;
  return rng.int(2, 200) * 50_000;
};

const percentValue = (name: string, ctx: RowContext): number =>
  // Commission: the rules' and groups' rates; a voucher line's own rate is left to them.
  name === 'ty_le_hh'
    ? ctx.resource.name.startsWith('commisstion')
      ? ctx.rng.pick([3, 5, 5, 8, 10])
      : 0
    : /thue/.test(name)
      ? ctx.rng.pick([0, 5, 8, 10])
      : /ck|giam/.test(name)
        ? ctx.rng.pick([0, 0, 5, 10, 15])
        : ctx.rng.pick([5, 10, 15, 20, 30]);

const dateValue = (name: string, ctx: RowContext): string | null => {
  const { rng, today } = ctx;
  if (/sinh/.test(name)) return `${rng.int(1965, 2004)}-${pad(rng.int(1, 12), 2)}-${pad(rng.int(1, 28), 2)}`;
  if (/het_han|_den$|ket_thuc|hl_den|han_/.test(name)) return isoDay(daysFrom(today, rng.int(30, 365)));
  if (/hen|tiep_theo/.test(name)) return isoDay(daysFrom(today, rng.int(1, 30)));
  return isoDay(daysFrom(today, -rng.int(0, 120)));
};

/** The value of one field (lookups and voucher fields are made by the caller). */
const plainValue = (name: string, field: Field | LineField, ctx: RowContext): unknown => {
  const { rng } = ctx;
  switch (field.type) {
    case 'text': {
      const text = textValue(name, field, ctx);
      return text === null ? null : clip(text, field);
    }
    case 'code':
      return `${codePrefixOf(name)}${pad(ctx.index + 1, 3)}`;
    case 'number':
      return numberValue(name, field, ctx);
    case 'money':
      return moneyValue(name, ctx);
    case 'percent':
      return percentValue(name, ctx);
    case 'phone':
      return field.required || field.requiredWhen || rng.chance(0.85) ? mobilePhone(rng) : null;
    case 'email': {
      if (!field.required && rng.chance(0.35)) return null;
      const words = asciiFolded(personOf(ctx).name).split(' ');
      return `${words.at(-1)}.${words[0]}${ctx.index + 1}@${rng.pick(['gmail.com', 'yahoo.com', 'outlook.com'])}`;
    }
    case 'date':
      return field.required || rng.chance(0.8) ? dateValue(name, ctx) : null;
    case 'time':
      return `${pad(rng.int(8, 20), 2)}:${rng.pick(['00', '15', '30', '45'])}`;
    case 'boolean':
      return typeof field.defaultValue === 'boolean'
        ? rng.chance(0.85)
          ? field.defaultValue
          : !field.defaultValue
        : rng.chance(0.5);
    case 'enum': {
      if (/gioi_tinh/.test(name)) return personOf(ctx).gender;
      const values = field.options.map((o) => o.value);
      // A business's vouchers are mostly done: a few drafts and cancellations.
      const voucherStatus = field.options.every((o) => ['0', '1', '9'].includes(o.value));
      if (ctx.resource.voucher && name === 'trang_thai' && voucherStatus)
        return rng.pick(['1', '1', '1', '1', '1', '1', '1', '1', '0', '9'].filter((v) => values.includes(v)));
      if (field.defaultValue !== undefined && rng.chance(0.5)) return String(field.defaultValue);
      return values.length ? rng.pick(values) : null;
    }
    default:
      return null;
  }
};

/**
 * Fields the demo leaves empty on each resource's rows and lines: what only a workflow sets (a retail order kept at
 * a table or room is opened from the POS, which seats the place; what it sent to the kitchen).
 */
const unseededFields: Readonly<Record<string, readonly string[]>> = {
  'retail-orders': ['ma_ban', 'ma_phong', 'sl_bep', 'ma_httt2', 'tien_httt2'],
};

/** Generates rows for the whole catalogue, lookups resolved to rows made before (or already in the database). */
export class CatalogueRowMaker {
  readonly rows: Map<string, CatalogueRow[]> = new Map();
  private readonly options: CatalogueRowsOptions;
  private readonly byName: Map<string, Resource>;

  constructor(resources: readonly Resource[], options: CatalogueRowsOptions) {
    this.options = options;
    this.byName = new Map(resources.map((r) => [r.name, r]));
  }

  /** Rows a lookup to `target` may pick: ones made here, else the existing ones. */
  private targetRows(target: string): readonly Record<string, unknown>[] {
    return [...(this.options.existing.get(target) ?? []), ...(this.rows.get(target) ?? [])];
  }

  private valueFieldOf(field: LookupField): string | undefined {
    if (field.valueField) return field.valueField;
    const target = this.byName.get(field.resource);
    return target ? target.keyFields[0] : this.options.startupKeys[field.resource];
  }

  /** Candidate rows of a lookup per target, value field and branch (targets are complete when looked up). */
  private readonly pools = new Map<string, readonly Record<string, unknown>[]>();

  private poolOf(target: string, valueField: string, branch: unknown, self: boolean) {
    const key = `${target}|${valueField}|${String(branch)}`;
    const cached = self ? undefined : this.pools.get(key);
    if (cached) return cached;
    const candidates = this.targetRows(target).filter((r) => r[valueField] != null);
    const sameBranch = candidates.filter((r) => r.ma_dvcs === branch);
    const unbranched = candidates.filter((r) => !r.ma_dvcs || !branch);
    const pool = sameBranch.length > 0 ? sameBranch : unbranched.length > 0 ? unbranched : candidates;
    if (!self) this.pools.set(key, pool);
    return pool;
  }

  /** Picks a target row for a lookup (same branch first) and fills the fields it names. */
  private lookup(name: string, field: LookupField, ctx: RowContext, into: Record<string, unknown>): void {
    const valueField = this.valueFieldOf(field);
    if (field.resource === 'branchs' && valueField === 'ma_dvcs') {
      into[name] = branchOf(ctx);
      return;
    }
    // A lookup with a default value is never empty (its row schema has no null): it is picked like a required one.
    const fallback = field.defaultValue ?? null;
    if (!field.required && fallback === null && ctx.rng.chance(0.15)) {
      into[name] = null;
      // What it would have filled stays empty (unless another lookup filled it).
      for (const mine of Object.keys(field.fills ?? {})) into[mine] ??= null;
      return;
    }
    const branch = into.ma_dvcs ?? ctx.row.ma_dvcs;
    // The target's other key fields this row (or line) already holds must match, as the server checks: a line's
    // batch is one of its own product's.
    const others = (this.byName.get(field.resource)?.keyFields ?? []).filter(
      (k) => k !== valueField && into[k] != null && into[k] !== '',
    );
    const pool = (
      valueField ? this.poolOf(field.resource, valueField, branch, field.resource === ctx.resource.name) : []
    ).filter((r) => others.every((k) => r[k] === into[k]));
    const picked = pool.length > 0 ? ctx.rng.pick(pool) : undefined;
    into[name] = picked && valueField ? picked[valueField] : fallback;
    for (const [mine, theirs] of Object.entries(field.fills ?? {})) into[mine] = picked?.[theirs] ?? null;
  }

  private fieldValues(
    fields: Record<string, Field | LineField>,
    ctx: RowContext,
    into: Record<string, unknown>,
    skip: ReadonlySet<string>,
  ): void {
    const filled = new Set<string>();
    for (const field of Object.values(fields))
      if (field.type === 'lookup') Object.keys(field.fills ?? {}).forEach((n) => filled.add(n));
    // Lookups first (their fills win: a line's unit is its product's), then the rest. A lookup another one has
    // filled is still drawn (the random sequence, hence the rest of the demo, stays the same) but keeps the fill.
    for (const [name, field] of Object.entries(fields)) {
      if (field.type !== 'lookup' || skip.has(name)) continue;
      const fill = filled.has(name) ? into[name] : undefined;
      this.lookup(name, field, ctx, into);
      if (fill !== undefined && fill !== null) into[name] = fill;
    }
    for (const [name, field] of Object.entries(fields)) {
      if (skip.has(name) || field.type === 'lookup' || field.type === 'lines' || field.readOnly) continue;
      // What a lookup fills is its row's (its default when it picked none), not made up.
      if (filled.has(name) && into[name] !== undefined && (into[name] !== null || !field.required)) {
        into[name] ??= field.defaultValue ?? null;
        continue;
      }
      into[name] = plainValue(name, field, ctx) ?? field.defaultValue ?? null;
    }
  }

  /** Adds `count` rows to a resource (after its existing ones: codes go on from the highest). */
  make(resource: Resource, count: number): CatalogueRow[] {
    const rng = seededRandom(seedOf(resource.name));
    const today = this.options.today;
    const fields = fieldsOf(resource);
    const existing = this.options.existing.get(resource.name) ?? [];
    const made: CatalogueRow[] = [];
    this.rows.set(resource.name, made);
    const keyOf = (row: Record<string, unknown>) =>
      resource.keyFields.map((k) => String(row[k] ?? '')).join('|');
    const keys = new Set(existing.map(keyOf));
    // Unique fields, and phones: no two customers (or staff) share a number.
    const uniques = Object.entries(fields)
      .filter(([, f]) => f.unique || f.type === 'phone')
      .map(([n]) => n);
    const used = new Map(uniques.map((n) => [n, new Set(existing.map((r) => String(r[n] ?? '')))]));
    const codeWidth = count + existing.length >= 100 ? 4 : 3;
    const unseeded = unseededFields[resource.name] ?? [];
    const skip = new Set([
      'ma_dvcs',
      'stt_rec',
      'ma_ct',
      'so_ct',
      'ngay_ct',
      'nguoi_duyet',
      'ngay_duyet',
      ...unseeded,
    ]);

    for (let i = 0; made.length < count && i < count * 3; i++) {
      const index = existing.length + i;
      const row: Record<string, unknown> = {};
      const ctx: RowContext = { rng, resource, index, today, row };
      if ('ma_dvcs' in fields) row.ma_dvcs = demoBranchCycle[index % demoBranchCycle.length];
      if (resource.voucher) {
        row.ma_ct = resource.voucher.ma_ct;
        // Within the last 90 days of this year: system/stt numbers per year, the demo starts this year's.
        const yearStart = Date.UTC(today.getUTCFullYear(), 0, 1);
        row.ngay_ct = isoDay(new Date(Math.max(yearStart, daysFrom(today, -rng.int(0, 89)).getTime())));
      }
      this.fieldValues(fields, ctx, row, skip);
      for (const name of unseeded) if (fields[name]) row[name] = fields[name].defaultValue ?? null;
      for (const [name, field] of Object.entries(fields))
        if (field.type === 'code' && !field.readOnly && (resource.keyFields.includes(name) || field.unique))
          row[name] = `${codePrefixOf(name)}${pad(index + 1, codeWidth)}`;
      if (resource.linesField && resource.lineFields) {
        const lineFields = resource.lineFields as Record<string, LineField>;
        row[resource.linesField] = Array.from({ length: rng.int(1, 4) }, (_, n) => {
          const line: Record<string, unknown> = {};
          this.fieldValues(lineFields, { rng, resource, index: n, today, row }, line, new Set(unseeded));
          // What only a workflow sets starts at its default (nothing sent to the kitchen yet).
          for (const name of unseeded)
            if (lineFields[name]) line[name] = lineFields[name].defaultValue ?? null;
          return line;
        });
      }
      Object.assign(row, this.options.fixed?.[resource.name]?.[made.length] ?? {});
      // Unique fields other than codes (phones, emails): drawn again until new, else marked with the row number.
      for (const name of uniques) {
        const seen = used.get(name)!;
        if (row[name] == null || fields[name]?.type === 'code') continue;
        for (let tries = 0; tries < 5 && seen.has(String(row[name])); tries++)
          row[name] = plainValue(name, fields[name]!, ctx);
        if (row[name] != null && seen.has(String(row[name]))) row[name] = `${String(row[name])}${index}`;
      }
      const derived = resource.derive ? resource.derive(row) : row;
      const created = resource.voucher
        ? new Date(`${String(row.ngay_ct)}T0${rng.int(1, 9)}:${pad(rng.int(0, 59), 2)}:00Z`)
        : daysFrom(today, -rng.int(1, 180));
      const complete: CatalogueRow = {
        ...derived,
        _id: rng.uuid(),
        nguoi_tao: this.options.createdBy ?? 'admin',
        ngay_tao: created.toISOString(),
        nguoi_sua: null,
        ngay_sua: null,
      };
      if (resource.voucher?.approve && complete.trang_thai === '1') {
        complete.nguoi_duyet = this.options.createdBy ?? 'admin';
        complete.ngay_duyet = created.toISOString();
      }
      const key = keyOf(complete);
      if (!resource.voucher && keys.has(key)) continue;
      keys.add(key);
      for (const name of uniques) if (complete[name] != null) used.get(name)!.add(String(complete[name]));
      made.push(complete);
    }
    if (resource.voucher) numberVouchers(resource, made);
    return made;
  }
}

/**
 * Numbers vouchers like the server: per branch and year in date order, so_ct = prefix + the next number,
 * stt_rec the row's `_id`. Returns the last number of each (branch, year).
 */
export const numberVouchers = (resource: Resource, rows: CatalogueRow[]): Map<string, number> => {
  const voucher = resource.voucher;
  const last = new Map<string, number>();
  if (!voucher) return last;
  const ordered = [...rows].sort((a, b) =>
    `${String(a.ngay_ct)}${String(a.ngay_tao)}`.localeCompare(`${String(b.ngay_ct)}${String(b.ngay_tao)}`),
  );
  for (const row of ordered) {
    const key = `${String(row.ma_dvcs ?? '')}|${String(row.ngay_ct).slice(0, 4)}`;
    const n = (last.get(key) ?? 0) + 1;
    last.set(key, n);
    row.so_ct = voucherNumber(voucher.prefix, n);
    row.stt_rec = row._id;
  }
  return last;
};

/**
 * Every catalogue resource's demo rows, made in lookup order, the cards agreeing with their ledgers
 * (card-ledgers.ts). Deterministic: the same resources, existing rows
 * and day give the same rows (each resource draws from its own seeded sequence).
 */
export const catalogueRows = (
  resources: readonly Resource[],
  options: CatalogueRowsOptions,
): { order: Resource[]; rows: Map<string, CatalogueRow[]> } => {
  const maker = new CatalogueRowMaker(resources, options);
  const order = seedOrder(resources);
  // Never fewer rows than are fixed (the demo chart of accounts, the payment types).
  for (const resource of order)
    maker.make(
      resource,
      Math.max((options.rowCount ?? demoRowCount)(resource), options.fixed?.[resource.name]?.length ?? 0),
    );
  settleCardLedgers(maker.rows);
  return { order, rows: maker.rows };
};
