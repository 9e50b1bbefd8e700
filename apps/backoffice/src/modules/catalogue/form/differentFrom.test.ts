import { describe, expect, it } from 'vitest';
import { defineResource, f, resourceNamed, type Resource } from '@sen/domain/resources';
import { createFormController } from './formController';
import { initialFormValues } from './formModel';
import { problemText } from './problemText';
import { recordingHttp, type HttpCall } from './test/http';
import { testI18n } from './test/i18n';

const transfers = resourceNamed('transfer-orders') as Resource;
const context = { today: '2026-11-23', selectedBranches: ['CN01'] };

const formOf = (resource: Resource, options: { locale?: 'vi' | 'en'; id?: string } = {}) => {
  const recording = recordingHttp((call: HttpCall) =>
    call.method === 'POST' || call.method === 'PUT' ? { _id: 't1' } : undefined,
  );
  const controller = createFormController({
    resource,
    http: recording.http,
    configs: [],
    initial: initialFormValues(resource, undefined, context),
    ...options,
  });
  return { controller, calls: recording.calls };
};

/** A journal whose line must not credit the account it debits (a line field's `differentFrom`). */
const journal = defineResource({
  name: 'journal-form-test',
  route: '/accounting/journal-form-test',
  table: 'journal_form_test',
  title: ['Bút toán', 'Journal'],
  fields: {
    chi_tiet: f.lines(['Chi tiết', 'Lines'], {
      tk_no: f.lookup(['Tài khoản nợ', 'Debit account'], 'accounts'),
      tk_co: f.lookup(['Tài khoản có', 'Credit account'], 'accounts', { differentFrom: 'tk_no' }),
    }),
  },
  keyFields: [],
  listColumns: [],
  search: [],
  defaultSort: [],
}) as unknown as Resource;

describe('the duplicate validator in the form (spec section 5: differentFrom)', () => {
  it('shows "{field} không được trùng với {target}" under the field while typing, either side', async () => {
    const { t } = await testI18n('vi');
    const { controller } = formOf(transfers);
    controller.setField('ma_kho', 'KHO01');
    expect(controller.get().problems.ma_kho_n).toBeUndefined();
    controller.setField('ma_kho_n', ' kho01');
    const problem = controller.get().problems.ma_kho_n;
    expect(problem).toEqual({ code: 'duplicate', field: 'Kho nhập', target: 'Kho xuất' });
    expect(problemText(problem!, t)).toBe('Kho nhập không được trùng với Kho xuất');
    // The target changes: the problem goes, and comes back when they meet again.
    controller.setField('ma_kho', 'KHO02');
    expect(controller.get().problems.ma_kho_n).toBeUndefined();
    controller.setField('ma_kho', 'KHO01');
    expect(controller.get().problems.ma_kho_n).toMatchObject({ code: 'duplicate' });
    // Never on the target itself.
    expect(controller.get().problems.ma_kho).toBeUndefined();
    controller.setField('ma_kho_n', 'KHO03');
    expect(controller.get().problems.ma_kho_n).toBeUndefined();
  });

  it('blocks the save and sends nothing while the two are the same; sends once fixed', async () => {
    const { controller, calls } = formOf(transfers);
    controller.setField('ma_kho', 'KHO01');
    controller.setField('ma_kho_n', 'KHO01');
    controller.addLine();
    controller.setLineField(0, 'ma_vt', 'SP01');
    controller.setLineField(0, 'so_luong', 2);
    expect(await controller.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(controller.get().problems.ma_kho_n).toMatchObject({ code: 'duplicate' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    controller.setField('ma_kho_n', 'KHO02');
    expect((await controller.save()).ok).toBe(true);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      ma_kho: 'KHO01',
      ma_kho_n: 'KHO02',
    });
  });

  it('checks it again when the field is left, and names the fields in English when English is chosen', async () => {
    const { t } = await testI18n('en');
    const { controller } = formOf(transfers, { locale: 'en' });
    controller.setField('ma_kho', 'KHO01');
    controller.setField('ma_kho_n', 'KHO01');
    const problem = await controller.checkField('ma_kho_n');
    expect(problem).toEqual({ code: 'duplicate', field: 'To warehouse', target: 'From warehouse' });
    expect(problemText(problem!, t)).toBe('To warehouse must differ from From warehouse');
  });

  it('an empty value never clashes, and a required field still says it is required first', async () => {
    const { controller } = formOf(transfers);
    expect(await controller.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(controller.get().problems.ma_kho_n).toEqual({ code: 'required' });
    controller.setField('ma_kho', 'KHO01');
    controller.setField('ma_kho_n', 'KHO01');
    expect(controller.get().problems.ma_kho_n).toMatchObject({ code: 'duplicate' });
  });

  it('compares a line’s field with the same line’s, under that line', async () => {
    const { controller, calls } = formOf(journal);
    controller.addLine();
    controller.addLine();
    controller.setLineField(0, 'tk_no', '111');
    controller.setLineField(1, 'tk_co', '111');
    expect(controller.get().problems).toEqual({});
    controller.setLineField(1, 'tk_no', '111');
    expect(controller.get().problems['chi_tiet.1.tk_co']).toEqual({
      code: 'duplicate',
      field: 'Tài khoản có',
      target: 'Tài khoản nợ',
    });
    expect(await controller.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(Object.keys(controller.get().problems)).toEqual(['chi_tiet.1.tk_co']);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    controller.setLineField(1, 'tk_co', '131');
    expect(controller.get().problems).toEqual({});
  });
});
