import type { Command } from '@sen/domain';
import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema.js';

/**
 * The menu commands a user has: every command for an admin; otherwise the commands with r_access plus the
 * menu groups above them (so the menu tree stays connected), ordered by parent then stt.
 */
export const visibleCommands = async (db: Kysely<Database>, user: UserRow): Promise<Command[]> => {
  const all = await db
    .selectFrom('commands')
    .select(['command', 'title', 'title_en', 'menu_id', 'menu_id0', 'stt', 'icon'])
    .where('tenant_id', '=', user.tenant_id)
    .orderBy('menu_id0')
    .orderBy('stt')
    .orderBy('menu_id')
    .execute();
  if (user.is_admin) return all;

  const granted = new Set(
    (
      await db
        .selectFrom('user_rights')
        .select('menu_id')
        .where('tenant_id', '=', user.tenant_id)
        .where('user_id', '=', user.id)
        .where('r_access', '=', true)
        .execute()
    ).map((row) => row.menu_id),
  );
  const byId = new Map(all.map((c) => [c.menu_id, c]));
  const keep = new Set<string>();
  for (const command of all) {
    if (command.command === '' || !granted.has(command.menu_id)) continue;
    keep.add(command.menu_id);
    for (
      let parent = byId.get(command.menu_id0);
      parent && !keep.has(parent.menu_id);
      parent = byId.get(parent.menu_id0)
    ) {
      keep.add(parent.menu_id);
    }
  }
  return all.filter((c) => keep.has(c.menu_id));
};
