import { defineModule } from '../module.js';

/** The purchases module. */
export const purchasesModule = defineModule({ resources: [] });
