import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { I18n } from '../../../i18n';
import type { FormattableField } from '@sen/domain';
import { f, resourceNamed, type Resource } from '@sen/domain/resources';
import { ServicesContext } from '../../../app/ServicesContext';
import type { AppServices } from '../../../app/services';
import { TranslatorProvider } from '@sen/ui/i18n';
import { createAuthStore } from '../../session/authState';
import { FieldApi } from '@tanstack/react-form';
import { createRecordForm, useRecordForm, type RecordForm } from '@sen/records';
import { BackofficeRecords } from '../../../app/BackofficeRecords';
import { FormField } from './FormField';
import { LinesEditor } from './LinesEditor';
import { recordingHttp, type HttpCall } from './test/http';
import { testI18n } from './test/i18n';

// The kit's inputs need their vanilla-extract styles (a browser build); here each is a plain element that shows
// the props the form hands it.
vi.mock('@sen/ui', async () => {
  const { createElement: h } = await import('react');
  const { formatFieldValue } = await import('@sen/domain');
  type P = Record<string, unknown> & { label?: ReactNode; children?: ReactNode };
  const input =
    (kind: string) =>
    ({ label, errorMessage, isDisabled, isRequired, value, ...rest }: P) =>
      h(
        'label',
        { 'data-kind': kind },
        label,
        h('input', {
          'aria-label': rest['aria-label'] as string | undefined,
          disabled: isDisabled === true,
          required: isRequired === true,
          readOnly: true,
          value: value == null ? '' : String(value),
        }),
        errorMessage ? h('em', null, errorMessage as string) : null,
      );
  const plain =
    (tag: string) =>
    ({ children, label }: P) =>
      h(tag, null, label ?? children);
  return {
    vars: new Proxy({}, { get: () => new Proxy({}, { get: () => 'var(--x)' }) }),
    TextField: input('text'),
    TextArea: input('textarea'),
    CodeInput: input('code'),
    NumericInput: input('numeric'),
    PhoneInput: input('phone'),
    DatePicker: input('date'),
    TimePicker: input('time'),
    Select: input('select'),
    ComboBox: input('combobox'),
    Switch: plain('span'),
    Button: plain('button'),
    IconButton: ({ children, ...rest }: P) =>
      h('button', { 'aria-label': rest['aria-label'] as string }, children),
    Link: ({ children, href }: P) => h('a', { href: href as string }, children),
    // The value as the format module writes it (the real one wraps it in styled spans).
    FieldValue: ({ field, value }: P) =>
      h('span', null, formatFieldValue(field as FormattableField, value, 'vi')),
  };
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n('vi');
});

const services = {
  api: recordingHttp().http,
  auth: createAuthStore(),
  queryClient: null,
} as unknown as AppServices;
const render = (node: ReturnType<typeof createElement>) =>
  renderToStaticMarkup(
    createElement(
      ServicesContext.Provider,
      { value: services },
      createElement(
        QueryClientProvider,
        { client: new QueryClient() },
        createElement(TranslatorProvider, { translator: i18n }, node),
      ),
    ),
  );
const context = { today: '2026-11-23', selectedBranches: ['CN01'] };
const partners = resourceNamed('partners') as Resource;
const bills = resourceNamed('bills') as Resource;

/** A record form outside React, as the page's fields bind to it. */
const recordOf = (resource: Resource, answer: (call: HttpCall) => unknown = () => undefined) =>
  createRecordForm({ resource, configs: [], context }, recordingHttp(answer).http);

/** Leaves a field as the page's input would (its local rules, then its server check). */
const leave = async (record: RecordForm, key: string) => {
  new FieldApi({ form: record.form, name: key, validators: record.validatorsOf(key) } as never).mount();
  await record.form.validateField(key, 'blur');
};

describe('FormField', () => {
  const base = { linkOwner: true, locale: 'vi' as const };

  it('marks a required field with * and aria-required, and shows its problem', async () => {
    const record = recordOf(partners);
    record.setField('dien_thoai', '0901');
    expect(await record.save()).toEqual({ ok: false, reason: 'invalid' });
    const html = render(
      createElement(FormField, {
        ...base,
        record,
        name: 'dien_thoai',
        field: f.phone(['Điện thoại', 'Phone']),
        required: true,
      }),
    );
    expect(html).toContain('data-kind="phone"');
    expect(html).toContain('Điện thoại<span aria-hidden="true"');
    expect(html).toContain(' *</span>');
    expect(html).toContain('required=""');
    expect(html).toContain('value="0901"');
    expect(html).toContain('<em>Số điện thoại không hợp lệ</em>');
    expect(html).toContain('data-field="dien_thoai"');
  });

  it('shows a read-only field disabled, without the marker', () => {
    const html = render(
      createElement(FormField, {
        ...base,
        record: recordOf(bills),
        name: 't_tt',
        field: f.money(['Tổng', 'Total'], { readOnly: true }),
        required: false,
      }),
    );
    expect(html).toContain('data-kind="numeric"');
    expect(html).toContain('disabled=""');
    expect(html).not.toContain(' *');
  });

  it("links to the owner's customer (for an employee) and says a check is running", async () => {
    const record = recordOf(partners, (call) =>
      call.path.endsWith('/employee')
        ? { exists: true, ma_nvbh: 'NV02', ten_nvbh: 'Trần Thị B', id: 'c9' }
        : { exists: false },
    );
    record.setField('dien_thoai', '0901234567');
    await leave(record, 'dien_thoai');
    const field = { record, name: 'dien_thoai', field: f.phone(['Điện thoại', 'Phone']), required: false };
    const html = render(createElement(FormField, { ...base, ...field }));
    expect(html).toContain('<em>0901234567 đang được nhân viên NV02 - Trần Thị B chăm sóc</em>');
    expect(html).toContain('<a href="/crm/partners/c9">Xem khách hàng</a>');
    expect(html).not.toContain('Đang kiểm tra…');
    expect(render(createElement(FormField, { ...base, ...field, linkOwner: false }))).not.toContain(
      '<a href=',
    );

    record.form.setFieldMeta('dien_thoai', (meta) => ({ ...meta, isValidating: true }));
    expect(render(createElement(FormField, { ...base, ...field }))).toContain('Đang kiểm tra…');
  });
});

describe('LinesEditor', () => {
  it('one row per line with labelled inputs, computed amounts as text, line totals and the row buttons', async () => {
    const record = recordOf(bills);
    record.addLine();
    record.setField('chi_tiet[0].gia', 150000);
    record.setField('chi_tiet[0].so_luong', 2);
    record.addLine();
    record.setField('chi_tiet[1].gia', 50000);
    record.setField('chi_tiet[1].so_luong', 1);
    record.setField('chi_tiet[1].ck', 10);
    await leave(record, 'chi_tiet[1].ma_vt');
    const html = render(
      createElement(LinesEditor, {
        record,
        name: 'chi_tiet',
        label: 'Chi tiết',
        fields: bills.lineFields ?? {},
        configs: [],
        locale: 'vi',
      }),
    );
    expect(html.match(/data-line="/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Số lượng 2"');
    expect(html).toContain('aria-label="Mã hàng 1"');
    expect(html).toContain('data-field="chi_tiet[1].ma_vt"');
    expect(html.match(/<em>Bắt buộc nhập<\/em>/g)).toHaveLength(1);
    expect(html).toMatch(/data-total="thanh_tien">345,000</);
    expect(html).toContain('aria-label="Xóa dòng 2"');
    expect(html).toContain('aria-label="Chuyển dòng 1 lên"');
    expect(html).toContain('Thêm dòng');
  });
});

describe('useRecordForm in the back office', () => {
  /** A page's form of one record: its fields bound to the form the hook gives (through the app's adapters). */
  function Page({
    resource,
    row,
    names,
  }: {
    resource: Resource;
    row?: Record<string, unknown>;
    names: string[];
  }) {
    const record = useRecordForm({
      resource,
      configs: [],
      id: row ? String(row._id) : undefined,
      row,
      context,
    });
    return createElement(
      'div',
      { 'data-dirty': String(record.dirty), 'data-saving': String(record.saving) },
      names.map((name) =>
        createElement(FormField, {
          key: name,
          record,
          name,
          field: resource.fields[name]!,
          required: false,
          linkOwner: false,
          locale: 'vi',
        }),
      ),
    );
  }
  const page = (props: Parameters<typeof Page>[0]) =>
    render(createElement(BackofficeRecords, null, createElement(Page, props)));

  it('an edit starts from the stored row, clean', () => {
    const html = page({
      resource: partners,
      row: { _id: 'p7', _version: '901', ma_kh: 'KH01', ten_kh: 'Nguyễn Văn A', dien_thoai: '0901234567' },
      names: ['ma_kh', 'ten_kh'],
    });
    expect(html).toContain('data-dirty="false"');
    expect(html).toContain('data-saving="false"');
    expect(html).toContain('value="KH01"');
    expect(html).toContain('value="Nguyễn Văn A"');
  });

  it('a new voucher starts with today, the one selected branch and zero totals', () => {
    const html = page({ resource: bills, names: ['ngay_ct', 'ma_dvcs', 't_tt'] });
    expect(html).toContain('value="2026-11-23"');
    expect(html).toContain('value="CN01"');
    expect(html).toContain('value="0"');
  });
});
