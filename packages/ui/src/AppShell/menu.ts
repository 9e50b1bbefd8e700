import type { MenuNode } from '@sen/domain';

export type { MenuNode };

function pathOnly(path: string): string {
  const cut = path.search(/[?#]/);
  return cut === -1 ? path : path.slice(0, cut);
}

/** Whether `href` is `path` or a path-segment prefix of it (`/crm/tasks` matches `/crm/tasks/12`). */
export function hrefMatches(href: string, path: string): boolean {
  const target = pathOnly(href);
  const current = pathOnly(path);
  if (target === current) return true;
  const prefix = target.endsWith('/') ? target : `${target}/`;
  return current.startsWith(prefix);
}

/**
 * Ids from the root to the node whose `href` is the longest prefix of `currentPath` (the active page), or an
 * empty list when nothing matches.
 */
export function findActiveTrail(menu: readonly MenuNode[], currentPath: string): string[] {
  let best: { trail: string[]; length: number } | null = null;
  const visit = (nodes: readonly MenuNode[], trail: string[]) => {
    for (const node of nodes) {
      const here = [...trail, node.id];
      if (node.href && hrefMatches(node.href, currentPath)) {
        const length = pathOnly(node.href).length;
        if (!best || length > best.length) best = { trail: here, length };
      }
      if (node.children?.length) visit(node.children, here);
    }
  };
  visit(menu, []);
  return (best as { trail: string[] } | null)?.trail ?? [];
}
