import { describe, expect, it } from 'vitest';
import { userInfoOf, type AuditLogEntry } from '@sen/domain';
import { resourceNamed } from '@sen/domain/resources';
import { historyEntriesOf } from './history';
import { LOGS_MENU_ID, recordCardRegistryOf, recordCardsOf } from './registry';

const rooms = resourceNamed('rooms')!;

const entry = (over: Partial<AuditLogEntry>): AuditLogEntry => ({
  id: '1',
  at: '2026-11-27T07:05:00.000Z',
  user_name: 'admin',
  ip: null,
  device_id: null,
  action: 'update',
  resource: 'sales/rooms',
  resource_name: 'rooms',
  record_id: 'r1',
  record_key: 'P101',
  before: null,
  after: null,
  ...over,
});

describe('the record cards', () => {
  const registry = recordCardRegistryOf({ history: 'HistoryCard', packageOtp: 'PackageOtpCard' });

  it('every record shows its history to those who may read the audit log, and nothing to the others', () => {
    const admin = userInfoOf({ user_name: 'admin', is_admin: 1 });
    const auditor = userInfoOf({ user_name: 'kt', r_access: [LOGS_MENU_ID], r_read: [LOGS_MENU_ID] });
    const cashier = userInfoOf({ user_name: 'thungan', r_access: ['sales.rooms'], r_read: ['sales.rooms'] });
    expect(recordCardsOf(registry, rooms, admin).map((c) => c.component)).toEqual(['HistoryCard']);
    expect(recordCardsOf(registry, resourceNamed('bills')!, auditor).map((c) => c.id)).toEqual(['history']);
    expect(recordCardsOf(registry, rooms, cashier)).toEqual([]);
    expect(recordCardsOf(registry, rooms, null)).toEqual([]);
  });

  it('a service voucher shows the package confirmation to those who may edit service vouchers', () => {
    const services = resourceNamed('sales-services')!;
    const receptionist = userInfoOf({
      user_name: 'letan',
      r_access: ['sales.services'],
      r_read: ['sales.services'],
      r_edit: ['sales.services'],
    });
    const reader = userInfoOf({ user_name: 'xem', r_access: ['sales.services'], r_read: ['sales.services'] });
    expect(recordCardsOf(registry, services, receptionist).map((c) => c.id)).toEqual(['package-otp']);
    expect(recordCardsOf(registry, services, reader)).toEqual([]);
    expect(recordCardsOf(registry, rooms, receptionist).map((c) => c.id)).toEqual([]);
  });
});

describe('the history of a record', () => {
  it('says who did what when, and which declared fields an update changed, formatted by type', () => {
    const [update, created] = historyEntriesOf(
      [
        entry({
          id: '2',
          before: { trang_thai: '0', gio_bd: null, nguoi_sua: 'a', ngay_sua: 'x', ten_phong: 'Phòng 101' },
          after: {
            trang_thai: '1',
            gio_bd: '14:05:00',
            nguoi_sua: 'admin',
            ngay_sua: 'y',
            ten_phong: 'Phòng 101',
          },
        }),
        entry({ id: '1', action: 'create', after: { trang_thai: '0' } }),
      ],
      rooms,
      'vi',
      { timeZone: 'Asia/Ho_Chi_Minh' },
    );
    expect(update).toEqual({
      id: '2',
      action: 'update',
      user: 'admin',
      at: '27/11/2026 14:05',
      changes: [
        { field: 'trang_thai', label: 'Trạng thái', before: 'Trống', after: 'Đang phục vụ' },
        { field: 'gio_bd', label: 'Giờ bắt đầu', before: '—', after: '14:05' },
      ],
      more: 0,
    });
    expect(created).toMatchObject({ action: 'create', changes: [], more: 0 });
    const english = historyEntriesOf(
      [entry({ before: { trang_thai: '1' }, after: { trang_thai: '2' } })],
      rooms,
      'en',
    );
    expect(english[0]?.changes).toEqual([
      { field: 'trang_thai', label: 'Status', before: 'In service', after: 'Cleaning' },
    ]);
  });

  it('lists at most three changed fields and counts the rest', () => {
    const [many] = historyEntriesOf(
      [
        entry({
          before: { ten_phong: 'A', tang: '1', so_giuong: 1, gia_phong: 100, ghi_chu: '' },
          after: { ten_phong: 'B', tang: '2', so_giuong: 2, gia_phong: 200000, ghi_chu: 'x' },
        }),
      ],
      rooms,
      'vi',
    );
    expect(many?.changes.map((c) => c.field)).toEqual(['ten_phong', 'tang', 'so_giuong']);
    expect(many?.more).toBe(2);
  });

  it('says a changed lookup with the name it fills, and not that name again', () => {
    const [freed] = historyEntriesOf(
      [
        entry({
          before: { trang_thai: '1', ma_kh: 'KH001', ten_kh: 'Trần Thị Mai' },
          after: { trang_thai: '0', ma_kh: null, ten_kh: null },
        }),
      ],
      rooms,
      'vi',
    );
    expect(freed?.changes).toEqual([
      { field: 'trang_thai', label: 'Trạng thái', before: 'Đang phục vụ', after: 'Trống' },
      { field: 'ma_kh', label: 'Khách hàng', before: 'KH001 · Trần Thị Mai', after: '—' },
    ]);
    expect(freed?.more).toBe(0);
  });
});
