import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.js';

/** The three built apps and where they are served. */
export const staticApps = [
  { name: 'backoffice', folder: 'backoffice', prefix: '/' },
  { name: 'pos', folder: 'pos', prefix: '/pos/' },
  { name: 'client-portal', folder: 'client-portal', prefix: '/portal/' },
] as const;

export type ServedApp = { name: string; prefix: string; root: string };

const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The apps whose dist/ folder exists under staticRoot; logs the ones skipped. */
export const findBuiltApps = (staticRoot: string, log: (message: string) => void): ServedApp[] =>
  staticApps.flatMap((app) => {
    const root = path.join(staticRoot, app.folder, 'dist');
    if (existsSync(path.join(root, 'index.html'))) return [{ name: app.name, prefix: app.prefix, root }];
    log(`${app.name}: ${root} has no index.html, not served`);
    return [];
  });

const pathname = (url: string): string => url.split('?')[0] ?? url;

const noCache = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

/**
 * Serves each built app under its prefix with a single-page-app fallback to its index.html for paths that are
 * not files; unknown /api paths (and anything else) answer 404 ROUTE_NOT_FOUND.
 */
export const registerStaticApps = async (app: FastifyInstance, staticRoot: string): Promise<ServedApp[]> => {
  const served = findBuiltApps(staticRoot, (message) => app.log.info(message));
  let first = true;
  for (const spa of served) {
    await app.register(fastifyStatic, {
      root: spa.root,
      prefix: spa.prefix,
      decorateReply: first,
      schemaHide: true,
      setHeaders: (res, filePath) => {
        if (filePath.endsWith('.html')) res.header('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
    first = false;
  }
  // Longest prefix first, so /pos/... never falls back to the back office.
  const byPrefix = [...served].sort((a, b) => b.prefix.length - a.prefix.length);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url;
    const requestPath = pathname(url);
    if (!isApiPath(url) && (request.method === 'GET' || request.method === 'HEAD')) {
      const bare = byPrefix.find((spa) => spa.prefix !== '/' && requestPath === spa.prefix.slice(0, -1));
      if (bare) return reply.redirect(`${bare.prefix}${url.slice(requestPath.length)}`);
      const spa = byPrefix.find((candidate) => requestPath.startsWith(candidate.prefix));
      if (spa) return noCache(reply).sendFile('index.html', spa.root);
    }
    return sendError(
      request,
      reply,
      404,
      'ROUTE_NOT_FOUND',
      {},
      { method: request.method, url: requestPath },
    );
  });
  return served;
};
