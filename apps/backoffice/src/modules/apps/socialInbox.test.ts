import { describe, expect, it } from 'vitest';
import { configDefaults } from '@sen/domain';
import { SOCIAL_INBOX_FLAG, socialInboxStateOf } from './socialInbox';

describe('socialInboxStateOf', () => {
  it('is off by default (the flag of spec section 9 defaults to false)', () => {
    expect(configDefaults.find((c) => c.name === SOCIAL_INBOX_FLAG)).toEqual({
      name: SOCIAL_INBOX_FLAG,
      group: 'crm',
      value: 'f',
    });
    expect(socialInboxStateOf([])).toBe('off');
    expect(socialInboxStateOf([{ group: 'crm', name: SOCIAL_INBOX_FLAG, value: 'f' }])).toBe('off');
  });

  it("follows the tenant's flag when it is on", () => {
    expect(socialInboxStateOf([{ group: 'crm', name: SOCIAL_INBOX_FLAG, value: 't' }])).toBe('unavailable');
  });
});
