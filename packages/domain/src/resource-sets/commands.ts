import { z } from 'zod';
import { defineResourceSet } from './define.js';
import { codeField, integerField, nameField } from './fields.js';

/**
 * Menu commands. The list holds every command for an admin; for other users the commands with r_access and the
 * menu groups above them.
 */
export const commandsSet = defineResourceSet({
  name: 'commands',
  path: 'system/command',
  table: 'commands',
  title: { vi: 'Chức năng', en: 'Commands' },
  menuId: 'admin.settings',
  record: z.object({
    menu_id: codeField(100),
    menu_id0: z.string().trim().max(100).default('').describe("Parent menu id ('' at the top)"),
    command: z
      .string()
      .trim()
      .max(200)
      .default('')
      .describe("Path prefix the command opens ('' for a group)"),
    title: nameField(200),
    title_en: nameField(200),
    stt: integerField(0).default(0).describe('Order among siblings'),
    icon: z.string().trim().max(100).nullable().optional(),
  }),
  keyFields: ['menu_id'],
  readAccess: 'staff',
  searchFields: ['menu_id', 'command', 'title', 'title_en'],
  filterFields: ['menu_id', 'menu_id0'],
  defaultSort: ['menu_id0', 'stt', 'menu_id'],
  extras: ['lookup'],
  pagedByDefault: false,
});
