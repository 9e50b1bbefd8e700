import type { Report, Resource, View } from '@sen/domain/resources';
import { lookupFieldsOf, resourceNamed, viewTransitionsOf } from '@sen/domain/resources';
import { approveMenuIdOf } from '@sen/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patchOf, probeFieldOf } from './catalogue-records.js';
import { startHarness, type Harness, type UserKey } from './catalogue-records-harness.js';

/**
 * The generated permission cases of a part of the catalogue (one test file each, so they run in parallel): per
 * resource every right allowed (exactly that right; the effect happened) and refused (every other right; nothing
 * changed), the admin, rights on another menu id, read-all and ownership, employee and branch scope, voucher
 * locks and approval, the picker's right (add or edit uses the lookups of what the fields reference, code and
 * name only); per view and report the read (and action) rights.
 */

export type SuitePart = {
  resources: readonly Resource[];
  views?: readonly View[];
  reports?: readonly Report[];
  /** Start-up resource sets guarded by their menu id (resourceSetList, readAccess 'menu'). */
  sets?: readonly Resource[];
  /**
   * Cases left out per resource name, each for a reason outside the permission rules that the file states (a
   * failing case is never weakened: it is left out and reported).
   */
  leaveOut?: Readonly<Record<string, readonly CaseKey[]>>;
};

/** The newest rows first: the rows a case just created are on the first page whatever the seed holds. */
const NEWEST = 'pageIndex=0&pageSize=50&sortKey=ngay_tao&sortType=desc';

/** The `_id`s the user lists (a 200 expected). */
const listedIds = async (h: Harness, user: UserKey, path: string): Promise<string[]> => {
  const res = await h.as(user, 'GET', `/api/${path}?${NEWEST}`);
  expect(res.statusCode, `${user} GET ${path}: ${res.body.slice(0, 300)}`).toBe(200);
  return (res.json().items as { _id: string }[]).map((r) => r._id);
};

const expectStatus = (res: { statusCode: number; body: string }, status: number | number[], what: string) => {
  const statuses = Array.isArray(status) ? status : [status];
  expect(statuses, `${what}: ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(res.statusCode);
};

/** A PUT body from a fresh record, keeping the voucher number of the row. */
const replacement = async (
  h: Harness,
  resource: Resource,
  row: Record<string, unknown>,
): Promise<Record<string, unknown>> => ({
  ...(await h.record(resource)),
  ...(resource.voucher ? { so_ct: row.so_ct } : {}),
});

/** The generated cases of a resource, by key (a part may leave some out: `SuitePart.leaveOut`). */
export type CaseKey =
  | 'read'
  | 'read-refused'
  | 'add'
  | 'add-refused'
  | 'edit'
  | 'edit-refused'
  | 'del'
  | 'del-refused'
  | 'print'
  | 'readall'
  | 'admin'
  | 'other-menu'
  | 'ownership'
  | 'employee-scope'
  | 'branch-scope'
  | 'lock'
  | 'approve'
  | 'pick';

/**
 * The catalogue resources a resource's fields (header and lines) look up whose lookup is guarded by their own menu
 * id: what a user who may add or edit the resource may pick without reading them.
 */
const pickedTargetsOf = (resource: Resource): Resource[] => {
  const fields = [...Object.values(resource.fields), ...Object.values(resource.lineFields ?? {})];
  const names = new Set(fields.flatMap((field) => (field.type === 'lookup' ? [field.resource] : [])));
  return [...names].flatMap((name) => {
    const target = resourceNamed(name);
    return target && target.readAccess === 'menu' && target.extras.includes('lookup') ? [target] : [];
  });
};

const resourceCases = (h: () => Harness, resource: Resource, leaveOut: readonly CaseKey[]) => {
  const test = (key: CaseKey, name: string, run: () => Promise<void>) => {
    if (!leaveOut.includes(key)) it(name, run);
  };
  const base = `/api/${resource.path}`;
  const probe = probeFieldOf(resource);
  const lockDay = '2026-03-10';

  describe(`${resource.name} (${resource.menuId})`, () => {
    /** A row of the admin's: the refused cases try it (and prove it unchanged), read-all lists it. */
    let adminRow: Promise<Record<string, unknown> & { _id: string }> | undefined;
    const othersRow = () => (adminRow ??= h().row(resource, { owner: 'admin' }));

    test('read', 'read: r_read lists and opens an own row', async () => {
      const row = await h().row(resource, { owner: 'only_read' });
      expect(await listedIds(h(), 'only_read', resource.path)).toContain(row._id);
      expectStatus(await h().as('only_read', 'GET', `${base}/${row._id}`), 200, 'GET one');
    });

    test(
      'read-refused',
      'read: refused without r_read and r_edit, and r_access alone does not read',
      async () => {
        const row = await othersRow();
        expectStatus(await h().as('but_read', 'GET', base), 403, 'list');
        expectStatus(await h().as('but_read', 'GET', `${base}/${row._id}`), 403, 'GET one');
        expectStatus(await h().as('only_access', 'GET', base), 403, 'list with r_access only');
      },
    );

    test('add', 'add: r_add creates (201, the row exists)', async () => {
      const res = await h().as('only_add', 'POST', base, await h().record(resource));
      expectStatus(res, 201, 'POST');
      expect((await h().stored(resource, res.json()._id, ['nguoi_tao']))?.nguoi_tao).toBe('only_add');
    });

    test('add-refused', 'add: refused without r_add (403, no row)', async () => {
      const before = await h().count(resource);
      expectStatus(await h().as('but_add', 'POST', base, await h().record(resource)), 403, 'POST');
      expect(await h().count(resource)).toBe(before);
    });

    test('edit', 'edit: r_edit replaces (PUT) and patches (PATCH) an own row', async () => {
      const row = await h().row(resource, { owner: 'only_edit' });
      const body = await replacement(h(), resource, row);
      expectStatus(await h().as('only_edit', 'PUT', `${base}/${row._id}`, body), 200, 'PUT');
      expect((await h().stored(resource, row._id, [probe]))?.[probe]).toEqual(body[probe]);
      const patch = patchOf(resource, 90_001);
      expectStatus(await h().as('only_edit', 'PATCH', `${base}/${row._id}`, patch), 200, 'PATCH');
      expect((await h().stored(resource, row._id, [probe]))?.[probe]).toEqual(patch[probe]);
    });

    test('edit-refused', 'edit: refused without r_edit (403, row unchanged)', async () => {
      const row = await othersRow();
      const body = await replacement(h(), resource, row);
      expectStatus(await h().as('but_edit', 'PUT', `${base}/${row._id}`, body), 403, 'PUT');
      expectStatus(
        await h().as('but_edit', 'PATCH', `${base}/${row._id}`, patchOf(resource, 90_002)),
        403,
        'PATCH',
      );
      expect((await h().stored(resource, row._id, [probe]))?.[probe]).toEqual(row[probe]);
    });

    test('del', 'del: r_del deletes an own row (gone)', async () => {
      const row = await h().row(resource, { owner: 'only_del' });
      expectStatus(await h().as('only_del', 'DELETE', `${base}/${row._id}`), 200, 'DELETE');
      expect(await h().stored(resource, row._id)).toBeUndefined();
    });

    test('del-refused', 'del: refused without r_del (403, row still there)', async () => {
      const row = await othersRow();
      expectStatus(await h().as('but_del', 'DELETE', `${base}/${row._id}`), 403, 'DELETE');
      expect(await h().stored(resource, row._id)).toBeDefined();
    });

    test('print', 'print: r_print gets the print view; refused without it', async () => {
      const row = await h().row(resource, { owner: 'only_print' });
      const printed = await h().as('only_print', 'GET', `${base}/${row._id}/print`);
      expectStatus(printed, 200, 'print');
      expect(printed.json().record._id).toBe(row._id);
      if (resource.branchScope === 'selected') expect(printed.json().branch?.ma_dvcs).toBe('CN01');
      const other = await othersRow();
      expectStatus(
        await h().as('but_print', 'GET', `${base}/${other._id}/print`),
        403,
        'print without r_print',
      );
    });

    test(
      'readall',
      'readall: without r_readall only own rows are listed and opened; with it every row',
      async () => {
        const own = await h().row(resource, { owner: 'only_read' });
        const others = await othersRow();
        const mine = await listedIds(h(), 'only_read', resource.path);
        expect(mine).toContain(own._id);
        expect(mine).not.toContain(others._id);
        expectStatus(await h().as('only_read', 'GET', `${base}/${others._id}`), [403, 404], "another's row");
        const all = await listedIds(h(), 'read_all', resource.path);
        expect(all).toEqual(expect.arrayContaining([own._id, others._id]));
        expectStatus(await h().as('read_all', 'GET', `${base}/${others._id}`), 200, 'with r_readall');
        expectStatus(await h().as('only_readall', 'GET', base), 403, 'r_readall without r_read');
      },
    );

    test('admin', 'admin passes every operation', async () => {
      const created = await h().as('admin', 'POST', base, await h().record(resource));
      expectStatus(created, 201, 'POST');
      const id = created.json()._id as string;
      expect(await listedIds(h(), 'admin', resource.path)).toContain(id);
      expectStatus(await h().as('admin', 'GET', `${base}/${id}`), 200, 'GET one');
      const body = await replacement(h(), resource, created.json());
      expectStatus(await h().as('admin', 'PUT', `${base}/${id}`, body), 200, 'PUT');
      expectStatus(await h().as('admin', 'PATCH', `${base}/${id}`, patchOf(resource, 90_003)), 200, 'PATCH');
      expectStatus(await h().as('admin', 'GET', `${base}/${id}/print`), 200, 'print');
      expectStatus(await h().as('admin', 'DELETE', `${base}/${id}`), 200, 'DELETE');
    });

    test('other-menu', 'rights on another menu id do not count', async () => {
      const row = await othersRow();
      expectStatus(await h().as('stranger', 'GET', base), 403, 'list');
      expectStatus(await h().as('stranger', 'POST', base, await h().record(resource)), 403, 'POST');
      expectStatus(await h().as('stranger', 'DELETE', `${base}/${row._id}`), 403, 'DELETE');
    });

    if (resource.ownerField) {
      const owner = resource.ownerField;
      /** Rows of the admin's whose owner field is NV001 (the saler's code, in the scoped user's list) and NV002. */
      let ownedRows: Promise<(Record<string, unknown> & { _id: string })[]> | undefined;
      const byOwner = () =>
        (ownedRows ??= (async () => [
          await h().row(resource, { owner: 'admin', overrides: { [owner]: 'NV001' } }),
          await h().row(resource, { owner: 'admin', overrides: { [owner]: 'NV002' } }),
        ])());

      test('ownership', `ownership: the salesperson sees rows whose ${owner} is theirs`, async () => {
        const [theirs, notTheirs] = await byOwner();
        const listed = await listedIds(h(), 'saler', resource.path);
        expect(listed).toContain(theirs!._id);
        expect(listed).not.toContain(notTheirs!._id);
        expectStatus(await h().as('saler', 'GET', `${base}/${theirs!._id}`), 200, 'own by owner field');
        expectStatus(await h().as('saler', 'GET', `${base}/${notTheirs!._id}`), [403, 404], 'not theirs');
      });

      test('employee-scope', `employee scope: only rows whose ${owner} is a permitted employee`, async () => {
        const [inScope, outOfScope] = (await byOwner()) as [{ _id: string }, { _id: string }];
        const listed = await listedIds(h(), 'scoped', resource.path);
        expect(listed).toContain(inScope._id);
        expect(listed).not.toContain(outOfScope._id);
        expectStatus(await h().as('scoped', 'GET', `${base}/${outOfScope._id}`), [403, 404], 'out of scope');
        const before = await h().count(resource);
        const refused = await h().as(
          'scoped',
          'POST',
          base,
          await h().record(resource, { [owner]: 'NV002' }),
        );
        expectStatus(refused, 403, 'create for another employee');
        expect(await h().count(resource)).toBe(before);
        const allowed = await h().as(
          'scoped',
          'POST',
          base,
          await h().record(resource, { [owner]: 'NV001' }),
        );
        expectStatus(allowed, 201, 'create for a permitted employee');
      });
    }

    if (resource.branchScope === 'selected') {
      test(
        'branch-scope',
        'branch scope: another branch’s rows are not found nor created there; rows stamped with ma_dvcs',
        async () => {
          const elsewhere = await h().row(resource, { overrides: { ma_dvcs: 'CN02' }, branch: 'CN02' });
          expect(elsewhere.ma_dvcs).toBe('CN02');
          expect(await listedIds(h(), 'all', resource.path)).not.toContain(elsewhere._id);
          expectStatus(await h().as('all', 'GET', `${base}/${elsewhere._id}`), 404, 'GET another branch');
          expectStatus(
            await h().as('all', 'DELETE', `${base}/${elsewhere._id}`),
            404,
            'DELETE another branch',
          );
          const before = await h().count(resource);
          const refused = await h().as('all', 'POST', base, await h().record(resource, { ma_dvcs: 'CN02' }));
          expectStatus(refused, 403, 'POST in another branch');
          expect(await h().count(resource)).toBe(before);
          const created = await h().as('all', 'POST', base, await h().record(resource));
          expectStatus(created, 201, 'POST in own branch');
          expect((await h().stored(resource, created.json()._id, ['ma_dvcs']))?.ma_dvcs).toBe('CN01');
        },
      );
    }

    if (resource.voucher) {
      const maCt = resource.voucher.ma_ct;
      test(
        'lock',
        `lock date: create, edit and delete refused on or before the lock of (CN01, ${maCt})`,
        async () => {
          const locked = await h().row(resource, { owner: 'all', day: '2026-03-01' });
          const onLock = await h().row(resource, { owner: 'all', day: lockDay });
          const open = await h().row(resource, { owner: 'all', day: '2026-03-20' });
          const tenant = await h()
            .server.database.db.selectFrom('tenants')
            .select('id')
            .where('code', '=', 'demo')
            .executeTakeFirstOrThrow();
          await sql`INSERT INTO voucher_locks (tenant_id, ma_dvcs, ma_ct, ngay_ks) VALUES (${tenant.id}, 'CN01', ${maCt}, ${lockDay})
          ON CONFLICT (tenant_id, ma_dvcs, ma_ct) DO UPDATE SET ngay_ks = EXCLUDED.ngay_ks`.execute(
            h().server.database.db,
          );
          for (const row of [locked, onLock]) {
            const put = await h().as(
              'all',
              'PUT',
              `${base}/${row._id}`,
              await replacement(h(), resource, row),
            );
            expectStatus(put, [403, 409], `PUT of ${String(row.ngay_ct)}`);
            expect(put.json().code).toBe('VOUCHER_LOCKED');
            const patch = await h().as('all', 'PATCH', `${base}/${row._id}`, patchOf(resource, 90_004));
            expect(patch.json().code, patch.body).toBe('VOUCHER_LOCKED');
            const del = await h().as('all', 'DELETE', `${base}/${row._id}`);
            expect(del.json().code, del.body).toBe('VOUCHER_LOCKED');
            expect((await h().stored(resource, row._id, [probe]))?.[probe]).toEqual(row[probe]);
          }
          const before = await h().count(resource);
          for (const day of ['2026-03-01', lockDay]) {
            const post = await h().as('all', 'POST', base, await h().record(resource, {}, day));
            expectStatus(post, 409, `POST of ${day}`);
            expect(post.json().code).toBe('VOUCHER_LOCKED');
          }
          expect(await h().count(resource)).toBe(before);
          const after = await h().as('all', 'POST', base, await h().record(resource, {}, '2026-03-11'));
          expectStatus(after, 201, 'POST after the lock');
          const into = await h().as('all', 'PATCH', `${base}/${open._id}`, { ngay_ct: '2026-03-05' });
          expect(into.json().code, into.body).toBe('VOUCHER_LOCKED');
          expect((await h().stored(resource, open._id, ['ngay_ct']))?.ngay_ct).toBe('2026-03-20');
          const patch = patchOf(resource, 90_005);
          expectStatus(
            await h().as('all', 'PATCH', `${base}/${open._id}`, patch),
            200,
            'PATCH after the lock',
          );
          expectStatus(await h().as('all', 'DELETE', `${base}/${open._id}`), 200, 'DELETE after the lock');
        },
      );
    }

    const targets = pickedTargetsOf(resource);
    if (targets.length > 0) {
      test(
        'pick',
        `pick: add or edit on ${resource.menuId} uses the lookups of ${targets
          .map((t) => t.name)
          .join(', ')} (code and name, own branch); other rights do not`,
        async () => {
          for (const target of targets) {
            const fields = lookupFieldsOf(target.name);
            const searched = fields.find((f) => target.searchFields.includes(f)) ?? fields[0]!;
            const url = (row: Record<string, unknown>) =>
              `/api/${target.path}/lookup?q=${encodeURIComponent(String(row[searched]))}&limit=50`;
            const picked = async (row: Record<string, unknown>, what: string) => {
              const res = await h().as('picker', 'GET', url(row));
              expectStatus(res, 200, `${what}: lookup of ${target.name}`);
              const items = res.json().items as Record<string, unknown>[];
              for (const item of items) expect(fields).toEqual(expect.arrayContaining(Object.keys(item)));
              return items.map((item) => item[searched]);
            };
            // A resource looking itself up (a parent account): its edit right reads it whole, as its own screen.
            const self = target.menuId === resource.menuId;
            const row = await h().row(target, { owner: 'admin' });
            await h().setRights('picker', { [resource.menuId]: ['add', 'readall'] });
            expect(await picked(row, 'add')).toContain(row[searched]);
            expectStatus(await h().as('picker', 'GET', `/api/${target.path}`), 403, `list of ${target.name}`);
            if (!self) {
              await h().setRights('picker', { [resource.menuId]: ['edit', 'readall'] });
              expect(await picked(row, 'edit')).toContain(row[searched]);
            }
            if (target.ownerField) {
              await h().setRights('picker', { [resource.menuId]: ['add'] });
              expect(await picked(row, 'add without read-all')).not.toContain(row[searched]);
            }
            if (target.branchScope === 'selected') {
              // A number of its own: voucher numbers repeat from branch to branch.
              const number = target.voucher ? { so_ct: `CN02-${resource.name}`.slice(0, 32) } : {};
              const elsewhere = await h().row(target, {
                overrides: { ma_dvcs: 'CN02', ...number },
                branch: 'CN02',
              });
              await h().setRights('picker', { [resource.menuId]: ['add', 'readall'] });
              expect(await picked(elsewhere, 'another branch')).not.toContain(elsewhere[searched]);
            }
            if (!self) {
              await h().setRights('picker', {
                [resource.menuId]: ['access', 'read', 'readall', 'del', 'print'],
              });
              expectStatus(
                await h().as('picker', 'GET', url(row)),
                403,
                `lookup of ${target.name}, no add/edit`,
              );
            }
          }
          await h().setRights('picker', {});
        },
      );
    }

    if (resource.voucher?.approve) {
      const approveMenu = approveMenuIdOf(resource.menuId);
      test(
        'approve',
        `approve: the edit right on ${approveMenu} approves and unapproves; an approved voucher is not changed`,
        async () => {
          const row = await h().row(resource, { owner: 'only_edit' });
          expectStatus(
            await h().as('but_edit', 'POST', `${base}/${row._id}/approve`),
            403,
            'approve without r_edit',
          );
          expectStatus(
            await h().as('no_approve', 'POST', `${base}/${row._id}/approve`),
            403,
            'approve without the approve menu',
          );
          expect((await h().stored(resource, row._id, ['nguoi_duyet']))?.nguoi_duyet ?? null).toBeNull();
          expectStatus(await h().as('only_edit', 'POST', `${base}/${row._id}/approve`), 200, 'approve');
          expect((await h().stored(resource, row._id, ['nguoi_duyet']))?.nguoi_duyet).toBe('only_edit');
          const put = await h().as('all', 'PATCH', `${base}/${row._id}`, patchOf(resource, 90_006));
          expectStatus(put, 409, 'PATCH of an approved voucher');
          expect(put.json().code).toBe('VOUCHER_APPROVED');
          expectStatus(
            await h().as('all', 'DELETE', `${base}/${row._id}`),
            409,
            'DELETE of an approved voucher',
          );
          expectStatus(
            await h().as('but_edit', 'DELETE', `${base}/${row._id}/approve`),
            403,
            'unapprove without r_edit',
          );
          expectStatus(await h().as('only_edit', 'DELETE', `${base}/${row._id}/approve`), 200, 'unapprove');
          expect((await h().stored(resource, row._id, ['nguoi_duyet']))?.nguoi_duyet ?? null).toBeNull();
        },
      );
    }
  });
};

const viewCases = (h: () => Harness, view: View) => {
  const source = resourceNamed(view.resource)!;
  const base = `/api/${view.path}`;
  describe(`view ${view.name} (${view.menuId})`, () => {
    it('read: r_read on the view lists and opens its rows; refused without it; admin passes', async () => {
      const row = await h().row(source, { owner: 'only_read', overrides: { ...view.fixedFilters } });
      expect(await listedIds(h(), 'only_read', view.path)).toContain(row._id);
      expectStatus(await h().as('only_read', 'GET', `${base}/${row._id}`), 200, 'GET one');
      expectStatus(await h().as('but_read', 'GET', base), 403, 'list without r_read');
      expectStatus(await h().as('but_read', 'GET', `${base}/${row._id}`), 403, 'GET one without r_read');
      expectStatus(await h().as('stranger', 'GET', base), 403, 'rights on another menu id');
      expect(await listedIds(h(), 'admin', view.path)).toContain(row._id);
    });

    for (const transition of viewTransitionsOf(view)) {
      const field = source.statuses!.field;
      // A row the view shows, in a status the transition starts from; with a reason when it asks one.
      const overrides = { [field]: transition.from[0], ...view.fixedFilters };
      const body = transition.reason ? { [transition.reason]: 'Lý do thử' } : undefined;
      it(`action ${transition.name}: r_edit on the view applies it; refused without it`, async () => {
        const row = await h().row(source, { owner: 'only_edit', overrides });
        const other = await h().row(source, { owner: 'but_edit', overrides });
        expectStatus(
          await h().as('but_edit', 'POST', `${base}/${other._id}/${transition.name}`, body),
          403,
          'without r_edit',
        );
        expect((await h().adminGet(source, other._id))?.[field]).toEqual(other[field]);
        expectStatus(
          await h().as('only_edit', 'POST', `${base}/${row._id}/${transition.name}`, body),
          200,
          'with r_edit',
        );
        expect(await h().adminGet(source, row._id)).toMatchObject({ [field]: transition.to });
      });
    }
  });
};

const reportCases = (h: () => Harness, report: Report) => {
  const url = `/api/${report.path}?fromDate=2026-01-01&toDate=2026-12-31`;
  describe(`report ${report.name} (${report.menuId})`, () => {
    it('read: r_read on the report reads it; refused without it; admin passes', async () => {
      const allowed = await h().as('only_read', 'GET', url);
      expectStatus(allowed, 200, 'with r_read');
      expect(allowed.json()).toEqual(
        expect.objectContaining({ items: expect.any(Array), total: expect.any(Number) }),
      );
      expectStatus(await h().as('but_read', 'GET', url), 403, 'without r_read');
      expectStatus(await h().as('stranger', 'GET', url), 403, 'rights on another menu id');
      expectStatus(await h().as('admin', 'GET', url), 200, 'admin');
    });
  });
};

/** Declares the generated permission cases of a part of the catalogue, on a server of its own. */
export const permissionSuite = (part: SuitePart): void => {
  let harness: Harness | undefined;
  const h = () => {
    if (!harness) throw new Error('the harness did not start');
    return harness;
  };
  const menuIds = [
    ...new Set([
      ...part.resources.map((r) => r.menuId),
      ...(part.views ?? []).map((v) => v.menuId),
      ...(part.reports ?? []).map((r) => r.menuId),
      ...(part.sets ?? []).map((r) => r.menuId),
    ]),
  ];
  const approveMenuIds = part.resources
    .filter((r) => r.voucher?.approve)
    .map((r) => approveMenuIdOf(r.menuId));
  beforeAll(async () => {
    harness = await startHarness(menuIds, approveMenuIds);
  }, 60_000);
  afterAll(async () => {
    await harness?.close();
  });

  it('every entry has a menu id (no route is left unguarded)', () => {
    for (const entry of [...part.resources, ...(part.views ?? []), ...(part.reports ?? [])])
      expect(entry.menuId, entry.name).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  for (const resource of part.resources) resourceCases(h, resource, part.leaveOut?.[resource.name] ?? []);
  for (const view of part.views ?? []) viewCases(h, view);
  for (const report of part.reports ?? []) reportCases(h, report);
  for (const set of part.sets ?? []) setCases(h, set);

  it('every lookup target was created through the API (no made-up codes)', () => {
    expect(h().problems).toEqual([]);
  });
};

/** A copy of a seeded row with its string key fields changed, valid for the set's input (undefined if none is). */
const copyWithNewKey = (set: Resource, row: Record<string, unknown>, tag: string) => {
  const shape = set.record.shape as Record<string, unknown>;
  const copy = Object.fromEntries(Object.entries(row).filter(([k]) => k in shape && row[k] !== null));
  for (const key of set.keyFields)
    if (typeof copy[key] === 'string') copy[key] = `${tag}${String(copy[key])}`.slice(0, 16);
  return set.inputSchema.safeParse(copy).success ? copy : undefined;
};

/** A patch changing one string field of the row (not a key), valid for the set (undefined if none is). */
const changeOf = (set: Resource, row: Record<string, unknown>) => {
  for (const [field, value] of Object.entries(row)) {
    if (typeof value !== 'string' || set.keyFields.includes(field) || field === '_id') continue;
    if (!(field in (set.record.shape as Record<string, unknown>))) continue;
    const patch = { [field]: `${value} *`.trim() };
    if (set.patchSchema.safeParse(patch).success) return patch;
  }
  return undefined;
};

const setCases = (h: () => Harness, set: Resource) => {
  const base = `/api/${set.path}`;
  const urlOf = (row: Record<string, unknown>) =>
    set.addressBy === 'key'
      ? `${base}/${set.keyFields.map((k) => encodeURIComponent(String(row[k]))).join('/')}`
      : `${base}/${String(row._id)}`;
  /** The seeded rows of the set in the users' branch, as the admin lists them. */
  const seeded = async () => {
    // Every row (a set's first page holds 10; other cases may have added rows).
    const res = await h().as('admin', 'GET', `${base}?pageSize=1000`);
    expectStatus(res, 200, 'admin list');
    const items = res.json().items as Record<string, unknown>[];
    return items.filter((r) => set.branchScope !== 'selected' || r.ma_dvcs === 'CN01');
  };

  describe(`start-up set ${set.name} (${set.menuId})`, () => {
    it('read: r_read lists and opens; refused without it and with rights on another menu id', async () => {
      const [row] = await seeded();
      expect(row, 'a seeded row').toBeDefined();
      expectStatus(await h().as('only_read', 'GET', base), 200, 'list with r_read');
      expectStatus(await h().as('only_read', 'GET', urlOf(row!)), 200, 'GET one with r_read');
      expectStatus(await h().as('but_read', 'GET', base), 403, 'list without r_read');
      expectStatus(await h().as('but_read', 'GET', urlOf(row!)), 403, 'GET one without r_read');
      expectStatus(await h().as('stranger', 'GET', base), 403, 'rights on another menu id');
    });

    it('add: r_add creates a row; refused without it (nothing created)', async () => {
      const [row] = await seeded();
      const refused = copyWithNewKey(set, row!, 'R');
      const allowed = copyWithNewKey(set, row!, 'A');
      expect(refused, 'a valid copy of a seeded row').toBeDefined();
      const before = (await seeded()).length;
      expectStatus(await h().as('but_add', 'POST', base, refused), 403, 'POST without r_add');
      expect((await seeded()).length).toBe(before);
      expectStatus(await h().as('only_add', 'POST', base, allowed), 201, 'POST with r_add');
      expect((await seeded()).length).toBe(before + 1);
    });

    it('edit: r_edit patches a row; refused without it (unchanged)', async () => {
      const [row] = await seeded();
      const patch = changeOf(set, row!);
      expect(patch, 'a string field to change').toBeDefined();
      const [field] = Object.keys(patch!);
      expectStatus(await h().as('but_edit', 'PATCH', urlOf(row!), patch), 403, 'PATCH without r_edit');
      const after = (await seeded()).find((r) => r._id === row!._id);
      expect(after?.[field!]).toEqual(row![field!]);
      expectStatus(await h().as('only_edit', 'PATCH', urlOf(row!), patch), 200, 'PATCH with r_edit');
      expect((await seeded()).find((r) => r._id === row!._id)?.[field!]).toEqual(patch![field!]);
    });

    it('del: r_del deletes a row; refused without it (still there)', async () => {
      // A fresh copy: the seeded rows are held by the demo data (409 RECORD_IN_USE, test/catalogue/references.test.ts).
      const [seed] = await seeded();
      const created = await h().as('admin', 'POST', base, copyWithNewKey(set, seed!, 'D'));
      expectStatus(created, 201, 'admin creates the row to delete');
      const row = created.json() as Record<string, unknown>;
      expectStatus(await h().as('but_del', 'DELETE', urlOf(row)), 403, 'DELETE without r_del');
      expect((await seeded()).map((r) => r._id)).toContain(row._id);
      expectStatus(await h().as('only_del', 'DELETE', urlOf(row)), 200, 'DELETE with r_del');
      expect((await seeded()).map((r) => r._id)).not.toContain(row._id);
    });
  });
};
