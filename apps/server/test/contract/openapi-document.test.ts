import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_DOCUMENT_PATH, contractDocumentText, documentOf } from '../../scripts/contract-document.js';
import { startTestServer, type TestServer } from '../helpers/test-app.js';

/** Where two texts first differ, as '<line>: -<committed> +<built>' ('' when equal). */
const firstDifference = (committed: string, built: string): string => {
  const a = committed.split('\n');
  const b = built.split('\n');
  const line = a.findIndex((text, i) => text !== b[i]);
  const at = line === -1 ? (a.length === b.length ? -1 : a.length) : line;
  return at === -1 ? '' : `line ${at + 1}: -${a[at] ?? '(end)'} +${b[at] ?? '(end)'}`;
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the committed OpenAPI document (packages/api/openapi.json)', () => {
  it('is the document the server builds from its route schemas', async () => {
    const built = contractDocumentText(await documentOf(server.app));
    const committed = await readFile(CONTRACT_DOCUMENT_PATH, 'utf8');
    const difference = firstDifference(committed, built);
    expect(
      difference,
      `packages/api/openapi.json is stale (${difference}): run \`pnpm contract\` at the repository root and commit the result`,
    ).toBe('');
  });

  it('is written with sorted keys, 2-space indents and a trailing newline', () => {
    expect(contractDocumentText({ b: 1, a: { d: [3, { f: 1, e: 2 }], c: null } })).toBe(
      '{\n  "a": {\n    "c": null,\n    "d": [\n      3,\n      {\n        "e": 2,\n        "f": 1\n      }\n    ]\n  },\n  "b": 1\n}\n',
    );
  });
});
