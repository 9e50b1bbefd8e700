import { appErrorMessage } from '@sen/domain';
import type {
  Branch,
  CallCenterProvider,
  Command,
  ConfigEntry,
  DictionaryEntry,
  ErrorCode,
  List,
  Locale,
  Session,
  Stt,
  UserInfo,
  VoucherLock,
} from '@sen/domain';
import { resolveBranchSelection } from './branch-selection.js';
import type { BranchSelection } from './branch-selection.js';
import type { SessionStore } from './session-store.js';

export type StartUpStep =
  | 'configs'
  | 'dictionaries'
  | 'server-time'
  | 'device-id'
  | 'refresh'
  | 'user-info'
  | 'branches'
  | 'commands'
  | 'stt'
  | 'voucher-locks'
  | 'call-center-providers'
  | 'mounted';

export type StartUpError = { step: StartUpStep; code?: ErrorCode; message: string; cause?: unknown };

/** Each step of the start-up sequence, injected (typically the @sen/api client's calls). */
export type StartUpDeps = {
  session: Pick<SessionStore, 'isSignedIn' | 'isExpired' | 'clear' | 'updateTokens'>;
  loadConfigs(): Promise<List<ConfigEntry>>;
  loadDictionaries(): Promise<List<DictionaryEntry>>;
  loadServerTime(): Promise<{ server_time: string }>;
  getDeviceId(): string | Promise<string>;
  refresh(): Promise<Session>;
  loadUserInfo(): Promise<UserInfo | null | undefined>;
  loadBranches(): Promise<List<Branch>>;
  loadCommands(): Promise<List<Command>>;
  loadStt(): Promise<List<Stt>>;
  loadVoucherLocks(): Promise<List<VoucherLock>>;
  loadCallCenterProviders(): Promise<List<CallCenterProvider>>;
  /** The branch selection remembered from an earlier visit. */
  storedBranchs?(): string[];
  /** Language of the error messages ('vi' by default). */
  locale?: Locale;
};

export type StartUpResult = {
  configs: ConfigEntry[];
  dictionaries: DictionaryEntry[];
  serverTime: string | null;
  deviceId: string | null;
  /** Whether an expired session was refreshed. */
  refreshed: boolean;
  user: UserInfo | null;
  /** Branches sorted by ma_dvcs ascending. */
  branches: Branch[];
  branchSelection: BranchSelection | null;
  commands: Command[];
  stt: Stt[];
  voucherLocks: VoucherLock[];
  callCenterProviders: CallCenterProvider[];
  /** The steps in the order they started, ending with 'mounted'. */
  steps: StartUpStep[];
  errors: StartUpError[];
};

const messageOf = (cause: unknown): string =>
  cause instanceof Error ? cause.message : typeof cause === 'string' ? cause : String(cause);

/** A user info without a user name counts as empty. */
const isEmptyUserInfo = (user: UserInfo | null | undefined): user is null | undefined =>
  !user || typeof user !== 'object' || !user.user_name;

/**
 * The start-up sequence of spec section 4: 1) configs, dictionaries, server time and device id in parallel;
 * 2) refresh an expired session; 3) user info; 4) branches; 5) commands, stt, voucher locks and call-center
 * providers; 6) mounted. Failures are recorded in `errors` and the sequence goes on; steps 4 and 5 need a user.
 */
export const runStartUp = async (deps: StartUpDeps): Promise<StartUpResult> => {
  const steps: StartUpStep[] = [];
  const errors: StartUpError[] = [];
  const locale = deps.locale ?? 'vi';

  const step = async <T>(name: StartUpStep, run: () => T | Promise<T>, fallback: T): Promise<T> => {
    steps.push(name);
    try {
      return await run();
    } catch (cause) {
      errors.push({ step: name, message: messageOf(cause), cause });
      return fallback;
    }
  };
  const items = async <T>(load: () => Promise<List<T>>): Promise<T[]> => (await load()).items;

  const [configs, dictionaries, serverTime, deviceId] = await Promise.all([
    step('configs', () => items(deps.loadConfigs), [] as ConfigEntry[]),
    step('dictionaries', () => items(deps.loadDictionaries), [] as DictionaryEntry[]),
    step('server-time', async () => (await deps.loadServerTime()).server_time, null as string | null),
    step('device-id', () => deps.getDeviceId(), null as string | null),
  ]);

  let refreshed = false;
  if (deps.session.isSignedIn() && deps.session.isExpired()) {
    refreshed = await step(
      'refresh',
      async () => {
        try {
          deps.session.updateTokens(await deps.refresh());
          return true;
        } catch (cause) {
          deps.session.clear();
          throw cause;
        }
      },
      false,
    );
  }

  let user: UserInfo | null = null;
  if (deps.session.isSignedIn()) {
    steps.push('user-info');
    try {
      const info = await deps.loadUserInfo();
      if (isEmptyUserInfo(info)) {
        deps.session.clear();
        errors.push({
          step: 'user-info',
          code: 'SALER_NOT_FOUND',
          message: appErrorMessage('SALER_NOT_FOUND', locale),
        });
      } else {
        user = info;
      }
    } catch (cause) {
      deps.session.clear();
      errors.push({ step: 'user-info', message: messageOf(cause), cause });
    }
  }

  let branches: Branch[] = [];
  let branchSelection: BranchSelection | null = null;
  let commands: Command[] = [];
  let stt: Stt[] = [];
  let voucherLocks: VoucherLock[] = [];
  let callCenterProviders: CallCenterProvider[] = [];

  if (user) {
    const signedInUser = user;
    steps.push('branches');
    try {
      branches = (await deps.loadBranches()).items
        .slice()
        .sort((a, b) => (a.ma_dvcs < b.ma_dvcs ? -1 : a.ma_dvcs > b.ma_dvcs ? 1 : 0));
      branchSelection = resolveBranchSelection({
        stored: deps.storedBranchs?.() ?? [],
        branches,
        user: signedInUser,
      });
      if (branchSelection.error) {
        errors.push({
          step: 'branches',
          code: branchSelection.error,
          message: appErrorMessage(branchSelection.error, locale),
        });
      }
    } catch (cause) {
      branchSelection = { selected: [], available: [], error: 'BRANCH_NOT_CONFIGURED' };
      errors.push({
        step: 'branches',
        code: 'BRANCH_NOT_CONFIGURED',
        message: appErrorMessage('BRANCH_NOT_CONFIGURED', locale),
        cause,
      });
    }

    [commands, stt, voucherLocks, callCenterProviders] = await Promise.all([
      step('commands', () => items(deps.loadCommands), [] as Command[]),
      step('stt', () => items(deps.loadStt), [] as Stt[]),
      step('voucher-locks', () => items(deps.loadVoucherLocks), [] as VoucherLock[]),
      step('call-center-providers', () => items(deps.loadCallCenterProviders), [] as CallCenterProvider[]),
    ]);
  }

  steps.push('mounted');
  return {
    configs,
    dictionaries,
    serverTime,
    deviceId,
    refreshed,
    user,
    branches,
    branchSelection,
    commands,
    stt,
    voucherLocks,
    callCenterProviders,
    steps,
    errors,
  };
};
