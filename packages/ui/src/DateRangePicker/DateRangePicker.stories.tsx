import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';

/** The visible text of a date field's segments, bidi marks removed. */
const shown = (element: Element) => (element.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

const meta = {
  title: 'Inputs/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Kỳ báo cáo', onChange: fn() },
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRange: Story = {
  args: { defaultValue: { fromDate: '2026-11-12', toDate: '2026-11-22' } },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getAllByRole('group', { name: 'Kỳ báo cáo' })[0]!;
    await expect(shown(group)).toBe('12-11-2026→22-11-2026');
    await userEvent.click(canvas.getByRole('button', { name: /Chọn khoảng ngày/ }));
    // The calendar opens in a popover under <body>, outside the story canvas.
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /10/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /15/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ fromDate: '2026-11-10', toDate: '2026-11-15' });
  },
};

export const Empty: Story = {};

export const WithDescription: Story = {
  args: { description: 'Từ ngày – đến ngày', defaultValue: { fromDate: '2026-11-01', toDate: '2026-11-22' } },
};

export const WithError: Story = {
  args: {
    label: 'Kỳ so sánh',
    defaultValue: { fromDate: '2026-10-01', toDate: '2026-10-31' },
    errorMessage: 'Khoảng ngày không hợp lệ',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Khoảng ngày không hợp lệ')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { defaultValue: { fromDate: '2026-11-01', toDate: '2026-11-22' }, isDisabled: true },
};

export const Required: Story = { args: { isRequired: true } };
