import { branchsSet } from './branchs.js';
import { callCenterSet } from './call-center.js';
import { commandsSet } from './commands.js';
import { configsSet } from './configs.js';
import type { ResourceSet } from './define.js';
import { custom1Set } from './custom1.js';
import { dictionariesSet } from './dictionaries.js';
import { discountCodesSet } from './discount-codes.js';
import { sttSet } from './stt.js';
import { taxesSet } from './taxes.js';
import { unitsSet } from './units.js';
import { voucherInfosSet } from './voucher-infos.js';
import { voucherLocksSet } from './voucher-locks.js';
import { warehousesSet } from './warehouses.js';

export * from './define.js';
export * from './table-query.js';
export * from './fields.js';
export * from './audit-log.js';
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

/** Every resource set of spec section 7, keyed by name. */
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

/** The sets as a list (the server registers each). */
export const resourceSetList: readonly ResourceSet[] = Object.values(
  resourceSets,
) as unknown as ResourceSet[];
