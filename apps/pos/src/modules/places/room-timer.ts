import { configNumber, configValue, isTrue, type ConfigFlag } from '@sen/domain';

/**
 * The time a room is booked for (room_order_lock_time on, room_order_lock_time_value minutes): what is left of it,
 * or how far over it the guests are. Without the flag, or with no minutes set, rooms run open-ended. Pure.
 */
export const roomTimeOf = (
  configs: readonly ConfigFlag[],
  minutes: number,
): { left: number; over: number } | null => {
  if (!isTrue(configValue(configs, 'room_order_lock_time'))) return null;
  const limit = configNumber(configs, 'room_order_lock_time_value');
  if (!(limit > 0)) return null;
  return minutes <= limit ? { left: limit - minutes, over: 0 } : { left: 0, over: minutes - limit };
};

/** Whether a room's order may change room, and its staff once named (room_order_change_room_employee). */
export const roomChangeAllowed = (configs: readonly ConfigFlag[]): boolean =>
  isTrue(configValue(configs, 'room_order_change_room_employee'));
