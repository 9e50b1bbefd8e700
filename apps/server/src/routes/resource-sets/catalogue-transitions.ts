import {
  reasonProblemOf,
  transitionAccessOf,
  transitionProblemOf,
  type Resource,
  type Transition,
} from '@sen/domain/resources';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps.js';
import { bearerSecurity, signedInHeaders } from '../../http/documented-headers.js';
import { schemasOf } from './catalogue-schemas.js';
import { refusalOf } from './catalogue-status.js';
import { requireRight } from './set-access.js';
import type { SetRow } from './set-query.js';
import { inTransaction } from './set-routes.js';
import { present, scopeRule, tagOf, writeConfig } from './set-scope.js';
import { existingRow, patchRecord } from './set-writes.js';

/**
 * The transitions of the catalogue's status machines as routes: `POST <path>/{id}/<name>` on a resource's own path
 * (all its transitions) and on a view's (its actions), each run in the write's transaction on the row read FOR
 * UPDATE, so of two concurrent transitions from the same status the second sees the first's result (409).
 */

type Values = Record<string, unknown>;

/** Where a resource's transitions are served: its own path, or a view's (own menu id, fixed values). */
export type TransitionScreen = {
  /** API path relative to /api. */
  path: string;
  /** The screen's menu id (whose edit right runs `edit` transitions, whose scopes apply). */
  menuId: string;
  /** Values a row must have to be reached through the screen (a view's fixed filters). */
  fixed: Readonly<Record<string, unknown>>;
  title: string;
};

/** The request body of a transition asking a reason: that field of the resource. */
const reasonBodyOf = (set: Resource, reason: string): z.ZodType =>
  (set.patchSchema as unknown as z.ZodObject).pick({ [reason]: true } as Record<string, true>);

const idParams = z.object({ id: z.uuid().describe('_id of the row') });

/** The OpenAPI description of a transition. */
const describe = (resource: Resource, transition: Transition, screen: TransitionScreen): string => {
  const access = transitionAccessOf(resource, transition, screen.menuId);
  const field = resource.statuses!.field;
  const stamps = Object.entries(transition.stamps)
    .map(([name, stamp]) => `${name} = ${stamp === 'clear' ? 'null' : stamp}`)
    .join(', ');
  const fixed = Object.entries(screen.fixed)
    .map(([k, v]) => `${k} = ${String(v)}`)
    .join(', ');
  return [
    `Needs the edit right on menu '${access.menuId}'.${scopeRule(resource)}${fixed ? ` Only rows with ${fixed}.` : ''}`,
    `Sets ${field} from ${transition.from.join(' or ')} to ${transition.to}${stamps ? `; stamps ${stamps}` : ''}.`,
    transition.reason ? `400 FIELD_REQUIRED without ${transition.reason} (recorded on the row).` : '',
    `409 STATUS_TRANSITION_REFUSED from another ${field} (409 STATUS_ALREADY when it is ${transition.to} already)${transition.requires.map((p) => `, 409 ${p.code}`).join('')}.`,
    resource.voucher ? '409 VOUCHER_LOCKED on or before the lock date.' : '',
    'Recorded in the audit log.',
  ]
    .filter(Boolean)
    .join(' ');
};

/**
 * Runs a transition on one row: the right (the screen's edit right, or the approve menu's), then in the write's
 * transaction the row locked, the machine's check (preconditions, the status it starts from), the reason, and the
 * write itself (patchRecord: voucher lock, scopes, effects, audit log) with the transition's stamps.
 */
const runTransition = async (
  deps: AppDeps,
  request: FastifyRequest,
  set: Resource,
  resource: Resource,
  screen: TransitionScreen,
  transition: Transition,
  id: string,
  input: Values,
): Promise<SetRow> => {
  const access = transitionAccessOf(resource, transition, screen.menuId);
  await requireRight(deps, request, access.menuId, access.right);
  return inTransaction(
    deps,
    request,
    set,
    async (ctx) => {
      const existing = await existingRow(ctx, { ...screen.fixed, _id: id });
      const problem =
        transitionProblemOf(resource, existing, transition) ?? reasonProblemOf(resource, transition, input);
      if (problem) throw refusalOf(request, problem);
      const reason = transition.reason ? { [transition.reason]: input[transition.reason] } : {};
      return patchRecord({ ...ctx, transition }, existing, {
        [resource.statuses!.field]: transition.to,
        ...reason,
      });
    },
    screen.menuId,
  );
};

/**
 * `POST /api/<path>/{id}/<name>` for each of the transitions (a resource's all, a view's actions), and for an
 * approvable voucher's own path also the older `DELETE /api/<path>/{id}/approve` (unapprove).
 */
export const registerTransitionRoutes = (
  app: FastifyInstance,
  deps: AppDeps,
  set: Resource,
  resource: Resource,
  screen: TransitionScreen,
  transitions: readonly Transition[],
): void => {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schemas = schemasOf(set);
  const tags = [tagOf(set)];
  const route = (method: 'POST' | 'DELETE', url: string, transition: Transition) =>
    typed.route({
      method,
      url,
      config: writeConfig(set),
      schema: {
        tags,
        summary: `${screen.title}: ${transition.label.en} (${method} ${url.replace(/^\/api\//, '').replace(':id', '{id}')})`,
        description: describe(resource, transition, screen),
        security: bearerSecurity,
        headers: signedInHeaders,
        params: idParams,
        ...(transition.reason && method === 'POST' ? { body: reasonBodyOf(set, transition.reason) } : {}),
        response: { 200: schemas.row },
      },
      handler: async (request) => {
        const { id } = request.params as { id: string };
        const input = (request.body ?? {}) as Values;
        const row = await runTransition(deps, request, set, resource, screen, transition, id, input);
        return present(request, set, row);
      },
    });
  for (const transition of transitions) {
    route('POST', `/api/${screen.path}/:id/${transition.name}`, transition);
    if (transition.name === 'unapprove' && screen.path === resource.path)
      route('DELETE', `/api/${screen.path}/:id/approve`, transition);
  }
};
