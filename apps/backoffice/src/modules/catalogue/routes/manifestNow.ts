import { appRoutes, resourceSetList } from '@sen/domain';
import { catalogueEntries, resourceNamed } from '@sen/domain/resources';
import { catalogueRouteManifestOf, manifestSource } from './manifest';

/** The paths of the route files, as the router plugin lists them in routeTree.gen.ts (`FileRoutesByFullPath`). */
export const filePathsOf = (routeTree: string): string[] => {
  const block = /interface FileRoutesByFullPath \{([^}]*)\}/.exec(routeTree)?.[1] ?? '';
  return [...block.matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1] as string);
};

/** The manifest's source as the declarations and the route files make it now (the script and the test). */
export const manifestSourceNow = (routeTree: string): string =>
  manifestSource(
    catalogueRouteManifestOf({
      entries: [...catalogueEntries, ...resourceSetList],
      resourceNamed,
      appRoutes,
      filePaths: filePathsOf(routeTree).filter((path) => path !== '/$'),
    }),
  );
