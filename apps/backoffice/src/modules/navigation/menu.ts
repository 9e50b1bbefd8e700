import type { Command, Locale, MenuNode } from '@sen/domain';

/** A node of the horizontal menu (the type @sen/ui's AppShell and CommandPalette take). */
export type { MenuNode };

/** The title of a command in a language (the Vietnamese title when the English one is empty). */
export const commandTitle = (command: Pick<Command, 'title' | 'title_en'>, locale: Locale): string =>
  locale === 'en' && command.title_en.trim() ? command.title_en : command.title;

const bySttThenId = (a: Command, b: Command): number =>
  a.stt - b.stt || (a.menu_id < b.menu_id ? -1 : a.menu_id > b.menu_id ? 1 : 0);

/**
 * The menu tree of the server's command list (the commands the user has): groups (command '') hold the commands
 * whose menu_id0 is their menu_id, siblings are ordered by stt, titles follow the language, and groups left
 * without any page are dropped. A command whose parent is not in the list goes to the top level.
 */
export const buildMenuTree = (commands: readonly Command[], locale: Locale): MenuNode[] => {
  const ids = new Set(commands.map((c) => c.menu_id));
  const childrenOf = new Map<string, Command[]>();
  for (const command of commands) {
    const parent =
      command.menu_id0 && ids.has(command.menu_id0) && command.menu_id0 !== command.menu_id
        ? command.menu_id0
        : '';
    const list = childrenOf.get(parent) ?? [];
    list.push(command);
    childrenOf.set(parent, list);
  }

  const visiting = new Set<string>();
  const build = (parent: string): MenuNode[] => {
    const nodes: MenuNode[] = [];
    for (const command of (childrenOf.get(parent) ?? []).slice().sort(bySttThenId)) {
      if (visiting.has(command.menu_id)) continue;
      visiting.add(command.menu_id);
      const children = build(command.menu_id);
      visiting.delete(command.menu_id);
      const href = command.command.trim();
      if (!href && children.length === 0) continue;
      const node: MenuNode = { id: command.menu_id, title: commandTitle(command, locale) };
      if (href) node.href = href;
      if (children.length > 0) node.children = children;
      nodes.push(node);
    }
    return nodes;
  };
  return build('');
};
