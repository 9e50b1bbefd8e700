import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet with a Content-Security-Policy the Vite-built apps run under: scripts and styles from the server
 * itself, inline styles (style attributes set by React and the UI library), data:/blob: images and fonts,
 * API and WebSocket calls to the same origin. No upgrade-insecure-requests, so plain-HTTP installs on a LAN
 * keep loading their assets.
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        workerSrc: ["'self'", 'blob:'],
        manifestSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
};
