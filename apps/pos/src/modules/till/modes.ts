/** The four tills of the POS, each opening the spec's cashier route of the same name. */
export const tillModes = [
  { id: 'retail', cashierPath: '/sales/retail-orders/cashier' },
  { id: 'serving', cashierPath: '/sales/serving/cashier' },
  { id: 'room', cashierPath: '/sales/room-orders/cashier' },
  { id: 'restaurant', cashierPath: '/sales/restaurant/cashier' },
] as const;

export type TillMode = (typeof tillModes)[number]['id'];

export const isTillMode = (value: string): value is TillMode => tillModes.some((mode) => mode.id === value);
