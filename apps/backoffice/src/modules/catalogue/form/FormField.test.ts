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
import { initialFormValues, type FormLine } from './formModel';
import { createFormController } from './formController';
import { FormField } from './FormField';
import { LinesEditor } from './LinesEditor';
import { recordingHttp } from './test/http';
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
const noop = () => undefined;

describe('FormField', () => {
  const base = { setField: noop, checkField: noop, checking: false, locale: 'vi' as const };

  it('marks a required field with * and aria-required, and shows its problem', () => {
    const html = render(
      createElement(FormField, {
        ...base,
        name: 'dien_thoai',
        field: f.phone(['Điện thoại', 'Phone']),
        value: '0901',
        required: true,
        errorMessage: 'Số điện thoại không hợp lệ',
      }),
    );
    expect(html).toContain('data-kind="phone"');
    expect(html).toContain('Điện thoại<span aria-hidden="true"');
    expect(html).toContain(' *</span>');
    expect(html).toContain('required=""');
    expect(html).toContain('<em>Số điện thoại không hợp lệ</em>');
    expect(html).toContain('data-field="dien_thoai"');
  });

  it('shows a read-only field disabled, without the marker', () => {
    const html = render(
      createElement(FormField, {
        ...base,
        name: 't_tt',
        field: f.money(['Tổng', 'Total'], { readOnly: true }),
        value: 5,
        required: false,
      }),
    );
    expect(html).toContain('data-kind="numeric"');
    expect(html).toContain('disabled=""');
    expect(html).not.toContain(' *');
  });

  it("links to the owner's customer and says a check is running", () => {
    const html = render(
      createElement(FormField, {
        ...base,
        name: 'dien_thoai',
        field: f.phone(['Điện thoại', 'Phone']),
        value: '0901234567',
        required: false,
        ownerId: 'c9',
        checking: true,
      }),
    );
    expect(html).toContain('<a href="/crm/partners/c9">Xem khách hàng</a>');
    expect(html).toContain('Đang kiểm tra…');
  });
});

describe('LinesEditor', () => {
  it('one row per line with labelled inputs, computed amounts as text, line totals and the row buttons', () => {
    const bills = resourceNamed('bills') as Resource;
    const controller = createFormController({
      resource: bills,
      http: recordingHttp().http,
      configs: [],
      initial: initialFormValues(bills, undefined, { today: '2026-11-23', selectedBranches: ['CN01'] }),
    });
    controller.addLine();
    controller.setLineField(0, 'gia', 150000);
    controller.setLineField(0, 'so_luong', 2);
    controller.addLine();
    controller.setLineField(1, 'gia', 50000);
    controller.setLineField(1, 'so_luong', 1);
    controller.setLineField(1, 'ck', 10);
    const state = controller.get();
    const html = render(
      createElement(LinesEditor, {
        name: 'chi_tiet',
        label: 'Chi tiết',
        fields: bills.lineFields ?? {},
        lines: state.values.chi_tiet as FormLine[],
        problems: { 'chi_tiet.1.ma_vt': { code: 'required' } },
        configs: [],
        locale: 'vi',
        onChange: noop,
        onAdd: () => 0,
        onRemove: noop,
        onMove: noop,
        onLeave: noop,
      }),
    );
    expect(html.match(/data-line="/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Số lượng 2"');
    expect(html).toContain('aria-label="Mã hàng 1"');
    expect(html).toContain('<em>Bắt buộc nhập</em>');
    expect(html).toMatch(/data-total="thanh_tien">345,000</);
    expect(html).toContain('aria-label="Xóa dòng 2"');
    expect(html).toContain('aria-label="Chuyển dòng 1 lên"');
    expect(html).toContain('Thêm dòng');
  });
});
