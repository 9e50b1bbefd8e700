// Gzipped JavaScript of the production build, read from dist/.vite/manifest.json:
//  - the entry chunk with its static imports (what every page loads first);
//  - per route, the route's component chunk with its static imports, and the total with the entry.
// Usage: node scripts/bundle-size.mjs [route file ...]   (default: auth/login and dashboard/analytics)
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));

const gz = (file) => gzipSync(readFileSync(new URL(file, dist)), { level: 9 }).length;

/** The chunk's file and those of its static imports, recursively. */
const closure = (key, seen = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
};

const sum = (files) => [...files].reduce((total, file) => total + gz(file), 0);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entryFiles = closure(entryKey);
const entryBytes = sum(entryFiles);
console.log(
  `entry ${manifest[entryKey].file} + ${entryFiles.size - 1} static imports: ${kb(entryBytes)} gzipped`,
);

const routes = process.argv.slice(2);
for (const route of routes.length > 0 ? routes : ['auth/login', 'dashboard/analytics']) {
  const key = `src/routes/${route}.tsx?tsr-split=component`;
  if (!manifest[key]) {
    console.log(`/${route}: not split (part of the entry): ${kb(entryBytes)}`);
    continue;
  }
  const own = [...closure(key)].filter((file) => !entryFiles.has(file));
  const ownBytes = sum(own);
  console.log(
    `/${route}: route chunks ${kb(ownBytes)} in ${own.length} files; with the entry ${kb(entryBytes + ownBytes)}`,
  );
}
