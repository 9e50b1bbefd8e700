import { resourceSetList } from '@sen/domain';
import { resourceCatalogue, viewCatalogue } from '@sen/domain/resources';
import { permissionSuite } from '../helpers/catalogue-records-suite.js';

/**
 * Generated permission cases (helpers/catalogue-records-suite.ts), part 1 of 2: the CRM resources, the first
 * 30 sales resources, every view and the start-up sets guarded by a menu id. Two parts, one per core: each file pays the migrations once.
 */
permissionSuite({
  resources: [
    ...resourceCatalogue.filter((r) => r.module === 'crm'),
    ...resourceCatalogue.filter((r) => r.module === 'sales').slice(0, 30),
  ],
  views: viewCatalogue,
  sets: resourceSetList.filter((s) => s.readAccess === 'menu'),
});
