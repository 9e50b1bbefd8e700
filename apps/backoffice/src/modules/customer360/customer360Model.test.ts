import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '@sen/domain/resources';
import {
  callLength,
  callWords,
  cardEntryTakesOff,
  entriesByDay,
  entryHeading,
  entryStatus,
  kindLabel,
  kindsQuery,
  quickActionsOf,
} from './customer360Model';

const entry = (over: Partial<TimelineEntry>): TimelineEntry => ({
  kind: 'note',
  id: 'x',
  at: '2026-11-20T09:00:00',
  day: '2026-11-20',
  time: null,
  so_ct: null,
  title: null,
  detail: null,
  amount: null,
  status: null,
  outcome: null,
  direction: null,
  card: null,
  card_amount: null,
  balance: null,
  sessions: null,
  duration: null,
  from: null,
  to: null,
  by: null,
  ma_dvcs: null,
  href: null,
  ...over,
});

describe('the customer page’s words', () => {
  it('names the kinds and each entry’s status from its resource, with a tone', () => {
    expect(kindLabel('retail', 'vi')).toBe('Bán lẻ (POS)');
    expect(kindLabel('retail', 'en')).toBe('POS sales');
    // One entry is named in the singular: 'Appointment LH000014', not the chip's 'Appointments'.
    expect(entryHeading('appointment', 'LH000014', 'en')).toBe('Appointment LH000014');
    expect(entryHeading('card', 'LT000018', 'en')).toBe('Card entry LT000018');
    expect(entryHeading('appointment', 'LH000014', 'vi')).toBe('Lịch hẹn LH000014');
    expect(entryHeading('note', null, 'en')).toBe('Note');
    expect(entryStatus(entry({ kind: 'retail', status: '1' }), 'vi')).toEqual({
      label: 'Hoàn thành',
      tone: 'success',
    });
    expect(entryStatus(entry({ kind: 'appointment', status: '4' }), 'vi')).toEqual({
      label: 'Khách không đến',
      tone: 'danger',
    });
    expect(entryStatus(entry({ kind: 'card', status: 'TIEU' }), 'vi')).toEqual({
      label: 'Thanh toán',
      tone: 'warning',
    });
    expect(entryStatus(entry({ kind: 'call', status: 'NO_ANSWER' }), 'en')).toEqual({
      label: 'No answer',
      tone: 'warning',
    });
    expect(entryStatus(entry({ kind: 'note' }), 'vi')).toBeNull();
    expect(callWords(entry({ outcome: 'INTERESTED', direction: 'OUT' }), 'vi')).toEqual({
      outcome: 'Quan tâm',
      direction: 'Gọi đi',
    });
  });

  it('takes a payment off a card; says a call’s length', () => {
    expect(cardEntryTakesOff('TIEU')).toBe(true);
    expect(cardEntryTakesOff('NAP')).toBe(false);
    expect(callLength(95, 'vi')).toBe('1 phút 35 giây');
    expect(callLength(120, 'en')).toBe('2 min');
    expect(callLength(40, 'vi')).toBe('40 giây');
    expect(callLength(0, 'vi')).toBeNull();
  });

  it('groups a page by day, keeping the order', () => {
    const a = entry({ id: 'a', day: '2026-11-21' });
    const b = entry({ id: 'b', day: '2026-11-21' });
    const c = entry({ id: 'c', day: '2026-11-20' });
    expect(entriesByDay([a, b, c])).toEqual([
      { day: '2026-11-21', entries: [a, b] },
      { day: '2026-11-20', entries: [c] },
    ]);
  });

  it('asks for the chosen kinds only, every kind when none or all are chosen', () => {
    const visible = ['appointment', 'retail', 'call', 'note'] as const;
    expect(kindsQuery(new Set(), visible)).toBeUndefined();
    expect(kindsQuery(new Set(visible), visible)).toBeUndefined();
    expect(kindsQuery(new Set(['note', 'retail', 'bill']), visible)).toBe('retail,note');
  });

  it('prefills the appointment, the bill and the POS with the customer', () => {
    expect(quickActionsOf('KH0001')).toEqual({
      book: '/crm/tasks/new?ma_kh=KH0001',
      bill: '/sales/bills/new?ma_kh=KH0001',
      pos: '/sales/retail-orders/cashier?kh=KH0001',
    });
  });
});
