import { defineResource } from '../resources/define-resource.js';
import { f } from '../resources/fields.js';
import { integer, keyCode, requiredName, startUpTable } from './start-up.js';

/**
 * Menu commands. The list holds every command for an admin; for other users the commands with r_access and the
 * menu groups above them.
 */
export const commandsSet = defineResource({
  ...startUpTable,
  name: 'commands',
  path: 'system/command',
  menuId: 'admin.settings',
  table: 'commands',
  title: ['Chức năng', 'Commands'],
  fields: {
    menu_id: keyCode(['Mã chức năng', 'Menu id'], 100),
    menu_id0: f.text(['Chức năng cha', 'Parent menu id'], {
      max: 100,
      defaultValue: '',
      help: "'' at the top",
    }),
    command: f.text(['Đường dẫn', 'Command'], {
      max: 200,
      defaultValue: '',
      help: "Path prefix the command opens ('' for a group)",
    }),
    title: requiredName(['Tên', 'Title']),
    title_en: requiredName(['Tên tiếng Anh', 'English title']),
    stt: integer(['Thứ tự', 'Order'], { defaultValue: 0, help: 'Order among siblings' }),
    icon: f.text(['Biểu tượng', 'Icon'], { max: 100 }),
  },
  keyFields: ['menu_id'],
  readAccess: 'staff',
  search: ['menu_id', 'command', 'title', 'title_en'],
  filters: ['menu_id', 'menu_id0'],
  defaultSort: ['menu_id0', 'stt', 'menu_id'],
  extras: ['lookup'],
  pagedByDefault: false,
  storedSearch: false,
});
