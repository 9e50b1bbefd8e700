import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './error-handler.js';

/**
 * The three built apps and the design system's Storybook, where they are served, and their folder relative to
 * the static root (`apps/`). The apps are single-page apps; Storybook is plain static files (no fallback).
 */
export const staticApps = [
  { name: 'backoffice', folder: 'backoffice/dist', prefix: '/', spa: true },
  { name: 'pos', folder: 'pos/dist', prefix: '/pos/', spa: true },
  { name: 'client-portal', folder: 'client-portal/dist', prefix: '/portal/', spa: true },
  { name: 'storybook', folder: '../packages/ui/storybook-static', prefix: '/storybook/', spa: false },
] as const;

export type ServedApp = { name: string; prefix: string; root: string; spa: boolean };

const isApiPath = (url: string): boolean =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/** The apps whose built folder exists relative to staticRoot; logs the ones skipped. */
export const findBuiltApps = (staticRoot: string, log: (message: string) => void): ServedApp[] =>
  staticApps.flatMap((app) => {
    const root = path.join(staticRoot, app.folder);
    if (existsSync(path.join(root, 'index.html'))) {
      return [{ name: app.name, prefix: app.prefix, root, spa: app.spa }];
    }
    log(`${app.name}: ${root} has no index.html, not served`);
    return [];
  });

const pathname = (url: string): string => url.split('?')[0] ?? url;

const noCache = (reply: FastifyReply) => reply.header('cache-control', 'no-cache');

/**
 * Serves each built app under its prefix with a single-page-app fallback to its index.html for paths that are
 * not files (Storybook under /storybook/ without one); unknown /api paths (and anything else) answer 404
 * ROUTE_NOT_FOUND.
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
        // Pages, and what an installed app checks for a new version (its service worker and manifest), are asked
        // again every time; hashed assets never change.
        if (/(\.html|\.webmanifest|[\\/](sw|registerSW)\.js)$/.test(filePath))
          res.header('cache-control', 'no-cache');
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
      if (spa?.spa) return noCache(reply).sendFile('index.html', spa.root);
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
