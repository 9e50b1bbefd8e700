/**
 * The in-app path a `redirect` query may send to after sign-in: a relative path on this origin (not '//' or a
 * URL with a scheme), never back to a login screen; otherwise undefined.
 */
export const safeRedirect = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const target = value.trim();
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  const bare = target.split(/[?#]/)[0]?.replace(/\/+$/, '') ?? '';
  if (bare === '/auth/login' || bare === '/pages/login') return undefined;
  return target;
};
