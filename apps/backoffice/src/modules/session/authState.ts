import { createServerClock } from '@sen/auth';
import type { BranchSelectionError, ServerClock, StartUpError, StartUpResult } from '@sen/auth';
import type {
  Branch,
  CallCenterProvider,
  Command,
  ConfigEntry,
  DictionaryEntry,
  Stt,
  UserInfo,
  VoucherLock,
} from '@sen/domain';

/** What the app knows about the signed-in user and the system, seeded by the start-up sequence. */
export type AuthState = {
  user: UserInfo | null;
  commands: Command[];
  /** Every branch, sorted by ma_dvcs. */
  branches: Branch[];
  /** The branches the user may select. */
  availableBranches: Branch[];
  selectedBranches: string[];
  branchError: BranchSelectionError | null;
  configs: ConfigEntry[];
  dictionaries: DictionaryEntry[];
  voucherLocks: VoucherLock[];
  stt: Stt[];
  callCenterProviders: CallCenterProvider[];
  serverClock: ServerClock | null;
  startUpErrors: StartUpError[];
};

export const emptyAuthState: AuthState = {
  user: null,
  commands: [],
  branches: [],
  availableBranches: [],
  selectedBranches: [],
  branchError: null,
  configs: [],
  dictionaries: [],
  voucherLocks: [],
  stt: [],
  callCenterProviders: [],
  serverClock: null,
  startUpErrors: [],
};

/** The auth state of a start-up result. */
export const authStateFromStartUp = (result: StartUpResult): AuthState => ({
  user: result.user,
  commands: result.commands,
  branches: result.branches,
  availableBranches: result.branchSelection?.available ?? [],
  selectedBranches: result.branchSelection?.selected ?? [],
  branchError: result.branchSelection?.error ?? null,
  configs: result.configs,
  dictionaries: result.dictionaries,
  voucherLocks: result.voucherLocks,
  stt: result.stt,
  callCenterProviders: result.callCenterProviders,
  serverClock: result.serverTime ? createServerClock(result.serverTime) : null,
  startUpErrors: result.errors,
});

export type AuthStore = {
  get(): AuthState;
  set(next: AuthState | ((current: AuthState) => AuthState)): void;
  subscribe(listener: () => void): () => void;
  /** Forgets the user (sign-out, failed refresh): the system data loaded at start-up stays. */
  signOut(): void;
};

/** A tiny external store (read with useSyncExternalStore). */
export const createAuthStore = (initial: AuthState = emptyAuthState): AuthStore => {
  let state = initial;
  const listeners = new Set<() => void>();
  const store: AuthStore = {
    get: () => state,
    set(next) {
      state = typeof next === 'function' ? next(state) : next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    signOut() {
      store.set((current) => ({
        ...emptyAuthState,
        configs: current.configs,
        dictionaries: current.dictionaries,
        serverClock: current.serverClock,
      }));
    },
  };
  return store;
};
