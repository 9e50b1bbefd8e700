import { describe, expect, it } from 'vitest';
import { payKeyAction } from './pay-key';

describe('the pay key (F9)', () => {
  it('pays at once an order that can be paid', () => {
    expect(payKeyAction({ canPay: true, busy: false, hasLines: true })).toBe('pay');
  });
  it('waits for an order being saved or priced, and is not lost', () => {
    expect(payKeyAction({ canPay: false, busy: true, hasLines: true })).toBe('when-ready');
  });
  it('does nothing for an empty order, or one that cannot be paid and is not busy', () => {
    expect(payKeyAction({ canPay: false, busy: true, hasLines: false })).toBe('none');
    expect(payKeyAction({ canPay: false, busy: false, hasLines: true })).toBe('none');
  });
});
