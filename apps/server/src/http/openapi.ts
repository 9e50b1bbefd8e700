import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { errorSchema } from '@sen/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serverVersion } from '../version.js';
import { withSharedParts } from './openapi-shared-parts.js';
import type { AuthMode } from './request-context.js';

/** The API root: the document's server URL; its paths are relative to it ('/system/branchs'). */
export const API_ROOT = '/api';
/** Where the document is served. */
export const OPENAPI_DOCUMENT_URL = `${API_ROOT}/openapi.json`;
/** Where the API reference page (Swagger UI, served from the package) is served. */
export const API_REFERENCE_URL = `${API_ROOT}/docs`;

/**
 * Zod's global registry: it holds every `.describe()` text (field descriptions reach the document only through
 * it) and the schemas the document names once under components.schemas and references with $ref.
 */
const contractSchemas = z.globalRegistry;
if (!contractSchemas.has(errorSchema)) contractSchemas.add(errorSchema, { id: 'ApiError' });

/** The request headers of spec section 7, as reusable parameters (each route also lists the ones it reads). */
const headerParameters = {
  Tenant: {
    name: 'Tenant',
    in: 'header',
    required: true,
    description: "Tenant code, fixed for each deployment of the apps (e.g. 'demo').",
    schema: { type: 'string' },
  },
  Branchs: {
    name: 'Branchs',
    in: 'header',
    required: false,
    description:
      'Selected branch codes (ma_dvcs) joined by commas, e.g. CN01,CN02. Each must exist and be granted to the user; lists and writes are limited to them (none sent: every granted branch).',
    schema: { type: 'string' },
  },
  DeviceId: {
    name: 'Device-Id',
    in: 'header',
    required: false,
    description: 'Device id: 8 to 128 letters, digits, dots, dashes, colons or underscores.',
    schema: { type: 'string' },
  },
  UserName: {
    name: 'User-Name',
    in: 'header',
    required: false,
    description: "When sent, must equal the signed-in user's user_name.",
    schema: { type: 'string' },
  },
  AcceptLanguage: {
    name: 'Accept-Language',
    in: 'header',
    required: false,
    description: "Language of error messages: 'vi' (default) or 'en'.",
    schema: { type: 'string' },
  },
} as const;

const description = [
  'Reference API of Sen ERP (spec section 7). Paths are relative to the server URL `/api`.',
  '',
  'Every request carries these headers (see components.parameters; each operation lists the ones it reads):',
  '- `Authorization: Bearer <access token>` on operations with the bearerAuth security requirement;',
  '- `Tenant`: the tenant code, fixed at build time of the apps;',
  '- `Branchs`: the selected branch codes joined by commas;',
  '- `Device-Id`: the device id;',
  "- `User-Name`: the signed-in user's name;",
  "- `Accept-Language`: 'vi' (default) or 'en', the language of error messages.",
  '',
  'Every failure answers `{ message, code, details? }` (components.schemas.ApiError) with `message` localised.',
  'Statuses every operation may answer are listed on it: 400 (validation, missing Tenant), 404 (unknown tenant or',
  'record), 500; with a bearer token also 401 (token missing, expired or revoked: refresh once, then sign in again)',
  'and 403 (not permitted, branch not granted); on writes also 409 (conflict), 413 (body too large) and 415',
  '(unsupported media type).',
].join('\n');

/** What each shared error status means, for the document. */
const errorDescriptions: Record<number, string> = {
  400: 'Invalid request: validation failed (details lists the issues), Tenant missing, Device-Id malformed',
  401: 'No valid access token (missing, expired or revoked): refresh once, then sign in again',
  403: 'Not permitted: the menu right is missing, or a Branchs code is not granted',
  404: 'Unknown tenant, or no such record',
  409: 'Conflict: a duplicate code, or a record still in use',
  413: 'Request body too large',
  415: 'Unsupported media type',
  429: 'Too many attempts: wait and try again',
  500: 'Server failure',
};

/** Which shared error statuses a route may answer, from how it authenticates and its method. */
export const errorStatusesOf = (route: Pick<RouteOptions, 'method' | 'config' | 'schema'>): number[] => {
  const auth: AuthMode = (route.config as { auth?: AuthMode } | undefined)?.auth ?? 'required';
  const schema = route.schema ?? {};
  const methods = (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toUpperCase());
  const writes = methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m));
  const hasInput = [schema.body, schema.querystring, schema.params].some((part) => part !== undefined);
  const statuses = new Set<number>([500]);
  // Tenant missing or unknown, Device-Id malformed; or input that fails validation.
  if (auth !== 'none' || hasInput || writes) statuses.add(400);
  if (auth !== 'none' || schema.params !== undefined) statuses.add(404);
  if (auth === 'required' || auth === 'optional') {
    statuses.add(401);
    statuses.add(403);
  }
  if (writes) {
    statuses.add(409);
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
};

/** A route as registered (HEAD routes Fastify adds for GET routes are left out). */
export type RegisteredRoute = { method: string; url: string; hidden: boolean };

const registeredRoutes = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Every /api route registered on `app` after `registerOpenApi`, documented or not (the contract tests compare). */
export const registeredApiRoutesOf = (app: FastifyInstance): RegisteredRoute[] => [
  ...(registeredRoutes.get(app) ?? []),
];

const recordApiRoutes = (app: FastifyInstance): void => {
  const routes: RegisteredRoute[] = [];
  registeredRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_ROOT}/`)) return;
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, hidden });
    }
  });
};

/** Routes of the API the document describes: under /api and not hidden. */
const isDocumentedApiRoute = (route: RouteOptions): boolean =>
  route.url.startsWith(`${API_ROOT}/`) && !(route.schema as { hide?: boolean } | undefined)?.hide;

/**
 * Declares the shared error responses once: each documented /api route gets `ApiError` for the statuses of
 * `errorStatusesOf` it does not declare itself, so the document lists them and the serializer accepts them.
 * Register before the routes.
 */
export const registerErrorResponses = (app: FastifyInstance): void => {
  app.addHook('onRoute', (route) => {
    if (!isDocumentedApiRoute(route)) return;
    const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
    const shared = Object.fromEntries(
      errorStatusesOf(route).map((status) => [
        status,
        // Always JSON, even on routes that answer files (their `produces` is about the success response).
        { description: errorDescriptions[status], content: { 'application/json': { schema: errorSchema } } },
      ]),
    );
    route.schema = { ...route.schema, response: { ...shared, ...declared } };
  });
};

type TransformObject = ReturnType<typeof createJsonSchemaTransformObject>;

/** The named schemas' request ('...Input') variants that no operation references are left out. */
const withoutUnusedInputSchemas =
  (transform: TransformObject): TransformObject =>
  (input) => {
    const document = transform(input) as { components?: { schemas?: Record<string, unknown> } };
    const schemas = document.components?.schemas ?? {};
    const text = JSON.stringify(document);
    for (const name of Object.keys(schemas)) {
      const unused = !text.includes(`"#/components/schemas/${name}"`);
      if (name.endsWith('Input') && name.slice(0, -'Input'.length) in schemas && unused) delete schemas[name];
    }
    return withSharedParts(document) as ReturnType<TransformObject>;
  };

/** Collects the route schemas into an OpenAPI 3.1 document (register before the routes). */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  recordApiRoutes(app);
  registerErrorResponses(app);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Sen ERP API', description, version: serverVersion },
      servers: [{ url: API_ROOT, description: 'The API root on the server that serves the apps' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: 'Authorization: Bearer <access token> from POST /auth/login or /auth/refresh-token.',
          },
        },
        parameters: headerParameters,
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: contractSchemas }),
    transformObject: withoutUnusedInputSchemas(
      createJsonSchemaTransformObject({ schemaRegistry: contractSchemas }),
    ),
  });
};

/** The document at /api/openapi.json and the API reference page at /api/docs (no Tenant, no token). */
export const registerOpenApiRoute = (app: FastifyInstance): void => {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(OPENAPI_DOCUMENT_URL, { config: { auth: 'none' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, auth: 'none' };
    });
    await docs.register(fastifySwaggerUi, {
      routePrefix: API_REFERENCE_URL,
      // Swagger UI reads the document served above (its own copy at /api/docs/json is the same document).
      uiConfig: { urls: [{ url: OPENAPI_DOCUMENT_URL, name: 'Sen ERP API' }] },
      theme: { title: 'Sen ERP API' },
    });
  });
};
