import { describe, expect, it } from 'vitest';
import { roomChangeAllowed, roomTimeOf } from './room-timer';

const configs = (values: Record<string, string>) =>
  Object.entries(values).map(([name, value]) => ({ name, group: 'room', value }));

describe("a room's time", () => {
  it('counts down the minutes booked, then up the minutes over', () => {
    const booked = configs({ room_order_lock_time: 't', room_order_lock_time_value: '90' });
    expect(roomTimeOf(booked, 30)).toEqual({ left: 60, over: 0 });
    expect(roomTimeOf(booked, 90)).toEqual({ left: 0, over: 0 });
    expect(roomTimeOf(booked, 105)).toEqual({ left: 0, over: 15 });
  });

  it('starts counting room_order_start_time minutes after check-in, with or without a booked time', () => {
    const grace = { room_order_start_time: '10' };
    expect(roomTimeOf(configs(grace), 4)).toEqual({ startsIn: 6 });
    expect(roomTimeOf(configs(grace), 10)).toBeNull();
    const booked = configs({ ...grace, room_order_lock_time: 't', room_order_lock_time_value: '60' });
    expect(roomTimeOf(booked, 0)).toEqual({ startsIn: 10 });
    expect(roomTimeOf(booked, 40)).toEqual({ left: 30, over: 0 });
    expect(roomTimeOf(booked, 75)).toEqual({ left: 0, over: 5 });
  });

  it('runs open-ended without the flag or without minutes', () => {
    expect(
      roomTimeOf(configs({ room_order_lock_time: 'f', room_order_lock_time_value: '90' }), 30),
    ).toBeNull();
    expect(roomTimeOf(configs({ room_order_lock_time: 't' }), 30)).toBeNull();
    expect(roomTimeOf([], 30)).toBeNull();
  });

  it('lets a room change room and staff only with room_order_change_room_employee', () => {
    expect(roomChangeAllowed(configs({ room_order_change_room_employee: 't' }))).toBe(true);
    expect(roomChangeAllowed([])).toBe(false);
  });
});
