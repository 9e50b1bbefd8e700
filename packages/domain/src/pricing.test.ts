import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** The modules an entry loads, following its relative imports (type-only imports load nothing). */
const modulesOf = (entry: string): Map<string, string[]> => {
  const seen = new Map<string, string[]>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const source = readFileSync(file, 'utf8');
    const imports = [...source.matchAll(/^(?:import|export)(?!\s+type\b)[^'";]*?from\s+'([^']+)'/gm)].map(
      (m) => m[1]!,
    );
    seen.set(file, imports);
    for (const spec of imports)
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
  };
  visit(entry);
  return seen;
};

describe('@sen/domain/pricing', () => {
  it('loads no schema: nothing but its own pure modules (the till prices offline without zod)', () => {
    const graph = modulesOf(resolve(dirname(fileURLToPath(import.meta.url)), 'pricing.ts'));
    const outside = [...graph.values()].flat().filter((spec) => !spec.startsWith('.'));
    expect(outside).toEqual([]);
    expect([...graph.keys()].map((file) => file.split('/src/')[1]).sort()).toEqual([
      'format/business-time.ts',
      'pricing.ts',
      'resources/sales/pricing.ts',
      'resources/sales/till-pricing.ts',
      'resources/voucher-totals.ts',
    ]);
  });
});
