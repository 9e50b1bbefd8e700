import { reportCatalogue, resourceCatalogue } from '@sen/domain/resources';
import { permissionSuite } from '../helpers/catalogue-records-suite.js';

/**
 * Generated permission cases (helpers/catalogue-records-suite.ts), part 2 of 2: the other sales resources, the
 * purchases, stock, accounting, HR and system resources, and every report.
 */
permissionSuite({
  resources: [
    ...resourceCatalogue.filter((r) => r.module === 'sales').slice(30),
    ...resourceCatalogue.filter((r) => !['crm', 'sales'].includes(r.module)),
  ],
  reports: reportCatalogue,
});
