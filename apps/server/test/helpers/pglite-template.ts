import { rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { pgliteExtensions } from '../../src/db/open-pglite.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A freshly initialised, empty PGlite data directory (tarball) each test file starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Global set-up of the 'pglite' project: runs initdb once and hands the empty cluster to every test file, which
 * loads it in about a second instead of initialising its own in about four. Migrations and the demo seed still
 * run in each file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(os.tmpdir(), `sen-pglite-template-${process.pid}-${Date.now()}.tar`);
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(file, { force: true });
}
