import { describe, expect, it } from 'vitest';
import { resourceNamed, viewCatalogue, viewTransitionsOf } from './catalogue.js';
import { defineResource, type Resource } from './define-resource.js';
import { f } from './fields.js';
import {
  allowedTransitionsOf,
  reasonProblemOf,
  statusChoicesOf,
  stampValuesOf,
  statusChangeOf,
  transitionAccessOf,
  transitionNamed,
  transitionProblemMessage,
  transitionProblemOf,
  type TransitionAccess,
} from './status-machine.js';

const named = (name: string) => resourceNamed(name) as Resource;
const tasks = named('tasks');
const rooms = named('rooms');
const tables = named('restaurant-tables');
const bills = named('bills');
const cards = named('payment-cards');
const transition = (resource: Resource, name: string) => transitionNamed(resource, name)!;
const names = (resource: Resource, row: Record<string, unknown>, may?: (a: TransitionAccess) => boolean) =>
  allowedTransitionsOf(resource, row, may).map((t) => t.name);

describe('status machines', () => {
  it('moves an appointment forward only: a done one is never confirmed again', () => {
    expect(names(tasks, { trang_thai: '0' })).toEqual(['confirm', 'arrive', 'no-show', 'cancel']);
    expect(names(tasks, { trang_thai: '2' })).toEqual(['finish']);
    expect(names(tasks, { trang_thai: '3' })).toEqual([]);
    const back = statusChangeOf(tasks, { trang_thai: '3' }, { trang_thai: '1' });
    expect(back.problem).toMatchObject({ code: 'STATUS_TRANSITION_REFUSED' });
    expect(transitionProblemMessage(back.problem!, 'vi')).toBe(
      'Không thể chuyển trạng thái từ "Hoàn thành" sang "Đã xác nhận"',
    );
    expect(transitionProblemMessage(back.problem!, 'en')).toBe(
      'Cannot change the status from "Done" to "Confirmed"',
    );
    expect(statusChangeOf(tasks, { trang_thai: '1' }, { trang_thai: '2' }).transition?.name).toBe('arrive');
    expect(statusChangeOf(tasks, { trang_thai: '1' }, { trang_thai: '1', ghi_chu: 'x' })).toEqual({});
  });

  it('offers a form the statuses it may set: on create the creation ones, else the current and the reachable', () => {
    // A request taken by message may be logged as one too (5, as the client portal makes them).
    expect(statusChoicesOf(tasks, null)).toEqual(['0', '1', '5']);
    expect(statusChoicesOf(tasks, { trang_thai: '1' })).toEqual(['1', '2', '4', '9']);
    expect(statusChoicesOf(tasks, { trang_thai: '3' })).toEqual(['3']);
    expect(statusChoicesOf(resourceNamed('partners') as Resource, null)).toBeUndefined();
  });

  it('creates records only in the statuses the machine allows', () => {
    expect(statusChangeOf(tasks, null, { trang_thai: '0' })).toEqual({});
    expect(statusChangeOf(tasks, null, { trang_thai: '1' })).toEqual({});
    const done = statusChangeOf(tasks, null, { trang_thai: '3' }).problem!;
    expect(transitionProblemMessage(done, 'vi')).toBe('Không thể tạo mới với trạng thái "Hoàn thành"');
    // A row stored without a status gets a starting one, as a new record would.
    expect(statusChangeOf(tasks, { trang_thai: null }, { trang_thai: '1' })).toEqual({});
    expect(statusChangeOf(tasks, { trang_thai: null }, { trang_thai: '3' }).problem?.code).toBe(
      'STATUS_NOT_INITIAL',
    );
  });

  it('checks a room in only while in service, and stamps its start time (HH:mm, Vietnam time)', () => {
    expect(transitionProblemOf(rooms, { trang_thai: '9' }, transition(rooms, 'start'))).toEqual({
      code: 'ROOM_OUT_OF_SERVICE',
    });
    expect(names(rooms, { trang_thai: '9' })).toEqual(['enable']);
    expect(names(rooms, { trang_thai: '0' })).toEqual(['start', 'disable']);
    const at = new Date('2031-06-01T07:05:00Z');
    expect(stampValuesOf(transition(rooms, 'start'), { user: 'thungan', now: at })).toEqual({
      gio_bd: '14:05',
    });
    expect(stampValuesOf(transition(rooms, 'free'), { user: 'thungan', now: at })).toEqual({ gio_bd: null });
  });

  it('reserves only a free table', () => {
    const occupied = { trang_thai: '1' };
    expect(transitionProblemOf(tables, occupied, transition(tables, 'reserve'))).toEqual({
      code: 'TABLE_NOT_FREE',
    });
    expect(names(tables, occupied)).toEqual(['free']);
    expect(names(tables, { trang_thai: '2' })).toEqual(['seat', 'unreserve']);
    // Seated twice (two waiters at once): the second is told the table has guests already.
    const twice = transitionProblemOf(tables, occupied, transition(tables, 'seat'))!;
    expect(transitionProblemMessage(twice, 'vi')).toBe('Bản ghi đã ở trạng thái "Có khách"');
    const change = statusChangeOf(tables, occupied, { trang_thai: '2' });
    expect(change.problem?.code).toBe('STATUS_TRANSITION_REFUSED');
  });

  it('approves a voucher under the approve menu id: never a cancelled one, and an approved one only unapproved', () => {
    const approve = transition(bills, 'approve');
    expect(approve).toMatchObject({ from: ['0', '1'], to: '1', right: 'approve' });
    expect(transitionAccessOf(bills, approve)).toEqual({ menuId: 'sales.bills.approve', right: 'edit' });
    expect(transitionAccessOf(bills, transition(bills, 'cancel'), 'sales.other')).toEqual({
      menuId: 'sales.other',
      right: 'edit',
    });
    expect(transitionProblemOf(bills, { trang_thai: '9' }, approve)).toEqual({ code: 'VOUCHER_CANCELLED' });
    const approved = { trang_thai: '1', nguoi_duyet: 'admin', ngay_duyet: '2031-06-01T00:00:00.000Z' };
    expect(transitionProblemOf(bills, approved, approve)).toEqual({ code: 'VOUCHER_APPROVED' });
    expect(names(bills, approved)).toEqual(['unapprove']);
    expect(stampValuesOf(approve, { user: 'admin', now: new Date('2031-06-01T00:00:00Z') })).toEqual({
      nguoi_duyet: 'admin',
      ngay_duyet: '2031-06-01T00:00:00.000Z',
    });
    // A clerk with the bill's edit right but not the approve right.
    const clerk = (access: TransitionAccess) => access.menuId === 'sales.bills';
    expect(names(bills, { trang_thai: '0' }, clerk)).toEqual(['complete', 'cancel']);
    expect(names(bills, approved, clerk)).toEqual([]);
    expect(transitionProblemOf(bills, { trang_thai: '0' }, approve, clerk)).toEqual({ code: 'FORBIDDEN' });
    // A form setting a draft to done completes it; it never approves it.
    expect(statusChangeOf(bills, { trang_thai: '0' }, { trang_thai: '1' }).transition?.name).toBe('complete');
  });

  it('locks a card only with a reason, and forgets the reason when it is unlocked', () => {
    const lock = transition(cards, 'lock');
    expect(reasonProblemOf(cards, lock, { ly_do_khoa: '  ' })).toMatchObject({
      code: 'FIELD_REQUIRED',
      field: 'ly_do_khoa',
    });
    const missing = statusChangeOf(cards, { trang_thai: '1' }, { trang_thai: '2' }).problem!;
    expect(transitionProblemMessage(missing, 'vi')).toBe('Vui lòng nhập Lý do khóa');
    expect(
      statusChangeOf(cards, { trang_thai: '1' }, { trang_thai: '2', ly_do_khoa: 'Mất thẻ' }).transition?.name,
    ).toBe('lock');
    expect(transition(cards, 'unlock').stamps).toEqual({ ly_do_khoa: 'clear' });
  });

  it('gives views the transitions they name', () => {
    const board = viewCatalogue.find((v) => v.name === 'room-orders')!;
    expect(viewTransitionsOf(board).map((t) => t.label.vi)).toEqual([
      'Nhận khách',
      'Dọn phòng',
      'Trả phòng',
      'Dọn xong',
    ]);
  });

  it('is typed against the resource: statuses are the field’s values, stamps its fields', () => {
    const declare = () =>
      defineResource({
        name: 'typed-machine',
        route: '/sales/rooms',
        table: 'typed_machine',
        title: ['Máy', 'Machine'],
        fields: {
          ma: f.code(['Mã', 'Code']),
          gio: f.time(['Giờ', 'Time']),
          tt: f.enum(
            ['Trạng thái', 'Status'],
            [
              ['A', 'A', 'A'],
              ['B', 'B', 'B'],
            ],
          ),
        },
        keyFields: ['ma'],
        listColumns: ['ma'],
        search: ['ma'],
        defaultSort: ['ma'],
        statuses: {
          field: 'tt',
          initial: 'A',
          transitions: [
            { name: 'go', label: ['Đi', 'Go'], from: ['A'], to: 'B', stamps: { gio: 'time' } },
            // @ts-expect-error 'C' is not a value of tt
            { name: 'bad', label: ['Sai', 'Bad'], from: ['A'], to: 'C' },
            // @ts-expect-error 'gio_x' is not a field
            { name: 'worse', label: ['Sai', 'Bad'], from: ['A'], to: 'B', stamps: { gio_x: 'time' } },
          ],
        },
      });
    expect(declare().statuses?.transitions.map((t) => t.name)).toEqual(['go', 'bad', 'worse']);
  });
});
