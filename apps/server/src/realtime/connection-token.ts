import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

/** How long a negotiated connection token may be used to open the WebSocket. */
export const CONNECTION_TOKEN_TTL_MS = 2 * 60_000;

export type ConnectionGrant = { connectionId: string; tenantId: string; userId: string };

const sign = (payload: string, secret: string) =>
  createHmac('sha256', `hub-connection:${secret}`).update(payload).digest('base64url');

/**
 * The negotiate answer's connectionToken: connection id, tenant, user and expiry, signed with the server's
 * secret, so any instance sharing the secret accepts it (no sticky sessions needed).
 */
export const issueConnectionToken = (
  grant: Omit<ConnectionGrant, 'connectionId'>,
  secret: string,
  now = Date.now(),
): { connectionId: string; connectionToken: string } => {
  const connectionId = randomUUID();
  const payload = Buffer.from(
    JSON.stringify({ c: connectionId, t: grant.tenantId, u: grant.userId, e: now + CONNECTION_TOKEN_TTL_MS }),
  ).toString('base64url');
  return { connectionId, connectionToken: `${payload}.${sign(payload, secret)}` };
};

/** The grant of a valid, unexpired connection token; undefined otherwise. */
export const readConnectionToken = (
  token: string,
  secret: string,
  now = Date.now(),
): ConnectionGrant | undefined => {
  const [payload = '', signature = '', extra] = token.split('.');
  if (extra !== undefined || !payload || !signature) return undefined;
  const expected = Buffer.from(sign(payload, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    const { c, t, u, e } = value;
    if (typeof c !== 'string' || typeof t !== 'string' || typeof u !== 'string' || typeof e !== 'number') {
      return undefined;
    }
    return e > now ? { connectionId: c, tenantId: t, userId: u } : undefined;
  } catch {
    return undefined;
  }
};
