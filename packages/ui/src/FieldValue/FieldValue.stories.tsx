import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { FormattableField } from '@sen/domain';
import { FieldValue } from './FieldValue';

const meta = {
  title: 'Data/FieldValue',
  component: FieldValue,
  args: { field: { type: 'money' }, value: 1_200_000 },
} satisfies Meta<typeof FieldValue>;

export default meta;
type Story = StoryObj<typeof meta>;

const gender = {
  type: 'enum',
  options: [
    { value: '1', label: { vi: 'Nam', en: 'Male' } },
    { value: '2', label: { vi: 'Nữ', en: 'Female' } },
  ],
} as const satisfies FormattableField;

/** One value of every field type, as a record's view page shows them. */
const samples: { id: string; label: string; field: FormattableField; value: unknown; lookupName?: string }[] =
  [
    { id: 'text', label: 'Ghi chú', field: { type: 'text' }, value: 'Khách quen\nƯu tiên buổi sáng' },
    { id: 'code', label: 'Số chứng từ', field: { type: 'code' }, value: 'HD000123' },
    { id: 'number', label: 'Số lượng', field: { type: 'number', precision: 3 }, value: '1234.500' },
    { id: 'money', label: 'Tổng tiền', field: { type: 'money' }, value: 9_600_000 },
    { id: 'percent', label: '% Chiết khấu', field: { type: 'percent' }, value: 12.5 },
    { id: 'phone', label: 'Điện thoại', field: { type: 'phone' }, value: '0901234567' },
    { id: 'email', label: 'Email', field: { type: 'email' }, value: 'mai.tran@example.com' },
    { id: 'date', label: 'Ngày chứng từ', field: { type: 'date' }, value: '2026-11-22' },
    { id: 'time', label: 'Giờ bắt đầu', field: { type: 'time' }, value: '07:05:00' },
    { id: 'boolean', label: 'Đã thanh toán', field: { type: 'boolean' }, value: true },
    { id: 'enum', label: 'Giới tính', field: gender, value: '2' },
    {
      id: 'lookup',
      label: 'Khách hàng',
      field: { type: 'lookup' },
      value: 'KH001',
      lookupName: 'Trần Thị Mai',
    },
    // A code that means nothing to a reader (a ward of the address lists): its name alone.
    {
      id: 'ward',
      label: 'Phường/xã',
      field: { type: 'lookup', nameOnly: true },
      value: '26743',
      lookupName: 'Phường Bến Thành',
    },
    { id: 'lines', label: 'Chi tiết', field: { type: 'lines' }, value: [{}, {}, {}] },
    { id: 'empty', label: 'Ngày sinh', field: { type: 'date' }, value: '1900-01-01' },
  ];

function SampleRecord() {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0 }}>
      {samples.map(({ id, label, field, value, lookupName }) => (
        <div key={id} data-testid={id} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd style={{ margin: 0 }}>
            <FieldValue field={field} value={value} lookupName={lookupName} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

const shown = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector(`[data-testid="${id}"] dd`)?.textContent ?? null;

export const Money: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,200,000')).toBeVisible();
  },
};

export const WithCurrency: Story = {
  args: { currency: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,200,000 ₫')).toBeVisible();
  },
};

/** Every field type in Vietnamese: days DD/MM/YYYY, comma thousands, 'Có', 'Nữ', a lookup's code and name. */
export const EveryType: Story = {
  render: () => <SampleRecord />,
  globals: { locale: 'vi' },
  play: async ({ canvasElement }) => {
    const expected: Record<string, string> = {
      text: 'Khách quen\nƯu tiên buổi sáng',
      code: 'HD000123',
      number: '1,234.5',
      money: '9,600,000',
      percent: '12.5%',
      phone: '0901234567',
      email: 'mai.tran@example.com',
      date: '22/11/2026',
      time: '07:05',
      boolean: 'Có',
      enum: 'Nữ',
      lookup: 'KH001 · Trần Thị Mai',
      ward: 'Phường Bến Thành',
      lines: '3',
      empty: '',
    };
    for (const [id, text] of Object.entries(expected)) await expect(shown(canvasElement, id)).toBe(text);
    const day = canvasElement.querySelector('[data-testid="date"] time');
    await expect(day).toHaveAttribute('dateTime', '2026-11-22');
  },
};

/** The same values on an English screen: only the words change ('Yes', 'Female'); numbers and days do not. */
export const EveryTypeInEnglish: Story = {
  render: () => <SampleRecord />,
  globals: { locale: 'en' },
  play: async ({ canvasElement }) => {
    await expect(shown(canvasElement, 'boolean')).toBe('Yes');
    await expect(shown(canvasElement, 'enum')).toBe('Female');
    await expect(shown(canvasElement, 'money')).toBe('9,600,000');
    await expect(shown(canvasElement, 'date')).toBe('22/11/2026');
  },
};

export const Dark: Story = { render: () => <SampleRecord />, globals: { theme: 'dark' } };
