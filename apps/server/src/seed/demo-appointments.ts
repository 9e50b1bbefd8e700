import { bookingClash, timeOfMinutes, type BookingSlot } from '@sen/domain/resources';
import { demoServices } from './demo-goods.js';

type Row = Record<string, unknown>;

/** Days from today of a branch's appointments, in order: a few past ones, a busy today, the weeks ahead. */
const DAY_OFFSETS = [-6, -4, -2, -1, 0, 0, 0, 0, 0, 1, 1, 2, 3, 5, 8];

const dayOf = (today: Date, offset: number): string => {
  const day = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  return day.toISOString().slice(0, 10);
};

/**
 * Where an appointment stands by its day: past ones done (one a no-show, one cancelled), today's arrived in the
 * morning and confirmed for later, the coming ones booked or confirmed.
 */
const statusOf = (offset: number, start: number, index: number): string => {
  if (offset < 0) return index % 5 === 1 ? '4' : index % 7 === 3 ? '9' : '3';
  if (offset === 0) return start < 11 * 60 ? '3' : start < 13 * 60 ? '2' : '1';
  return index % 2 === 0 ? '1' : '0';
};

/**
 * The demo appointments as a front desk keeps them (fixed after the generic rows are made): each on a day around
 * today, on the quarter hour within opening hours, lasting its service's time with its processing, with a
 * technician and, for a service that needs one, a room of its branch — never two at once for either (the same
 * booking rules the server enforces), so the calendar opens on a believable, clash-free day.
 */
export const withDemoAppointments = (rows: Map<string, Row[]>, today: Date): void => {
  const tasks = rows.get('tasks') ?? [];
  const employees = rows.get('employees') ?? [];
  const rooms = rows.get('rooms') ?? [];
  const byBranch = new Map<string, Row[]>();
  for (const task of tasks) {
    const branch = String(task.ma_dvcs ?? '');
    byBranch.set(branch, [...(byBranch.get(branch) ?? []), task]);
  }
  for (const [branch, list] of byBranch) {
    const staff = employees.filter((e) => !e.ma_dvcs || e.ma_dvcs === branch);
    const beds = rooms.filter((r) => r.ma_dvcs === branch && r.trang_thai === '0');
    const booked: BookingSlot[] = [];
    list.forEach((task, index) => {
      const offset = DAY_OFFSETS[index % DAY_OFFSETS.length] ?? 0;
      const service =
        demoServices.find((s) => s.ma_vt === task.ma_vt) ?? demoServices[index % demoServices.length]!;
      const ngay_hen = dayOf(today, offset);
      const base: BookingSlot = {
        ngay_hen,
        gio_hen: '09:00',
        thoi_luong: service.thoi_gian,
        cho_sau: service.cho_sau,
        thoi_gian_cho: service.thoi_gian_cho,
        trang_thai: '1',
      };
      // The first quarter hour from 9:00 (on through the day) with a technician, and a room when needed, free.
      let chosen: BookingSlot | undefined;
      for (
        let start = 9 * 60 + (index % 4) * 60;
        !chosen && start + service.thoi_gian <= 20 * 60;
        start += 15
      ) {
        for (let e = 0; !chosen && e < staff.length; e += 1) {
          const employee = staff[(index + e) % staff.length]!;
          const roomChoices = service.can_phong ? beds : [undefined];
          for (let r = 0; !chosen && r < roomChoices.length; r += 1) {
            const room = roomChoices[(index + r) % roomChoices.length];
            const slot: BookingSlot = {
              ...base,
              gio_hen: timeOfMinutes(start),
              ma_nv: String(employee.ma_nv),
              ma_phong: room ? String(room.ma_phong) : null,
            };
            if (!bookingClash(slot, booked)) chosen = slot;
          }
        }
      }
      if (!chosen) return;
      booked.push(chosen);
      const employee = staff.find((e) => e.ma_nv === chosen.ma_nv);
      const room = beds.find((r) => r.ma_phong === chosen.ma_phong);
      const start = Number(chosen.gio_hen.slice(0, 2)) * 60 + Number(chosen.gio_hen.slice(3));
      Object.assign(task, {
        ngay_hen,
        gio_hen: chosen.gio_hen,
        thoi_luong: service.thoi_gian,
        ma_vt: service.ma_vt,
        ten_vt: service.ten_vt,
        cho_sau: service.cho_sau,
        thoi_gian_cho: service.thoi_gian_cho,
        ma_nv: chosen.ma_nv,
        ten_nv: employee?.ten_nv ?? null,
        ma_phong: chosen.ma_phong ?? null,
        ten_phong: room?.ten_phong ?? null,
        trang_thai: statusOf(offset, start, index),
        // Booked before the day it is for.
        ...(String(task.ngay_ct ?? '') > ngay_hen && { ngay_ct: dayOf(today, offset - 3) }),
      });
    });
  }
};
