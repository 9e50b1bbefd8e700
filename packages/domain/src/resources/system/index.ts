import { defineModule } from '../module.js';

/** The system module. */
export const systemModule = defineModule({ resources: [] });
