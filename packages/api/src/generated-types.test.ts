import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { GENERATED_TYPES_HEADER, generateOpenApiTypes } from '../scripts/openapi-types.js';

const documentPath = new URL('../openapi.json', import.meta.url);
const typesPath = new URL('./generated/openapi.ts', import.meta.url);

describe('the committed generated types (src/generated/openapi.ts)', () => {
  it('are the types openapi-typescript generates from the committed openapi.json', async () => {
    const [document, committed] = await Promise.all([
      readFile(documentPath, 'utf8'),
      readFile(typesPath, 'utf8'),
    ]);
    const generated = await generateOpenApiTypes(document);
    expect(
      generated === committed,
      'src/generated/openapi.ts is stale: run `pnpm contract` at the repository root and commit the result',
    ).toBe(true);
    expect(committed.startsWith(GENERATED_TYPES_HEADER)).toBe(true);
    // The catalogue's ~1,000 operations make a 5.7 MB document: generating its types takes seconds.
  }, 60_000);
});
