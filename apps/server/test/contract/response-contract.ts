import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A response of a documented /api route that its route's schema does not allow. */
export type ContractViolation = {
  method: string;
  url: string;
  route: string;
  status: number;
  problem: string;
};

type ParsingSchema = {
  safeParse(value: unknown): { success: boolean; error?: { issues: unknown[] } };
};

const isParsingSchema = (value: unknown): value is ParsingSchema =>
  typeof value === 'object' && value !== null && typeof (value as ParsingSchema).safeParse === 'function';

const recorded = new WeakMap<FastifyInstance, ContractViolation[]>();

/** The schema a route declares for a status: the exact code, else its class ('4XX'), else 'default'. */
const declaredSchema = (responses: Record<string, unknown>, status: number): unknown =>
  responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;

/** The zod schema of a JSON answer: the declared schema, or its 'application/json' content. */
const schemaForJson = (declared: unknown): unknown =>
  typeof declared === 'object' && declared !== null && 'content' in declared
    ? (declared as { content: Record<string, { schema?: unknown }> }).content['application/json']?.schema
    : declared;

const isJson = (contentType: unknown): boolean =>
  typeof contentType === 'string' && /^application\/(.+\+)?json/i.test(contentType);

const routeOf = (request: FastifyRequest) => {
  const route = request.routeOptions.url;
  const schema = request.routeOptions.schema as
    { hide?: boolean; response?: Record<string, unknown> } | undefined;
  // Unknown paths (the not-found handler), non-API routes and hidden routes (the document itself, the API
  // reference page) are not operations of the contract.
  if (!route?.startsWith('/api/') || request.is404 || !schema || schema.hide) return undefined;
  return { route, responses: schema.response ?? {} };
};

/**
 * Checks every response of a documented /api route as it is sent: its status must be declared for the route and
 * a JSON body must parse with the route's zod schema for that status. Violations are recorded (see
 * `takeViolations`), never changing the response. Add before the app is ready.
 */
export const checkResponsesAgainstContract = (app: FastifyInstance): void => {
  const found: ContractViolation[] = [];
  recorded.set(app, found);
  app.addHook('onSend', async (request, reply, payload) => {
    const route = routeOf(request);
    if (!route) return payload;
    const status = reply.statusCode;
    const base = { method: request.method, url: request.url, route: route.route, status };
    const declared = declaredSchema(route.responses, status);
    if (declared === undefined) {
      found.push({ ...base, problem: `status ${status} is not declared for the route` });
      return payload;
    }
    const schema = schemaForJson(declared);
    if (!isParsingSchema(schema) || typeof payload !== 'string' || !isJson(reply.getHeader('content-type'))) {
      return payload;
    }
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      found.push({ ...base, problem: 'the body is not JSON' });
      return payload;
    }
    const result = schema.safeParse(body);
    if (!result.success) {
      found.push({ ...base, problem: `the body does not match: ${JSON.stringify(result.error?.issues)}` });
    }
    return payload;
  });
};

/**
 * Removes and returns the recorded violations of `app`, only those of `method url` when given (concurrent
 * requests keep theirs for their own caller).
 */
export const takeViolations = (
  app: FastifyInstance,
  request?: { method: string; url: string },
): ContractViolation[] => {
  const found = recorded.get(app);
  if (!found) return [];
  const taken = found.filter((v) => !request || (v.method === request.method && v.url === request.url));
  const kept = found.filter((v) => !taken.includes(v));
  found.splice(0, found.length, ...kept);
  return taken;
};

/** Throws when `violations` is not empty, naming each one. */
export const assertNoViolations = (violations: ContractViolation[]): void => {
  if (violations.length === 0) return;
  const lines = violations.map((v) => `${v.method} ${v.url} (route ${v.route}) -> ${v.status}: ${v.problem}`);
  throw new Error(`responses outside the API contract:\n${lines.join('\n')}`);
};
