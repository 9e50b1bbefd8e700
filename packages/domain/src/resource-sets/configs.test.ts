import { describe, expect, it } from 'vitest';
import { configShownTo, isCredentialName, mayReadConfigValue } from './configs.js';

describe('secret config values', () => {
  it('names credentials by their last word, not by a word inside', () => {
    for (const name of ['password', 'agent_pass', 'password_hash', 'app_secret', 'refresh_token', 'api_key'])
      expect(isCredentialName(name), name).toBe(true);
    for (const name of ['password_changed', 'token_end', 'keyboard', 'sale_return_days'])
      expect(isCredentialName(name), name).toBe(false);
  });

  it('shows the call-center key to staff, server credentials to administrators, the rest to anyone', () => {
    const reads = (group: string, name: string) =>
      (['anyone', 'staff', 'admin'] as const).map((reader) => mayReadConfigValue({ group, name }, reader));
    expect(reads('call_center', 'access_key')).toEqual([false, true, true]);
    expect(reads('push', 'server_key')).toEqual([false, false, true]);
    expect(reads('sms', 'api_key')).toEqual([false, false, true]);
    expect(reads('sale', 'sale_return_days')).toEqual([true, true, true]);
  });

  it('blanks only the value of an entry the reader may not see', () => {
    const entry = { _id: 'x', group: 'push', name: 'server_key', value: 'k' };
    expect(configShownTo(entry, 'staff')).toEqual({ ...entry, value: '' });
    expect(configShownTo(entry, 'admin')).toBe(entry);
  });
});
