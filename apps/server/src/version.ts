import { readFileSync } from 'node:fs';

/** The server package's version, from apps/server/package.json (same relative path from src/ and dist/). */
export const serverVersion: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version;
