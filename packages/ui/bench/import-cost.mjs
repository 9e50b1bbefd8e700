// Import cost of the built kit (`dist/`, what `@sen/ui` resolves to outside the workspace's `@sen/source` condition):
// each entry is bundled on its own by Vite for production (minified), then gzipped. React and react-dom stay external
// (every app loads them once anyway); everything else the kit imports (react-aria-components, TanStack, the
// vanilla-extract runtime, @sen/domain) is bundled. Every entry also imports `@sen/ui/style.css`, as apps must.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const benchDir = fileURLToPath(new URL('.', import.meta.url));
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

/** Button (alone) must be at most this share of the everything bundle, i.e. tree shaking works. */
export const BUTTON_MAX_SHARE = 0.25;

const use = (name) => `globalThis.__senBench = ${name};`;

function entries() {
  const list = [
    {
      key: 'button',
      label: "{ Button } from '@sen/ui'",
      code: `import { Button } from '@sen/ui';${use('Button')}`,
    },
    {
      key: 'button-subpath',
      label: "{ Button } from '@sen/ui/Button'",
      code: `import { Button } from '@sen/ui/Button';${use('Button')}`,
    },
  ];
  if (existsSync(`${distDir}DataTable/index.js`)) {
    list.push(
      {
        key: 'datatable',
        label: "{ DataTable } from '@sen/ui'",
        code: `import { DataTable } from '@sen/ui';${use('DataTable')}`,
      },
      {
        key: 'datatable-subpath',
        label: "{ DataTable } from '@sen/ui/DataTable'",
        code: `import { DataTable } from '@sen/ui/DataTable';${use('DataTable')}`,
      },
    );
  }
  list.push({
    key: 'all',
    label: "* as all from '@sen/ui'",
    code: `import * as all from '@sen/ui';${use('all')}`,
  });
  return list;
}

async function bundle(code) {
  // A module that exists only in memory, placed in the package so that `@sen/ui` resolves through its own exports.
  const id = `${benchDir}__import-cost-entry.js`;
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root: benchDir,
    plugins: [
      {
        name: 'sen-bench-entry',
        resolveId: (source) => (source === id ? id : null),
        load: (source) => (source === id ? `import '@sen/ui/style.css';\n${code}` : null),
      },
    ],
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      rolldownOptions: { input: id, external: [/^react(-dom)?($|\/)/] },
    },
  });
  const outputs = (Array.isArray(result) ? result[0] : result).output;
  // What the import loads up front: the entry chunk and the chunks it imports statically. Chunks only reached
  // through a dynamic import() (e.g. the DataTable's date range picker) load on demand: counted apart as lazy.
  const chunks = new Map(
    outputs.filter((file) => file.type === 'chunk').map((file) => [file.fileName, file]),
  );
  const eager = new Set();
  const visit = (name) => {
    if (eager.has(name) || !chunks.has(name)) return;
    eager.add(name);
    for (const imported of chunks.get(name).imports) visit(imported);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  let js = 0;
  let lazy = 0;
  let css = 0;
  for (const file of outputs) {
    const body = file.type === 'chunk' ? file.code : file.source;
    const size = gzipSync(body, { level: 9 }).length;
    if (file.fileName.endsWith('.js')) {
      if (eager.has(file.fileName)) js += size;
      else lazy += size;
    } else if (file.fileName.endsWith('.css')) css += size;
  }
  return { js: js / 1024, lazy: lazy / 1024, css: css / 1024 };
}

/** Bundles every entry; returns the rows and the failed goals. */
export async function measureImportCost() {
  const rows = [];
  for (const entry of entries()) rows.push({ ...entry, ...(await bundle(entry.code)) });
  const all = rows.find((row) => row.key === 'all');
  const failures = [];
  for (const row of rows) {
    row.share = row.js / all.js;
    if (row.key.startsWith('button') && row.share > BUTTON_MAX_SHARE)
      failures.push(
        `import ${row.label}: ${row.js.toFixed(1)} KB is ${(row.share * 100).toFixed(0)}% of everything (goal ≤ ${BUTTON_MAX_SHARE * 100}%)`,
      );
  }
  if (!rows.some((row) => row.key === 'datatable'))
    failures.push('DataTable is not in the built kit (dist/DataTable)');
  return { rows, failures };
}

export function printImportCost({ rows }) {
  console.log(
    '\nImport cost: Vite production bundle of one import, minified + gzipped (dist/, react + react-dom external;',
  );
  console.log('every entry also imports @sen/ui/style.css, the kit stylesheet is one file)');
  console.log(
    `${'import'.padEnd(40)} ${'JS KB'.padStart(8)} ${'CSS KB'.padStart(8)} ${'of all JS'.padStart(10)} ${'lazy JS KB'.padStart(11)}`,
  );
  for (const row of rows)
    console.log(
      `${row.label.padEnd(40)} ${row.js.toFixed(1).padStart(8)} ${row.css.toFixed(1).padStart(8)} ${`${(row.share * 100).toFixed(1)}%`.padStart(10)} ${row.lazy.toFixed(1).padStart(11)}`,
    );
  console.log(
    'JS = loaded with the import (entry + static imports); lazy JS = chunks loaded by import() on use',
  );
  console.log(`goal: Button alone ≤ ${BUTTON_MAX_SHARE * 100}% of everything (tree shaking)`);
}
