/**
 * Writes src/modules/catalogue/routes/generated/manifest.ts: the routes of the resource declarations (and the spec's
 * routes no screen covers yet), minus the paths the route files take. Run by `pnpm routes` after a declaration
 * or a route file is added; the manifest's test fails while the file is stale.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { manifestSourceNow } from '../src/modules/catalogue/routes/manifestNow';

const target = fileURLToPath(
  new URL('../src/modules/catalogue/routes/generated/manifest.ts', import.meta.url),
);
const routeTree = readFileSync(fileURLToPath(new URL('../src/routeTree.gen.ts', import.meta.url)), 'utf8');
const source = manifestSourceNow(routeTree);
const before = (() => {
  try {
    return readFileSync(target, 'utf8');
  } catch {
    return '';
  }
})();
if (before === source) console.log('catalogue routes: unchanged');
else {
  writeFileSync(target, source);
  console.log(`catalogue routes: written ${target}`);
}
