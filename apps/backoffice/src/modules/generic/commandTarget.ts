import { normalizePath } from '@sen/domain';
import type { Command } from '@sen/domain';
import type { CatalogueEntry } from '@sen/domain/resources';
import { matchCommand } from '../navigation/breadcrumbs';

/** What a /generic/* or /report/* page shows: the command that opens it, and the catalogue entry it names. */
export type CommandTarget = { command?: Command; entry?: CatalogueEntry };

/** '/generic/crm/partners' -> '/crm/partners', '/report/sales/x' -> '/sales/x'; other paths as they are. */
const withoutPrefix = (path: string): string => {
  const p = normalizePath(path);
  const match = /^\/(generic|report)(\/.*)?$/.exec(p);
  return match ? normalizePath(match[2] ?? '/') : p;
};

/**
 * The command of a dynamic page (the longest command path that prefixes it) and the catalogue entry it maps to:
 * the path (then the command's path) without its /generic or /report prefix as a catalogue route, else, for a
 * report page, the report whose name is the last segment.
 */
export const commandTargetOf = (
  path: string,
  commands: readonly Command[],
  catalogue: {
    entryOfRoute: (route: string) => CatalogueEntry | undefined;
    entries: readonly CatalogueEntry[];
  },
): CommandTarget => {
  const command = matchCommand(path, commands);
  const routes = [withoutPrefix(path), ...(command ? [withoutPrefix(command.command)] : [])];
  for (const route of routes) {
    if (route === '/') continue;
    const entry = catalogue.entryOfRoute(route);
    if (entry) return { command, entry };
  }
  const name = normalizePath(path).split('/').at(-1) ?? '';
  const report = normalizePath(path).startsWith('/report/')
    ? catalogue.entries.find((e) => e.kind === 'report' && e.name === name)
    : undefined;
  return report ? { command, entry: report } : { command };
};
