import type { Resource } from '../resources/define-resource.js';
import { branchsSet } from './branchs.js';
import { callCenterSet } from './call-center.js';
import { commandsSet } from './commands.js';
import { configsSet } from './configs.js';
import { custom1Set } from './custom1.js';
import { dictionariesSet } from './dictionaries.js';
import { discountCodesSet } from './discount-codes.js';
import { sttSet } from './stt.js';
import { taxesSet } from './taxes.js';
import { unitsSet } from './units.js';
import { voucherInfosSet } from './voucher-infos.js';
import { voucherLocksSet } from './voucher-locks.js';
import { warehousesSet } from './warehouses.js';

export * from '../resources/wire-schemas.js';
export * from '../resources/list-query.js';
export * from './audit-log.js';
export type { Resource, ResourceRow, ResourceInput, ResourcePatch } from '../resources/define-resource.js';
export { INTEGER_COLUMN_MAX } from './start-up.js';
export {
  secretConfigKeys,
  adminOnlyConfigKeys,
  isCredentialName,
  mayReadConfigValue,
  configShownTo,
  type ConfigReader,
  configUpdateManySchema,
  configValueSchema,
} from './configs.js';
export {
  branchsSet,
  callCenterSet,
  commandsSet,
  configsSet,
  custom1Set,
  dictionariesSet,
  discountCodesSet,
  sttSet,
  taxesSet,
  unitsSet,
  voucherInfosSet,
  voucherLocksSet,
  warehousesSet,
};

/** The resources of spec section 7 (start-up tables, declared with defineResource like the catalogue), by name. */
export const resourceSets = {
  warehouses: warehousesSet,
  dictionaries: dictionariesSet,
  branchs: branchsSet,
  callCenter: callCenterSet,
  custom1: custom1Set,
  stt: sttSet,
  voucherLocks: voucherLocksSet,
  commands: commandsSet,
  configs: configsSet,
  voucherInfos: voucherInfosSet,
  discountCodes: discountCodesSet,
  taxes: taxesSet,
  units: unitsSet,
} as const;

/** The start-up resources as a list (the server registers each with the catalogue's). */
export const resourceSetList: readonly Resource[] = Object.values(resourceSets) as unknown as Resource[];
