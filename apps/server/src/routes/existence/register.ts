import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { registerPartnerEmployeeRoutes } from './partner-employee.js';
import { registerPartnerPhoneRoutes } from './partner-phone.js';
import { registerRecordExistsRoute } from './record-exists.js';

/** Existence checks of spec section 7 (unique codes, phones and salesperson ownership). */
export const registerExistenceRoutes = async (app: FastifyInstance, deps: AppDeps): Promise<void> => {
  registerPartnerPhoneRoutes(app, deps);
  registerPartnerEmployeeRoutes(app, deps);
  registerRecordExistsRoute(app, deps);
};
