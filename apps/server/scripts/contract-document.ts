import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';

/** The committed OpenAPI document of the API client package. */
export const CONTRACT_DOCUMENT_PATH = fileURLToPath(
  new URL('../../../packages/api/openapi.json', import.meta.url),
);
/** The committed TypeScript types generated from it. */
export const CONTRACT_TYPES_PATH = fileURLToPath(
  new URL('../../../packages/api/src/generated/openapi.ts', import.meta.url),
);

/** A copy with object keys in ascending order at every depth (array order kept), so diffs stay small. */
export const sortKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
};

/** The document as committed: keys sorted, 2-space JSON, trailing newline. */
export const contractDocumentText = (document: unknown): string =>
  `${JSON.stringify(sortKeys(document), null, 2)}\n`;

/** The OpenAPI document of a built app (made ready first). */
export const documentOf = async (app: FastifyInstance): Promise<unknown> => {
  await app.ready();
  return app.swagger();
};
