import { can } from '@sen/auth';
import { errorMessage } from '@sen/domain';
import {
  stampValuesOf,
  statusChangeOf,
  statusOf,
  transitionProblemParams,
  transitionProblemStatus,
  type MayRun,
  type Resource,
  type TransitionProblem,
} from '@sen/domain/resources';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ApiError } from '../../http/api-error.js';
import { actorOf, staffOf } from '../../http/context-access.js';
import { staffUserInfo } from '../../services/user-info.js';
import type { SetRow } from './set-query.js';
import type { WriteContext } from './set-writes.js';

/**
 * The status machines of the catalogue on the server (@sen/domain resources/status-machine.ts): every write that
 * sets a resource's status is judged by its machine (here), and each transition is served as
 * `POST <path>/{id}/<name>` (catalogue-transitions.ts). Both run inside the write's transaction on the row read
 * FOR UPDATE, so of two concurrent changes from the same status the second sees the first's result.
 */

type Values = Record<string, unknown>;

/** A refused transition or status change as the API answers it (its message names the statuses). */
export const refusalOf = (request: FastifyRequest, problem: TransitionProblem, field?: string): ApiError => {
  const locale = request.ctx?.locale ?? 'vi';
  const params = transitionProblemParams(problem, locale);
  const path = 'field' in problem ? problem.field : field;
  return new ApiError(
    transitionProblemStatus(problem),
    problem.code,
    params,
    path
      ? [{ in: 'body', path: `/${path}`, message: errorMessage(problem.code, locale, params) }]
      : undefined,
  );
};

/** Whether the request's user may run a transition needing an access (`can`, as the apps ask it). */
const mayOf = async (ctx: WriteContext): Promise<MayRun> => {
  const { user } = staffOf(ctx.request);
  if (user.is_admin) return () => true;
  const info = await staffUserInfo(ctx.trx as unknown as Kysely<Database>, user);
  return (access) => can(info, access);
};

/**
 * A create, replace, patch or import of a resource with a status machine: the new record's status must be one it
 * is created with; a changed status must be made by a transition the user may run from the stored row (409
 * STATUS_TRANSITION_REFUSED naming both statuses, a precondition's code, 400 for a missing reason, 403 without the
 * right). The transition's stamps are added to the record. A write made by a transition (`ctx.transition`, judged
 * by its route) only gets its stamps.
 */
export const guardStatus = async (
  ctx: WriteContext,
  resource: Resource,
  existing: SetRow | null,
  record: Values,
): Promise<Values> => {
  const machine = resource.statuses;
  if (!machine) return record;
  let transition = ctx.transition;
  if (!transition) {
    const changed = existing !== null && statusOf(resource, existing) !== statusOf(resource, record);
    const judged = statusChangeOf(
      resource,
      existing,
      record,
      changed ? await mayOf(ctx) : undefined,
      ctx.menuId,
    );
    if (judged.problem) throw refusalOf(ctx.request, judged.problem, machine.field);
    transition = judged.transition;
  }
  if (!transition) return record;
  const user = actorOf(ctx.request).userName;
  return { ...record, ...stampValuesOf(transition, { user, now: new Date() }) };
};
