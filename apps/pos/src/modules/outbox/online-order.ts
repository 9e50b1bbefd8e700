import type { LocalOrder } from './local-db';
import { backoffMs, sendLater, settleOrder, takeOrder } from './outbox';
import { refreshOutbox, sendOrder, stampOf, tillOutbox, wakeSender } from './till-outbox';

/** The till's sales sent at once (loaded only when one is: most sales go by the outbox). */

/** How long the outbox leaves an order the till is sending itself. */
const ANSWER_WAIT_MS = 60_000;

/** The server refused an order the till sent at once: its message, in the cashier's language, and its code. */
export class OrderRefused extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

/**
 * Takes an order that spends the customer's prepaid value (package sessions, their prepaid card): what it spends
 * is the server's to grant — sessions and balances it alone holds, and under sale_package_require_otp the code the
 * customer confirmed for this order's id (`id`, made when the payment opened) — so the till sends it at once and
 * waits for the answer instead of leaving it to the outbox:
 *
 * - stored: kept on the device as sent, with the server's number;
 * - refused (a session or balance gone meanwhile, a code missing): nothing is kept, and OrderRefused carries the
 *   server's message to the payment, where the cashier chooses another way to pay;
 * - not reached (the network dropped during the send): the server may or may not have it, so the outbox sends it as
 *   any order, under the same id — a resend answers the stored order and stores nothing twice, and the customer's
 *   confirmation waits on the server under that id — and the till shows it waiting, then sent or refused.
 */
export const takeOnlineOrder = async (
  path: string,
  body: Record<string, unknown>,
  id: string,
): Promise<LocalOrder> => {
  const db = await tillOutbox();
  // Kept and queued like any order, but for the outbox only once this send has had its time: should the page close
  // meanwhile, the outbox sends it later under the same id.
  const order = await takeOrder(db, path, body, Date.now(), stampOf(path), {
    id,
    sendAt: Date.now() + ANSWER_WAIT_MS,
  });
  const result = await sendOrder(order);
  if (result.kind === 'unreachable') await sendLater(db, order.id, Date.now() + backoffMs(1));
  else await settleOrder(db, order.id, result);
  void refreshOutbox();
  if (result.kind === 'refused') throw new OrderRefused(result.message, result.code);
  if (result.kind === 'unreachable') wakeSender();
  return result.kind === 'stored' ? { ...order, state: 'sent', so_ct: result.so_ct } : order;
};
