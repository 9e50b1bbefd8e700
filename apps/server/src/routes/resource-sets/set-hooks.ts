import { configShownTo, localeFromAcceptLanguage, type ConfigReader } from '@sen/domain';
import { describedEntry } from '@sen/domain/resources';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-deps.js';
import { ApiError } from '../../http/api-error.js';
import { staffOf } from '../../http/context-access.js';
import { permittedBranchCodes } from '../../services/branch-codes.js';
import { visibleCommands } from '../../services/visible-commands.js';

/** Rows a request may see beyond tenant and branch scope: only those whose `field` is one of `values`. */
export type RowRestriction = { field: string; values: string[] };

/** Server behaviour of a set the declaration cannot express (who sees which rows, values hidden). */
export type SetHooks = {
  /** Restricts the rows every route of the set reads (purpose 'read') or writes (purpose 'write'). */
  restrict?: (
    deps: AppDeps,
    request: FastifyRequest,
    purpose: 'read' | 'write',
  ) => Promise<RowRestriction | undefined>;
  /** Changes a row before it is sent (e.g. blanks secrets). */
  present?: (request: FastifyRequest, row: Record<string, unknown>) => Record<string, unknown>;
};

/** Who the request reads config values as. */
const configReaderOf = (request: FastifyRequest): ConfigReader => {
  const subject = request.ctx.subject;
  if (subject?.type !== 'staff') return 'anyone';
  return subject.user.is_admin ? 'admin' : 'staff';
};

/** The language of the request (Accept-Language: 'vi' by default, 'en'). */
const localeOf = (request: FastifyRequest) => {
  const value = request.headers['accept-language'];
  return localeFromAcceptLanguage(Array.isArray(value) ? value[0] : value);
};

/**
 * A history entry the posting layer wrote (no description typed, the kind of entry in ma_dien_giai) reads in the
 * request's language: 'Thanh toán BL000022' or 'Payment BL000022' (posting-descriptions.ts) — in the lists, the
 * rows, the views over them and the client portal alike.
 */
const describedHistory: SetHooks = { present: (request, row) => describedEntry(row, localeOf(request)) };

/** Per set name. */
export const setHooks: Record<string, SetHooks> = {
  'payment-card-histories': describedHistory,
  'customer-card-histories': describedHistory,
  'no-name-histories': describedHistory,
  /**
   * The branch list holds the branches the user may work with (every branch for an admin). Reading it when the
   * tenant has none is 409 BRANCH_NOT_CONFIGURED ('Hệ thống chưa được cài đặt đơn vị'); an admin may still create one.
   */
  branchs: {
    restrict: async (_deps, request, purpose) => {
      const { user } = staffOf(request);
      if (request.ctx.tenantBranchs.length === 0 && purpose === 'read')
        throw new ApiError(409, 'BRANCH_NOT_CONFIGURED');
      if (user.is_admin) return undefined;
      const permitted = permittedBranchCodes(user, request.ctx.tenantBranchs);
      if (permitted.length === 0) throw new ApiError(403, 'BRANCH_NOT_GRANTED');
      return { field: 'ma_dvcs', values: permitted };
    },
  },
  /** Non-admins see the commands they have r_access to and the menu groups above them. */
  commands: {
    restrict: async (deps, request) => {
      const { user } = staffOf(request);
      if (user.is_admin) return undefined;
      return { field: 'menu_id', values: (await visibleCommands(deps.db, user)).map((c) => c.menu_id) };
    },
  },
  /**
   * Secret values are blank unless a staff user is signed in; server credentials (push.server_key, any
   * credential-named entry) unless an admin is (`configShownTo`, the rule the audit log applies too).
   */
  configs: {
    present: (request, row) => configShownTo(row, configReaderOf(request)),
  },
};
