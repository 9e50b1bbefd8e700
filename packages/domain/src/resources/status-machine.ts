import { errorMessage, type ErrorCode } from '../i18n/errors.js';
import type { Locale } from '../i18n/locale.js';
import { approveMenuIdOf } from '../routes/catalogue.js';
import type { Title } from '../routes/types.js';
import type { EnumField, Field, LabelInput } from './fields.js';
import { BUSINESS_TIME_ZONE, businessClock } from '../format/business-time.js';

/**
 * Status machines: a resource declares once (`defineResource({ statuses })`) the values its status field moves
 * through and the transitions that move it — a plain table of `from` → `to` with who may, what it stamps and what
 * must hold first. The same pure functions decide on both sides: the server refuses any other change (409, naming
 * the statuses) and runs each transition as `POST <path>/{id}/<name>`; the back office offers only the transitions
 * `allowedTransitionsOf` returns for the row and the user.
 */

type Row = Readonly<Record<string, unknown>>;

/**
 * What a transition writes into a field besides the status: the user's name (`user`), the instant (`now`, ISO), the
 * time of day in the business's time zone (`time`, 'HH:mm': a room's start time) or nothing (`clear`).
 */
export type Stamp = 'user' | 'now' | 'time' | 'clear';

/**
 * Who may run a transition: the edit right on the screen's menu id (`edit`, the resource's or the view's), or the
 * edit right on the resource's approve menu id (`approve`, approveMenuIdOf).
 */
export type TransitionRight = 'edit' | 'approve';

/** What must hold of the row (as stored) before the transition runs; otherwise 409 with `code`. */
export type Precondition = { code: ErrorCode; holds: (row: Row) => boolean };

/** A transition as declared, typed by the status values `S` and the resource's field names `N`. */
export type TransitionConfig<S extends string = string, N extends string = string> = {
  /** Unique in the machine; the URL segment of `POST <path>/{id}/<name>`. */
  name: string;
  label: LabelInput;
  /** The statuses it starts from. */
  from: readonly S[];
  to: S;
  /** Default `edit`. */
  right?: TransitionRight;
  stamps?: Partial<Record<N, Stamp>>;
  /** A field the user must fill when running it (a card's lock reason): 400 FIELD_REQUIRED without it. */
  reason?: N;
  requires?: readonly Precondition[];
};

/** A status machine as declared. */
export type StatusMachineConfig<S extends string = string, N extends string = string> = {
  /** The status field (an enum field of the resource). */
  field: N;
  /** The status of a new record. */
  initial: S;
  /** Further statuses a record may be created with (default: only the initial one). */
  createdAs?: readonly S[];
  transitions: readonly TransitionConfig<S, N>[];
  /**
   * Moves the server makes on its own, never a user (no route, never offered): the outcome of a background job (an
   * e-invoice the provider issued or refused). Declared so that every status is accounted for.
   */
  serverMoves?: readonly ServerMoveConfig<S>[];
};

/** A move of the status made by the server itself (see `serverMoves`). */
export type ServerMoveConfig<S extends string = string> = {
  name: string;
  label: LabelInput;
  from: readonly S[];
  to: S;
};

/** A declared server move with its label as a title. */
export type ServerMove = { name: string; label: Title; from: readonly string[]; to: string };

/** A declared transition with its defaults filled in. */
export type Transition = {
  name: string;
  label: Title;
  from: readonly string[];
  to: string;
  right: TransitionRight;
  stamps: Readonly<Record<string, Stamp>>;
  reason?: string;
  requires: readonly Precondition[];
};

/** A declared status machine with its defaults filled in. */
export type StatusMachine = {
  field: string;
  initial: string;
  /** The statuses a new record may have, the initial one first. */
  createdAs: readonly string[];
  transitions: readonly Transition[];
  serverMoves: readonly ServerMove[];
};

const toTitle = (label: LabelInput): Title =>
  Array.isArray(label) ? { vi: label[0], en: label[1] } : (label as Title);

/** The machine of a declaration, defaults filled in (defineResource calls it). */
export const statusMachineOf = (config: StatusMachineConfig): StatusMachine => ({
  field: config.field,
  initial: config.initial,
  createdAs: [config.initial, ...(config.createdAs ?? []).filter((s) => s !== config.initial)],
  transitions: config.transitions.map((t) => ({
    name: t.name,
    label: toTitle(t.label),
    from: t.from,
    to: t.to,
    right: t.right ?? 'edit',
    stamps: (t.stamps ?? {}) as Readonly<Record<string, Stamp>>,
    ...(t.reason ? { reason: t.reason } : {}),
    requires: t.requires ?? [],
  })),
  serverMoves: (config.serverMoves ?? []).map((m) => ({
    name: m.name,
    label: toTitle(m.label),
    from: m.from,
    to: m.to,
  })),
});

/** What the functions below read of a resource. */
export type MachineHolder = {
  menuId: string;
  fields: Readonly<Record<string, Field>>;
  statuses?: StatusMachine;
};

/** The right a transition needs: the edit right on this menu id (the check `can` makes). */
export type TransitionAccess = { menuId: string; right: 'edit' };

/** Whether the user may run a transition needing this access (`can` of @sen/auth on each side). */
export type MayRun = (access: TransitionAccess) => boolean;

/**
 * The menu id whose edit right runs the transition: the resource's approve menu id for `approve`, else the screen's
 * (a view's own menu id, the resource's by default).
 */
export const transitionAccessOf = (
  resource: Pick<MachineHolder, 'menuId'>,
  transition: Pick<Transition, 'right'>,
  screenMenuId: string = resource.menuId,
): TransitionAccess => ({
  menuId: transition.right === 'approve' ? approveMenuIdOf(resource.menuId) : screenMenuId,
  right: 'edit',
});

/** The row's status (its machine's field), '' when it has none. */
export const statusOf = (resource: MachineHolder, row: Row): string => {
  const value = resource.statuses ? row[resource.statuses.field] : undefined;
  return value === undefined || value === null ? '' : String(value);
};

/** The vi/en label of a status value (the status field's option), the value itself when it is not one. */
export const statusLabelOf = (resource: MachineHolder, value: string): Title => {
  const field = resource.statuses ? resource.fields[resource.statuses.field] : undefined;
  const option = (field as EnumField | undefined)?.options?.find((o) => o.value === value);
  return option?.label ?? { vi: value, en: value };
};

/** The transition of the resource named `name`. */
export const transitionNamed = (resource: MachineHolder, name: string): Transition | undefined =>
  resource.statuses?.transitions.find((t) => t.name === name);

/**
 * Why a transition or a status change is refused: a precondition's code (409), the change itself
 * (STATUS_TRANSITION_REFUSED, naming the statuses), a status a record cannot be created with
 * (STATUS_NOT_INITIAL), a transition to the status the row has already (STATUS_ALREADY: someone ran it first), the
 * reason left empty (FIELD_REQUIRED, 400) or the right missing (FORBIDDEN, 403).
 */
export type TransitionProblem =
  | { code: 'STATUS_TRANSITION_REFUSED'; from: Title; to: Title }
  | { code: 'STATUS_NOT_INITIAL' | 'STATUS_ALREADY'; status: Title }
  | { code: 'FIELD_REQUIRED'; field: string; label: Title }
  | { code: 'FORBIDDEN' }
  | { code: ErrorCode };

/** The problem's message parameters in a language. */
export const transitionProblemParams = (
  problem: TransitionProblem,
  locale: Locale,
): Record<string, string> => {
  if ('from' in problem) return { from: problem.from[locale], to: problem.to[locale] };
  if ('status' in problem) return { status: problem.status[locale] };
  if ('label' in problem) return { field: problem.label[locale] };
  return {};
};

/** The problem's message in a language ('Không thể chuyển trạng thái từ "Hoàn thành" sang "Đã xác nhận"'). */
export const transitionProblemMessage = (problem: TransitionProblem, locale: Locale): string =>
  errorMessage(problem.code, locale, transitionProblemParams(problem, locale));

/** The HTTP status of a problem: 403 without the right, 400 for a missing reason, else 409. */
export const transitionProblemStatus = (problem: TransitionProblem): 400 | 403 | 409 =>
  problem.code === 'FORBIDDEN' ? 403 : problem.code === 'FIELD_REQUIRED' ? 400 : 409;

const refusal = (resource: MachineHolder, from: string, to: string): TransitionProblem => ({
  code: 'STATUS_TRANSITION_REFUSED',
  from: statusLabelOf(resource, from),
  to: statusLabelOf(resource, to),
});

const isBlank = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Why the transition cannot run on the row as stored: without the right (`may`, when given), a failing
 * precondition, or a status it does not start from. `input` is what the user sends with it (its reason).
 */
export const transitionProblemOf = (
  resource: MachineHolder,
  row: Row,
  transition: Transition,
  may?: MayRun,
  screenMenuId?: string,
): TransitionProblem | undefined => {
  if (may && !may(transitionAccessOf(resource, transition, screenMenuId))) return { code: 'FORBIDDEN' };
  const failed = transition.requires.find((p) => !p.holds(row));
  if (failed) return { code: failed.code };
  const status = statusOf(resource, row);
  if (transition.from.includes(status)) return undefined;
  if (status === transition.to) return { code: 'STATUS_ALREADY', status: statusLabelOf(resource, status) };
  return refusal(resource, status, transition.to);
};

/** The reason a transition asks for is missing from what was sent (400 FIELD_REQUIRED naming the field). */
export const reasonProblemOf = (
  resource: MachineHolder,
  transition: Transition,
  input: Row,
): TransitionProblem | undefined => {
  if (!transition.reason || !isBlank(input[transition.reason])) return undefined;
  const label = resource.fields[transition.reason]?.label ?? { vi: transition.reason, en: transition.reason };
  return { code: 'FIELD_REQUIRED', field: transition.reason, label };
};

/** The transitions the user may run on the row now, in declaration order (what the UI offers). */
export const allowedTransitionsOf = (
  resource: MachineHolder,
  row: Row,
  may?: MayRun,
  screenMenuId?: string,
): Transition[] =>
  (resource.statuses?.transitions ?? []).filter(
    (t) => !transitionProblemOf(resource, row, t, may, screenMenuId),
  );

/**
 * The statuses a form offers in the status field: a new record's, those it may be created with; a stored row's, its
 * own and those the transitions the user may run now lead to. Undefined without a machine (every option).
 */
export const statusChoicesOf = (
  resource: MachineHolder,
  row: Row | null,
  may?: MayRun,
  screenMenuId?: string,
): string[] | undefined => {
  if (!resource.statuses) return undefined;
  if (!row) return [...resource.statuses.createdAs];
  const current = statusOf(resource, row);
  const targets = allowedTransitionsOf(resource, row, may, screenMenuId).map((t) => t.to);
  return [current, ...targets.filter((s, i) => s !== current && targets.indexOf(s) === i)];
};

/**
 * A write that sets the status (create, replace, patch, import), judged by the machine: a new record (or a stored
 * one without a status) must take a status it may be created with; a changed status must be the `to` of a transition the user may run from the
 * stored row (the first such, in declaration order), whose stamps and reason then apply. Unchanged, or without a
 * machine, nothing to judge.
 */
export const statusChangeOf = (
  resource: MachineHolder,
  before: Row | null,
  after: Row,
  may?: MayRun,
  screenMenuId?: string,
): { transition?: Transition; problem?: TransitionProblem } => {
  const machine = resource.statuses;
  if (!machine) return {};
  const to = statusOf(resource, after);
  const from = before ? statusOf(resource, before) : '';
  // A new record, or a stored one without a status (written before its machine, or by a script): a starting one.
  if (!before || (from === '' && to !== '')) {
    return machine.createdAs.includes(to)
      ? {}
      : { problem: { code: 'STATUS_NOT_INITIAL', status: statusLabelOf(resource, to) } };
  }
  if (from === to) return {};
  // The transitions from here to there; the first the user may run whose preconditions hold is the change.
  const problems: TransitionProblem[] = [];
  for (const transition of machine.transitions) {
    if (transition.to !== to || !transition.from.includes(from)) continue;
    const problem =
      transitionProblemOf(resource, before, transition, may, screenMenuId) ??
      reasonProblemOf(resource, transition, after);
    if (!problem) return { transition };
    problems.push(problem);
  }
  return {
    problem: problems.find((p) => p.code !== 'FORBIDDEN') ?? problems[0] ?? refusal(resource, from, to),
  };
};

/** Where a business keeps its clock (format/business-time.ts): the time of day a `time` stamp records. */
export { BUSINESS_TIME_ZONE };

/** The values a transition stamps, at `now` by `user`. */
export const stampValuesOf = (
  transition: Pick<Transition, 'stamps'>,
  { user, now }: { user: string; now: Date },
): Record<string, string | null> =>
  Object.fromEntries(
    Object.entries(transition.stamps).map(([field, stamp]) => [
      field,
      stamp === 'user'
        ? user
        : stamp === 'now'
          ? now.toISOString()
          : stamp === 'time'
            ? businessClock(now)
            : null,
    ]),
  );
