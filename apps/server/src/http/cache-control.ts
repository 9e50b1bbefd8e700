import type { FastifyReply } from 'fastify';

/** Answers that carry secrets (tokens, codes) or data that changes at any moment: no cache may keep them. */
export const noStore = (reply: FastifyReply): void => {
  reply.header('cache-control', 'no-store');
};

/** The same as a route's onRequest hook, so that every answer of the route carries it, errors included. */
export const noStoreHook = async (_request: unknown, reply: FastifyReply): Promise<void> => {
  noStore(reply);
};
