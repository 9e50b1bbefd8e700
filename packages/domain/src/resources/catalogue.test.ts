import { describe, expect, it } from 'vitest';
import { approveMenuIdOf, appRoutes } from '../routes/catalogue.js';
import { resourceSetList } from '../resource-sets/index.js';
import {
  catalogueEntries,
  catalogueEntryOfRoute,
  reportCatalogue,
  resourceCatalogue,
  resourceNamed,
  resourceOfRoute,
  viewCatalogue,
  viewTransitionsOf,
} from './catalogue.js';
import { reportFieldSourceOf, reportFieldsOf } from './define-view.js';
import { f, type Field, type LineField } from './fields.js';
import { addressLookupTargets, isAddressLookup } from './address-lookups.js';

const routeOf = (path: string) => appRoutes.find((r) => r.path === path);

/** The `differentFrom` declarations among `fields` naming no other field of them, or a lines or boolean field. */
const differentFromProblems = (
  owner: string,
  fields: Readonly<Record<string, Field | LineField>>,
): string[] =>
  Object.entries(fields).flatMap(([name, field]) => {
    const target = field.differentFrom;
    if (target === undefined) return [];
    const other = fields[target];
    const bad =
      target === name ||
      !other ||
      [field.type, other.type].some((type) => type === 'lines' || type === 'boolean');
    return bad ? [`${owner}.${name} -> ${target}`] : [];
  });

describe('the resource catalogue', () => {
  it('names, routes and API paths of resources, views and reports are unique, and so are tables', () => {
    for (const key of ['name', 'route', 'path'] as const) {
      const values = catalogueEntries.map((r) => r[key]);
      expect(
        values.filter((v, i) => values.indexOf(v) !== i),
        key,
      ).toEqual([]);
    }
    const tables = resourceCatalogue.map((r) => r.table);
    expect(tables.filter((v, i) => tables.indexOf(v) !== i)).toEqual([]);
  });

  it('no API path is another resource’s extra route (lookup, find, search, upsert)', () => {
    const extras = resourceCatalogue.flatMap((r) =>
      r.extras.filter((e) => ['lookup', 'find', 'search', 'upsert'].includes(e)).map((e) => `${r.path}/${e}`),
    );
    expect(catalogueEntries.map((e) => e.path).filter((p) => extras.includes(p))).toEqual([]);
  });

  it('each view or report opens a route of the route catalogue and reads declared fields of its source', () => {
    for (const entry of [...viewCatalogue, ...reportCatalogue]) {
      expect(routeOf(entry.route)?.menuId, entry.route).toBe(entry.menuId);
      expect(catalogueEntryOfRoute(entry.route)).toBe(entry);
    }
    for (const view of viewCatalogue) {
      const source = resourceNamed(view.resource);
      expect(source, view.name).toBeDefined();
      const names = Object.keys(source?.fields ?? {});
      const used = [
        ...Object.keys(view.fixedFilters),
        ...(view.listColumns ?? []),
        ...(view.defaultSort ?? []),
      ];
      expect(
        used.map((n) => n.replace(/^-/, '')).filter((n) => !names.includes(n)),
        view.name,
      ).toEqual([]);
      // Row actions are transitions of the resource's status machine, each able to start from the status the
      // view fixes (a lock screen lists the active cards and locks them).
      expect(
        view.actions.filter((n) => !source?.statuses?.transitions.some((t) => t.name === n)),
        view.name,
      ).toEqual([]);
      const fixedStatus = source?.statuses ? view.fixedFilters[source.statuses.field] : undefined;
      if (fixedStatus !== undefined)
        for (const transition of viewTransitionsOf(view))
          expect(transition.from, `${view.name}.${transition.name}`).toContain(fixedStatus);
    }
    for (const report of reportCatalogue) {
      const source = resourceNamed(report.source);
      expect(source, report.name).toBeDefined();
      const names = [
        ...Object.keys(source?.fields ?? {}),
        ...(report.overLines ? Object.keys(source?.lineFields ?? {}) : []),
      ];
      if (report.overLines) expect(source?.linesField, report.name).toBeDefined();
      expect(source?.dateField, `${report.name}: its source needs a date field`).toBeDefined();
      const main = report.sources[0]!;
      const { groups, measured } = reportFieldsOf(report);
      const read = [...groups, ...measured].flatMap((n) => {
        const at = reportFieldSourceOf(main, n);
        return at ? [at.field] : [];
      });
      const used = [...read, ...Object.keys(report.fixedFilters)];
      expect(
        used.filter((n) => !names.includes(n)),
        report.name,
      ).toEqual([]);
      expect(
        groups.filter((n) => reportFieldSourceOf(main, n) === null),
        `${report.name}: the main source gives every group field`,
      ).toEqual([]);
      const sortable = [...report.groupBy, ...report.measures.map((m) => m.as)];
      expect(
        report.defaultSort.map((s) => s.replace(/^-/, '')).filter((n) => !sortable.includes(n)),
        report.name,
      ).toEqual([]);
    }
  });

  it('every source of a report reads declared fields of a matching kind, has a date field and fixed values', () => {
    const kindOf = (field: Field | LineField | undefined) =>
      !field
        ? 'missing'
        : ['number', 'money', 'percent'].includes(field.type)
          ? 'number'
          : field.type === 'date' || field.type === 'boolean'
            ? field.type
            : 'text';
    for (const report of reportCatalogue) {
      const { groups, measured } = reportFieldsOf(report);
      const kinds = new Map<string, string>();
      for (const [i, at] of report.sources.entries()) {
        const label = `${report.name} source ${i} (${at.source})`;
        const source = resourceNamed(at.source);
        expect(source, label).toBeDefined();
        expect(source?.dateField, `${label}: needs a date field`).toBeDefined();
        if (at.overLines) expect(source?.linesField, label).toBeDefined();
        const fieldOf = (name: string): Field | LineField | undefined =>
          (at.overLines
            ? (source?.lineFields as Record<string, LineField> | undefined)?.[name]
            : undefined) ?? (source?.fields as Record<string, Field> | undefined)?.[name];
        expect(
          Object.keys(at.fixedFilters).filter((n) => !fieldOf(n)),
          `${label}: fixed filters`,
        ).toEqual([]);
        expect(
          Object.keys(at.fields).filter((n) => !groups.includes(n) && !measured.includes(n)),
          `${label}: maps only report fields`,
        ).toEqual([]);
        for (const name of [...groups, ...measured]) {
          const read = reportFieldSourceOf(at, name);
          if (!read) continue;
          const kind = kindOf(fieldOf(read.field));
          expect(kind, `${label}: ${name} <- ${read.field}`).not.toBe('missing');
          if (measured.includes(name) && read.sign === -1)
            expect(kind, `${label}: ${name} is signed, so a number`).toBe('number');
          if (!kinds.has(name)) kinds.set(name, kind);
          expect(kind, `${label}: ${name} is read as one kind by every source`).toBe(kinds.get(name));
        }
      }
    }
  });

  it('each resource opens a route of the route catalogue under that route’s menu id', () => {
    // The start-up resources of spec section 7 with a screen of their own too (units, warehouses, taxes…).
    for (const resource of [...resourceCatalogue, ...resourceSetList].filter((r) => r.route)) {
      const route = routeOf(resource.route!);
      expect(route, resource.route).toBeDefined();
      expect(resource.menuId, resource.route).toBe(route?.menuId);
      expect(resourceOfRoute(resource.route!)).toBe(resource);
    }
  });

  it('a resource without a screen of its own (customer notes) is guarded by a screen’s menu id', () => {
    const screenless = resourceCatalogue.filter((r) => !r.route);
    expect(screenless.map((r) => r.name)).toEqual(['partner-notes']);
    for (const resource of screenless)
      expect(
        appRoutes.some((r) => r.menuId === resource.menuId && !r.action),
        resource.name,
      ).toBe(true);
  });

  it('an approvable voucher has its /approve route', () => {
    for (const resource of resourceCatalogue.filter((r) => r.voucher?.approve)) {
      expect(routeOf(`${resource.route}/approve`)?.action, resource.route).toBe('approve');
    }
  });

  it('an approvable voucher approves through its status machine, under the approve route’s menu id', () => {
    for (const resource of resourceCatalogue.filter((r) => r.voucher?.approve)) {
      const names = resource.statuses?.transitions.map((t) => t.name) ?? [];
      expect(names, resource.name).toEqual(expect.arrayContaining(['approve', 'unapprove']));
      expect(approveMenuIdOf(resource.menuId), resource.name).toBe(
        routeOf(`${resource.route}/approve`)?.menuId,
      );
    }
  });

  it('a status machine runs on an enum field over its values, stamps declared fields and names its reason', () => {
    for (const resource of resourceCatalogue.filter((r) => r.statuses)) {
      const machine = resource.statuses!;
      const field = resource.fields[machine.field];
      expect(field?.type, resource.name).toBe('enum');
      const values = field?.type === 'enum' ? field.options.map((o) => o.value) : [];
      expect(field?.defaultValue, `${resource.name}: the field's default is the initial status`).toBe(
        machine.initial,
      );
      const statuses = [
        ...machine.createdAs,
        ...[...machine.transitions, ...machine.serverMoves].flatMap((t) => [...t.from, t.to]),
      ];
      expect(
        statuses.filter((s) => !values.includes(s)),
        resource.name,
      ).toEqual([]);
      const names = machine.transitions.map((t) => t.name);
      expect(
        names.filter((n, i) => names.indexOf(n) !== i),
        resource.name,
      ).toEqual([]);
      // A transition is served as POST <path>/{id}/<name>: a plain URL segment, never another route's.
      for (const name of names) expect(name, resource.name).toMatch(/^[a-z][a-z-]*$/);
      expect(names.filter((n) => ['print', 'lines', 'exists'].includes(n))).toEqual([]);
      const written = machine.transitions.flatMap((t) => [
        ...Object.keys(t.stamps),
        ...(t.reason ? [t.reason] : []),
      ]);
      expect(
        written.filter((n) => !(n in resource.fields) || n === machine.field),
        resource.name,
      ).toEqual([]);
      // Every status but the initial one is reached by a transition, a server move or given on creation.
      const reached = [...machine.transitions, ...machine.serverMoves].map((t) => t.to);
      expect(
        values.filter((v) => !machine.createdAs.includes(v) && !reached.includes(v)),
        resource.name,
      ).toEqual([]);
    }
  });

  it('voucher types are unique', () => {
    const types = resourceCatalogue.flatMap((r) => (r.voucher ? [r.voucher.ma_ct] : []));
    expect(types.filter((v, i) => types.indexOf(v) !== i)).toEqual([]);
  });

  it('columns, filters, search, sort, keys, owner, date and form sections name declared fields', () => {
    for (const r of resourceCatalogue) {
      const names = Object.keys(r.fields);
      const used = [
        ...r.listColumns,
        ...r.filterFields,
        ...r.searchFields,
        ...r.keyFields,
        ...r.defaultSort.map((s) => s.replace(/^-/, '')),
        ...r.sections.flatMap((s) => s.fields),
        ...(r.ownerField ? [r.ownerField] : []),
        ...(r.dateField ? [r.dateField] : []),
      ];
      expect(
        used.filter((n) => !names.includes(n)),
        r.name,
      ).toEqual([]);
    }
  });

  it('every editable field is in a form section (but the name a name-only lookup fills from its pick)', () => {
    for (const r of resourceCatalogue) {
      const inSections = new Set(r.sections.flatMap((s) => s.fields));
      // A customer's tinh_thanh: the province picker fills it and shows that name itself.
      for (const [name, field] of Object.entries(r.fields))
        if (field.type === 'lookup' && field.nameOnly && inSections.has(name))
          Object.keys(field.fills ?? {}).forEach((filled) => inSections.add(filled));
      const editable = Object.entries(r.fields).filter(([, f]) => !f.readOnly);
      expect(
        editable.map(([n]) => n).filter((n) => !inSections.has(n)),
        r.name,
      ).toEqual([]);
    }
  });

  it('every lookup names a resource of the catalogue (or a start-up set, or an address list) and fills declared fields', () => {
    const startUpSets = ['branchs', 'units', 'warehouses', 'taxs', 'custom1'];
    for (const r of resourceCatalogue) {
      const lookups = Object.entries(r.fields).flatMap(([name, field]) => [
        [name, field] as const,
        ...(field.type === 'lines' ? Object.entries(field.fields) : []),
      ]);
      for (const [name, field] of lookups) {
        if (field.type !== 'lookup') continue;
        const target = resourceNamed(field.resource);
        expect(
          !!target || startUpSets.includes(field.resource) || isAddressLookup(field.resource),
          `${r.name}.${name} -> ${field.resource}`,
        ).toBe(true);
        if (isAddressLookup(field.resource)) {
          const list = addressLookupTargets[field.resource];
          for (const theirs of Object.values(field.fills ?? {}))
            expect([list.valueField, list.labelField], `${r.name}.${name} fills from ${theirs}`).toContain(
              theirs,
            );
          // A ward is one of its province's: narrowed by a province lookup of the same record.
          if (field.resource === 'wards') {
            const province = field.narrowBy?.ma_tinh;
            expect(province && r.fields[province], `${r.name}.${name} narrowBy`).toMatchObject({
              type: 'lookup',
              resource: 'cities',
            });
          }
        }
        const own = r.lineFields && name in r.lineFields ? Object.keys(r.lineFields) : Object.keys(r.fields);
        for (const [mine, theirs] of Object.entries(field.fills ?? {})) {
          expect(own, `${r.name}.${name} fills ${mine}`).toContain(mine);
          if (target)
            expect(Object.keys(target.fields), `${r.name}.${name} fills from ${theirs}`).toContain(theirs);
        }
      }
    }
  });

  it('every differentFrom names another field of the same record (or of the same line) of a comparable kind', () => {
    for (const r of resourceCatalogue) {
      expect(differentFromProblems(r.name, r.fields), r.name).toEqual([]);
      if (r.linesField && r.lineFields)
        expect(differentFromProblems(`${r.name}.${r.linesField}[]`, r.lineFields), r.name).toEqual([]);
    }
    // The check itself: a missing field, the field itself, a field of the other level, a lines field.
    const bad = {
      a: f.text(['A', 'A'], { differentFrom: 'missing' }),
      b: f.text(['B', 'B'], { differentFrom: 'b' }),
      c: f.text(['C', 'C'], { differentFrom: 'x' }),
      d: f.text(['D', 'D'], { differentFrom: 'lines' }),
      ok: f.text(['OK', 'OK'], { differentFrom: 'a' }),
      lines: f.lines(['L', 'L'], { x: f.text(['X', 'X']) }),
    };
    expect(differentFromProblems('bad', bad)).toEqual([
      'bad.a -> missing',
      'bad.b -> b',
      'bad.c -> x',
      'bad.d -> lines',
    ]);
  });

  it('every field has a Vietnamese and an English label', () => {
    for (const r of resourceCatalogue) {
      expect(r.title.vi && r.title.en, r.name).toBeTruthy();
      for (const [name, field] of Object.entries(r.fields)) {
        expect(field.label.vi.length * field.label.en.length, `${r.name}.${name}`).toBeGreaterThan(0);
      }
    }
  });
});

/** Routes with a page of their own (start-up resource sets, system and custom screens), not catalogue entries. */
const servedElsewhere = [
  '/stock/units',
  '/stock/warehouses',
  '/accounting/taxs',
  '/accounting/voucher-infos',
  '/accounting/voucher-locks',
  '/system/branchs',
  '/system/custom1',
  '/sales/vouchers',
  '/system/call-center/providers',
  '/system/users',
  '/system/sms/logs',
  '/system/cryptography/encrypt',
  '/system/cryptography/customer-card',
];

describe('catalogue coverage', () => {
  it('every business route of spec section 2 is a resource, view or report, or has a page of its own', () => {
    const business = appRoutes.filter(
      (r) =>
        (r.guard === 'command' || r.guard === 'admin-flag') &&
        r.inMenu &&
        !r.action &&
        /^\/(crm|sales|purchases|stock|accounting|hr|system)\//.test(r.path),
    );
    const missing = business
      .map((r) => r.path)
      .filter((path) => !catalogueEntryOfRoute(path) && !servedElsewhere.includes(path));
    expect(missing).toEqual([]);
    expect(business.length).toBeGreaterThan(150);
  });
});
