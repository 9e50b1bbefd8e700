/**
 * What the pay key (F9; F8, cash first, on the retail till) does: opens the payment when the order can be paid;
 * while the order is being saved or priced again, once that is done (a key pressed a moment after adding a line or
 * saving is not lost); otherwise nothing.
 */
export const payKeyAction = (state: {
  canPay: boolean;
  busy: boolean;
  hasLines: boolean;
}): 'pay' | 'when-ready' | 'none' => {
  if (state.canPay) return 'pay';
  return state.busy && state.hasLines ? 'when-ready' : 'none';
};
