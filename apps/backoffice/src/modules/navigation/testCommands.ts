import type { Command } from '@sen/domain';

/** A command for tests. */
export const cmd = (menu_id: string, menu_id0: string, command: string, title: string, stt = 0): Command => ({
  command,
  title,
  title_en: `${title} (en)`,
  menu_id,
  menu_id0,
  stt,
  icon: null,
});
