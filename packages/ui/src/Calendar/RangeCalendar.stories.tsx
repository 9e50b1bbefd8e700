import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { calendarDay as day } from '../test/calendarDay';
import { RangeCalendar } from './Calendar';

const meta = {
  title: 'Inputs/RangeCalendar',
  component: RangeCalendar,
  args: {
    'aria-label': 'Kỳ báo cáo',
    defaultValue: { fromDate: '2026-11-12', toDate: '2026-11-22' },
    onChange: fn(),
  },
} satisfies Meta<typeof RangeCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two clicks pick a range, reported as `{ fromDate, toDate }`. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: day(15) }).closest('[role="gridcell"]')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: day(3) }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: day(9) }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ fromDate: '2026-11-03', toDate: '2026-11-09' });
  },
};

/** From the keyboard: Enter on the first day, arrows, Enter on the last. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: day(2) }));
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ fromDate: '2026-11-02', toDate: '2026-11-10' });
  },
};

export const English: Story = {
  args: { 'aria-label': 'Reporting period' },
  globals: { locale: 'en' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading')).toHaveTextContent('November 2026');
  },
};

/** A range cannot start before `minValue` nor run over an unavailable day. */
export const MinAndUnavailable: Story = {
  args: {
    defaultValue: null,
    minValue: '2026-11-05',
    isDateUnavailable: (date) => date === '2026-11-20',
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: day(4) })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: day(18) }));
    // Past the unavailable 20th the days are out of reach of this range.
    await expect(canvas.getByRole('button', { name: day(21) })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: day(19) }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ fromDate: '2026-11-18', toDate: '2026-11-19' });
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const SemiDark: Story = { globals: { theme: 'semi-dark' } };
