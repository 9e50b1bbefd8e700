import { defineModule } from '../module.js';

/** The accounting module. */
export const accountingModule = defineModule({ resources: [] });
