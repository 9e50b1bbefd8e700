import { commandRoutes, configDefaults, menuGroups } from '@sen/domain';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { CommandsTable, Database } from '../db/schema.js';
import { dictionaryEntries } from './dictionary-entries.js';

type Db = Kysely<Database> | Transaction<Database>;

/** One group command (command '') per menu group and one command per menu route of packages/domain. */
export const menuCommandRows = (tenantId: string): Insertable<CommandsTable>[] => {
  const groupOrder = new Map<string, number>();
  const nextOrder = (parentId: string) => {
    const n = (groupOrder.get(parentId) ?? 0) + 1;
    groupOrder.set(parentId, n);
    return n;
  };
  const groups = menuGroups.map((g) => ({
    tenant_id: tenantId,
    menu_id: g.menuId,
    menu_id0: g.parentId,
    command: '',
    title: g.title.vi,
    title_en: g.title.en,
    stt: nextOrder(g.parentId),
    icon: null,
  }));
  const seen = new Set(groups.map((g) => g.menu_id));
  const pages = commandRoutes.flatMap((route) => {
    if (seen.has(route.menuId)) return [];
    seen.add(route.menuId);
    return [
      {
        tenant_id: tenantId,
        menu_id: route.menuId,
        menu_id0: route.parentId,
        command: route.path,
        title: route.title.vi,
        title_en: route.title.en,
        stt: nextOrder(route.parentId),
        icon: null,
      },
    ];
  });
  return [...groups, ...pages];
};

/** Menu commands, config flags at their defaults and the standard dictionaries for a new tenant. */
export const insertTenantCatalogue = async (db: Db, tenantId: string): Promise<void> => {
  await db.insertInto('commands').values(menuCommandRows(tenantId)).execute();
  await db
    .insertInto('configs')
    .values(configDefaults.map((c) => ({ tenant_id: tenantId, name: c.name, grp: c.group, value: c.value })))
    .execute();
  await db
    .insertInto('dictionaries')
    .values(dictionaryEntries.map((d, index) => ({ tenant_id: tenantId, ...d, stt: index + 1 })))
    .execute();
};
