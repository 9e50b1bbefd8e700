export {
  createSessionStore,
  sessionKeys,
  stripTokenParams,
  takeTokensFromAddress,
  userNameOfToken,
} from './session-store.js';
export type { SessionStore, StoredSession } from './session-store.js';
export { getDeviceId, deviceIdKey, randomDeviceId } from './device-id.js';
export { namespacedStorage } from './namespaced-storage.js';
export {
  decideNavigation,
  commandsAllow,
  loginRedirect,
  HOME_PATH,
  LOGIN_PATH,
  NOT_FOUND_PATH,
  BLANK_PATH,
} from './navigation.js';
export type { NavigationInput, NavigationDecision, Layout } from './navigation.js';
export {
  can,
  rights,
  isVoucherLocked,
  inEmployeeScope,
  permittedBranchCodes,
  isAdminUser,
  ownsRecord,
  canReadAll,
  mayTouchRecord,
  pickingMenusOf,
  approveMenuIdOf,
} from './permissions.js';
export type {
  Right,
  PermissionCheck,
  PermissionContext,
  PermissionRecord,
  OwnedRecord,
} from './permissions.js';
export { resolveBranchSelection, availableBranches } from './branch-selection.js';
export { branchScope, refusedBranchs } from './branch-scope.js';
export type { BranchGrant } from './branch-scope.js';
export type { BranchSelection, BranchSelectionError } from './branch-selection.js';
export { runStartUp } from './start-up.js';
export type { StartUpDeps, StartUpResult, StartUpStep, StartUpError } from './start-up.js';
export { createServerClock } from './server-clock.js';
export type { ServerClock } from './server-clock.js';
export type { WebStorage } from './web-storage.js';
export { partnerPhoneShown, partnerPhoneFor, PARTNERS_MENU_ID } from './phone-visibility.js';
