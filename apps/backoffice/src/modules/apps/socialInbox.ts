import { configValue, isTrue, type ConfigFlag } from '@sen/domain';

/** The config flag that turns the social inbox (Pancake, spec section 7) on for a tenant. */
export const SOCIAL_INBOX_FLAG = 'crm_pancake_enabled';

/**
 * The state of the social inbox integration: 'off' while the tenant's flag is off (its default), 'unavailable'
 * when it is on but this server has no social inbox service to embed yet.
 */
export type SocialInboxState = 'off' | 'unavailable';

export const socialInboxStateOf = (configs: readonly ConfigFlag[]): SocialInboxState =>
  isTrue(configValue(configs, SOCIAL_INBOX_FLAG, 'crm')) ? 'unavailable' : 'off';
