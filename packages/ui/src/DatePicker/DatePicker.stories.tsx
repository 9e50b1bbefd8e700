import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';

/** The visible text of a date field's segments, bidi marks removed. */
const shown = (element: Element) => (element.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

const meta = {
  title: 'Inputs/DatePicker',
  component: DatePicker,
  args: { label: 'Ngày hóa đơn', onChange: fn() },
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '2026-11-22' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getAllByRole('group', { name: 'Ngày hóa đơn' })[0]!;
    await expect(shown(group)).toBe('22-11-2026');
    await userEvent.click(canvas.getByRole('button', { name: /Chọn ngày/ }));
    // The calendar opens in a popover under <body>, outside the story canvas.
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /15/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-15');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(shown(group)).toBe('15-11-2026');
  },
};

export const Empty: Story = {};

export const WithDescription: Story = { args: { description: 'DD-MM-YYYY', defaultValue: '2026-11-22' } };

export const WithError: Story = {
  args: { label: 'Ngày giao', defaultValue: '2026-11-22', errorMessage: 'Ngày không hợp lệ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ngày không hợp lệ')).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: '2026-11-22', isDisabled: true } };

export const Required: Story = { args: { isRequired: true } };

export const English: Story = {
  args: { label: 'Invoice date', defaultValue: '2026-11-22', calendarLabel: 'Pick a date' },
  // The toolbar's English locale: the calendar speaks English, the field stays day-month-year.
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    const group = canvas.getAllByRole('group', { name: 'Invoice date' })[0]!;
    await expect(shown(group)).toBe('22-11-2026');
    await userEvent.click(canvas.getByRole('button', { name: /Pick a date/ }));
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('November 2026');
  },
};
