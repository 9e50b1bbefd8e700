import type { TFunction } from '../../i18n';

/** The message to show for a failed call: the server's (localised) message, else the system error message. */
export const failureText = (error: unknown, t: TFunction): string =>
  error instanceof Error && error.message.trim() ? error.message : t('SYSTEM_ERROR', { ns: 'errors' });
