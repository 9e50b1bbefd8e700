/**
 * How the client treats one request:
 * - `auth`: send `Authorization: Bearer <access token>`;
 * - `refreshOnUnauthorized`: on a 401, refresh the session once (joining the refresh in flight) and retry;
 * - `addBranch`: on POST, add `ma_dvcs` when absent and exactly one branch is selected.
 */
export type RequestPolicy = { auth: boolean; refreshOnUnauthorized: boolean; addBranch: boolean };

/** The request property (set from the init of an openapi-fetch call) that overrides the policy of its path. */
export const POLICY_KEY = 'senPolicy';

/** A call's init may carry `{ [POLICY_KEY]: Partial<RequestPolicy> }`; openapi-fetch copies it onto the Request. */
export type PolicyInit = { [POLICY_KEY]?: Partial<RequestPolicy> };

/** Calls made without a session: no Authorization (a stale token must not go out), never refreshed on a 401. */
const SIGN_IN_PATHS = [
  /^\/auth\/login$/,
  /^\/auth\/refresh-token$/,
  /^\/auth\/otp\/customer\/[^/]+$/,
  /^\/health$/,
];

/**
 * The policy of a path relative to the API root (a schema path such as '/auth/otp/customer/{id}' or a concrete
 * one): sign-in calls send no token and are not refreshed; sign-out is not refreshed; session calls (/auth/...)
 * carry no branch code; every other call sends the token, refreshes once on a 401 and adds the branch code.
 */
export const pathPolicy = (path: string): RequestPolicy => {
  const signIn = SIGN_IN_PATHS.some((pattern) => pattern.test(path));
  return {
    auth: !signIn,
    refreshOnUnauthorized: !signIn && path !== '/auth/logout',
    addBranch: !path.startsWith('/auth/'),
  };
};

/** The policy of a request: its path's, overridden by what its call set. */
export const policyOf = (request: Request, schemaPath: string): RequestPolicy => {
  const override = (request as Request & PolicyInit)[POLICY_KEY] ?? {};
  const defined = Object.entries(override).filter(([, value]) => value !== undefined);
  return { ...pathPolicy(schemaPath), ...(Object.fromEntries(defined) as Partial<RequestPolicy>) };
};

/** Carries a request's policy override over to the request that replaces it. */
export const withPolicyOf = (next: Request, previous: Request): Request => {
  const override = (previous as Request & PolicyInit)[POLICY_KEY];
  if (override) (next as Request & PolicyInit)[POLICY_KEY] = override;
  return next;
};
