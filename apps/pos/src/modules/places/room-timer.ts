import { configNumber, configValue, isTrue, type ConfigFlag } from '@sen/domain';

/** A room's clock: minutes until it starts counting, or what is left of the time booked, or how far over. */
export type RoomTime = { startsIn: number } | { left: number; over: number };

/**
 * A room's clock `minutes` after check-in. The room's time starts room_order_start_time minutes after check-in (a
 * grace while the guests settle; 0: at once). With room_order_lock_time on, a room is booked for
 * room_order_lock_time_value minutes of that time: what is left of it, or how far over it the guests are. Without
 * a grace nor a booked time, rooms run open-ended (null). Pure.
 */
export const roomTimeOf = (configs: readonly ConfigFlag[], minutes: number): RoomTime | null => {
  const grace = Math.max(0, configNumber(configs, 'room_order_start_time') || 0);
  if (minutes < grace) return { startsIn: grace - minutes };
  if (!isTrue(configValue(configs, 'room_order_lock_time'))) return null;
  const limit = configNumber(configs, 'room_order_lock_time_value');
  if (!(limit > 0)) return null;
  const counted = minutes - grace;
  return counted <= limit ? { left: limit - counted, over: 0 } : { left: 0, over: counted - limit };
};

/** Whether a room's order may change room, and its staff once named (room_order_change_room_employee). */
export const roomChangeAllowed = (configs: readonly ConfigFlag[]): boolean =>
  isTrue(configValue(configs, 'room_order_change_room_employee'));
