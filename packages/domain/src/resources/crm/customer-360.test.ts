import { describe, expect, it } from 'vitest';
import { resourceNamed } from '../catalogue.js';
import {
  compareTimeline,
  isVipPartner,
  parseTimelineKinds,
  timelineCursorOf,
  timelineHrefOf,
  timelineKindSpecs,
  timelineKinds,
  timelinePositionOf,
} from './customer-360.js';
import { callLogProblemOf } from './call-log-rules.js';

const ID_A = '0190aaaa-0000-7000-8000-000000000001';
const ID_B = '0190aaaa-0000-7000-8000-000000000002';

describe('the customer timeline', () => {
  it('reads each kind from a catalogue resource, whose page an entry opens', () => {
    for (const spec of timelineKindSpecs) expect(resourceNamed(spec.source), spec.kind).toBeDefined();
    for (const kind of timelineKinds) {
      const href = timelineHrefOf(kind, ID_A);
      if (kind === 'note') expect(href).toBeNull();
      else
        expect(resourceNamed(timelineKindSpecs.find((s) => s.kind === kind)!.source)?.route).toBe(
          href!.slice(0, href!.lastIndexOf('/')),
        );
    }
  });

  it('orders newest first, the larger id first within a moment', () => {
    const entries = [
      { at: '2026-05-01T09:00:00', id: ID_A },
      { at: '2026-05-02T08:00:00', id: ID_A },
      { at: '2026-05-01T09:00:00', id: ID_B },
    ];
    expect([...entries].sort(compareTimeline)).toEqual([entries[1], entries[2], entries[0]]);
  });

  it('carries a position in an opaque cursor and refuses one it did not make', () => {
    const position = { at: '2026-05-01T09:00:00', id: ID_B };
    const cursor = timelineCursorOf(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(timelinePositionOf(cursor)).toEqual(position);
    for (const bad of ['', 'abc', '!!!', timelineCursorOf({ at: '2026-05-01', id: ID_A }), 'x'.repeat(200)])
      expect(timelinePositionOf(bad), bad).toBeUndefined();
    expect(timelinePositionOf(timelineCursorOf({ at: '2026-05-01T09:00:00', id: 'KH0001' }))).toBeUndefined();
  });

  it('filters by the kinds named, telling the unknown ones', () => {
    expect(parseTimelineKinds(undefined)).toEqual({ unknown: [] });
    expect(parseTimelineKinds(' , ')).toEqual({ unknown: [] });
    expect(parseTimelineKinds('note,call')).toEqual({ kinds: ['call', 'note'], unknown: [] });
    expect(parseTimelineKinds('call,chat')).toEqual({ kinds: ['call'], unknown: ['chat'] });
  });

  it('calls a customer of the VIP level VIP', () => {
    expect(isVipPartner({ ma_hang: 'VIP' })).toBe(true);
    expect(isVipPartner({ ma_hang: 'VANG' })).toBe(false);
    expect(isVipPartner({ ma_hang: null })).toBe(false);
  });
});

describe('what a call must say under the call settings', () => {
  const on = (...names: string[]) => names.map((name) => ({ group: 'crm', name, value: 't' }));

  it('asks nothing by default', () => {
    expect(callLogProblemOf({ ket_qua: 'ANSWERED' }, [])).toBeUndefined();
  });

  it('crm_calllog_status: an answered call says where the customer stands, not "not consulted"', () => {
    const flags = on('crm_calllog_status');
    expect(callLogProblemOf({ ket_qua: 'ANSWERED' }, flags)).toEqual({
      code: 'CALL_STATUS_REQUIRED',
      field: 'tinh_trang',
    });
    expect(callLogProblemOf({ tinh_trang: 'NEW' }, flags)?.code).toBe('CALL_STATUS_REQUIRED');
    expect(callLogProblemOf({ ket_qua: 'ANSWERED', tinh_trang: 'INTERESTED' }, flags)).toBeUndefined();
    // Nobody answered: nothing to say about the customer yet.
    expect(callLogProblemOf({ ket_qua: 'NO_ANSWER', tinh_trang: 'NEW' }, flags)).toBeUndefined();
  });

  it('crm_calllog_force_task: a follow-up appointment, existing or booked with the call', () => {
    const flags = on('crm_calllog_force_task');
    expect(callLogProblemOf({ ket_qua: 'BUSY' }, flags)).toEqual({
      code: 'CALL_FOLLOW_UP_REQUIRED',
      field: 'so_lh',
    });
    expect(callLogProblemOf({ ket_qua: 'BUSY', so_lh: 'LH000012' }, flags)).toBeUndefined();
    expect(callLogProblemOf({ ket_qua: 'BUSY' }, flags, true)).toBeUndefined();
  });
});
