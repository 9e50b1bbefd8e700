import { describe, expect, it } from 'vitest';
import { printerGroupsOf, printers, routeTicketLines } from './printers.js';

const kitchen = { ma_may_in: 'BEP01', bo_phan: 'BEP', nhom_vt: 'MON, LAU' };
const bar = { ma_may_in: 'BAR01', bo_phan: 'BAR', nhom_vt: 'NUOC,bia' };
const counter = { ma_may_in: 'QUAY01', bo_phan: 'QUAY', nhom_vt: '' };

const routed = (list: Parameters<typeof routeTicketLines>[0], groups: (string | null)[]) => {
  const { lines, unrouted } = routeTicketLines(list, groups);
  return { lines: Object.fromEntries(lines), unrouted };
};

describe('kitchen and bar printers', () => {
  it('read their group lists trimmed, upper-cased and once each', () => {
    expect(printerGroupsOf(' nuoc , BIA,,NUOC ')).toEqual(['NUOC', 'BIA']);
    expect(printerGroupsOf('')).toEqual([]);
    expect(printerGroupsOf(null)).toEqual([]);
  });

  it('take group lists of codes and host names or addresses only', () => {
    const valid = (row: Record<string, unknown>) =>
      printers.inputSchema.safeParse({
        ma_may_in: 'P1',
        ten_may_in: 'Bếp',
        ma_dvcs: 'CN01',
        dia_chi_ip: '192.168.1.50',
        ...row,
      }).success;
    expect(valid({})).toBe(true);
    expect(valid({ nhom_vt: 'NVT001, NVT005' })).toBe(true);
    expect(valid({ nhom_vt: 'NVT001;NVT005' })).toBe(false);
    expect(valid({ dia_chi_ip: 'may-in-bep.local' })).toBe(true);
    expect(valid({ dia_chi_ip: 'fe80::1' })).toBe(true);
    expect(valid({ dia_chi_ip: 'http://x' })).toBe(false);
    expect(valid({ cong: 70000 })).toBe(false);
    expect(valid({ kho_giay: '72' })).toBe(false);
  });

  it('send each station only the lines of the groups it lists', () => {
    expect(routed([kitchen, bar], ['MON', 'NUOC', 'BIA', 'LAU'])).toEqual({
      lines: { BEP01: [0, 3], BAR01: [1, 2] },
      unrouted: [],
    });
  });

  it('send a line no list names to the printers with an empty list, else to the kitchen', () => {
    expect(routed([kitchen, bar, counter], ['KHAC', 'NUOC', null])).toEqual({
      lines: { QUAY01: [0, 2], BAR01: [1] },
      unrouted: [],
    });
    expect(routed([bar, kitchen], ['KHAC', null, 'NUOC'])).toEqual({
      lines: { BEP01: [0, 1], BAR01: [2] },
      unrouted: [],
    });
  });

  it('leave a line unprinted when no printer takes it', () => {
    expect(routed([bar], ['NUOC', 'MON'])).toEqual({ lines: { BAR01: [0] }, unrouted: [1] });
    expect(routed([], ['MON'])).toEqual({ lines: {}, unrouted: [0] });
  });
});
