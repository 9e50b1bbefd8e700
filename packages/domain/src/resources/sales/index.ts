import { defineModule } from '../module.js';
import { bills } from './bills.js';

/** The sales module: orders, bills, services, cards, promotions, rooms and tables. */
export const salesModule = defineModule({ resources: [bills] });
