import { defineModule } from '../module.js';

/** The hr module. */
export const hrModule = defineModule({ resources: [] });
