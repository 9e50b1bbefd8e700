import { defineModule } from '../module.js';
import { partners } from './partners.js';

/** The CRM module: customers, care, marketing, tickets and call logs. */
export const crmModule = defineModule({ resources: [partners] });
