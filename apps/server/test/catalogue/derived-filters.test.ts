import { resourceCatalogue } from '@sen/domain/resources';
import { describe, expect, it } from 'vitest';
import { derivedConditions } from '../../src/routes/resource-sets/derived-filters.js';

/** A derived filter (a list filter that is no column) is declared once in the catalogue and answered here. */
describe('derived filters', () => {
  it('every declared one has its condition on the server, and every condition its declaration', () => {
    const declared = resourceCatalogue.flatMap((r) =>
      Object.keys(r.derivedFilters ?? {}).map((name) => `${r.name}.${name}`),
    );
    const answered = Object.entries(derivedConditions).flatMap(([resource, filters]) =>
      Object.keys(filters).map((name) => `${resource}.${name}`),
    );
    expect(declared.sort()).toEqual(answered.sort());
    expect(declared).toContain('partners.ngay_mua');
  });
});
