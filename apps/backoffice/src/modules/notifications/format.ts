/** The recipients typed in the broadcast form: user names split on commas, semicolons or spaces, each once. */
export const parseUserNames = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\s,;]+/)
      .map((name) => name.trim())
      .filter(Boolean),
  ),
];

/** Where a notification's link leads: nowhere, a page of the app, or another site (opened in a new tab). */
export type NotificationTarget =
  { kind: 'none' } | { kind: 'internal'; href: string } | { kind: 'external'; href: string };

export const notificationTarget = (link: string): NotificationTarget => {
  const href = link.trim();
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'internal', href };
  if (/^https?:\/\//i.test(href)) return { kind: 'external', href };
  return { kind: 'none' };
};
