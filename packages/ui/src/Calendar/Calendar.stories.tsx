import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { calendarDay as day } from '../test/calendarDay';
import { Calendar } from './Calendar';

const meta = {
  title: 'Inputs/Calendar',
  component: Calendar,
  args: { 'aria-label': 'Ngày giao hàng', defaultValue: '2026-11-22', onChange: fn() },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Click or arrow keys + Enter pick a day, reported as 'YYYY-MM-DD'. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent(/tháng 11.*2026/i);
    await userEvent.click(canvas.getByRole('button', { name: day(15) }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-15');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-16');
    await userEvent.click(canvas.getByRole('button', { name: 'Tháng sau' }));
    await expect(canvas.getByRole('heading')).toHaveTextContent(/tháng 12.*2026/i);
  },
};

/** The toolbar's English locale (or `locale="en"`) gives English month and weekday names. */
export const English: Story = {
  args: { 'aria-label': 'Delivery date' },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('November 2026');
    // Weeks start on Monday in both languages (en-GB, vi-VN).
    await expect(canvasElement.querySelector('th')).toHaveTextContent(/^M/);
    // react-aria's English month buttons, not the Vietnamese ones.
    await expect(canvas.getAllByRole('button', { name: 'Next' }).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('button', { name: 'Tháng sau' })).not.toBeInTheDocument();
  },
};

export const EnglishByProp: Story = {
  args: { 'aria-label': 'Delivery date', locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('November 2026');
  },
};

/** Days outside min/max cannot be picked, nor can months past them be shown. */
export const MinMax: Story = {
  args: {
    defaultValue: null,
    defaultFocusedValue: '2026-11-15',
    minValue: '2026-11-10',
    maxValue: '2026-11-25',
  },
  play: async ({ args, canvas, userEvent }) => {
    const early = canvas.getByRole('button', { name: day(5) });
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Tháng sau' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Tháng trước' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: day(25) }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-25');
  },
};

/** Sundays are unavailable (struck through) and cannot be picked. */
export const UnavailableDates: Story = {
  args: {
    defaultValue: null,
    defaultFocusedValue: '2026-11-02',
    isDateUnavailable: (date) => new Date(`${date}T00:00:00`).getDay() === 0,
  },
  play: async ({ args, canvas, userEvent }) => {
    // 2026-11-22 is a Sunday.
    const sunday = canvas.getByRole('button', { name: day(22) });
    await expect(sunday).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(sunday);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: day(23) }));
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-23');
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Ngày giao phải sau ngày đặt' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ngày giao phải sau ngày đặt')).toBeVisible();
    const grid = canvas.getByRole('grid');
    await expect(within(grid).getByRole('button', { name: day(22) })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: day(15) })).toHaveAttribute('aria-disabled', 'true');
  },
};

const themed: Story = {
  args: { minValue: '2026-11-05', isDateUnavailable: (date) => date === '2026-11-20' },
};

export const Dark: Story = { ...themed, globals: { theme: 'dark' } };

export const SemiDark: Story = { ...themed, globals: { theme: 'semi-dark' } };
