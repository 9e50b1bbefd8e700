import { useState } from 'react';
import { payKeyAction } from './pay-key';

/**
 * The pay key of a till screen (payKeyAction): answers what a press does, opening the payment at once or, while
 * the order is being saved or priced, once it is ready (and then only if it can be paid).
 */
export const usePayKey = (state: {
  canPay: boolean;
  busy: boolean;
  hasLines: boolean;
  open: () => void;
}): (() => void) => {
  const [waiting, setWaiting] = useState(false);
  if (waiting && !state.busy) {
    setWaiting(false);
    if (state.canPay) state.open();
  }
  return () => {
    const action = payKeyAction(state);
    if (action === 'pay') state.open();
    else if (action === 'when-ready') setWaiting(true);
  };
};
