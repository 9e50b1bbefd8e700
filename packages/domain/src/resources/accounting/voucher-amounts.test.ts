import { describe, expect, it } from 'vitest';
import { accountingInvoices } from './accounting-invoices.js';
import { receiveInvoices } from './receive-invoices.js';
import { withJournalTotals } from './voucher-amounts.js';

describe('accounting voucher amounts', () => {
  it('totals a cash receipt from its lines, never trusting the sent total', () => {
    const derived = receiveInvoices.derive?.({
      t_tien: 999,
      chi_tiet: [
        { tk_co: '131', tien: 1_500_000 },
        { tk_co: '3387', tien: 500_000 },
      ],
    });
    expect(derived?.t_tien).toBe(2_000_000);
  });

  it('rounds journal lines to whole VND and sums debits and credits', () => {
    const derived = withJournalTotals({
      chi_tiet: [
        { tk: '642', ps_no: 1_000_000.4 },
        { tk: '1111', ps_co: 1_000_000 },
      ],
    });
    expect(derived).toMatchObject({ t_ps_no: 1_000_000, t_ps_co: 1_000_000 });
    expect((derived.chi_tiet as Record<string, unknown>[])[0]).toMatchObject({ ps_no: 1_000_000, ps_co: 0 });
  });

  it('refuses a journal voucher whose debits and credits differ', () => {
    const balanced = {
      chi_tiet: [
        { tk: '642', ps_no: 500_000 },
        { tk: '1111', ps_co: 500_000 },
      ],
    };
    expect(accountingInvoices.check?.(balanced)).toBeUndefined();
    const unbalanced = {
      chi_tiet: [
        { tk: '642', ps_no: 500_000 },
        { tk: '1111', ps_co: 400_000 },
      ],
    };
    expect(accountingInvoices.check?.(unbalanced)).toEqual({ code: 'VALIDATION_FAILED', field: 'chi_tiet' });
  });
});
