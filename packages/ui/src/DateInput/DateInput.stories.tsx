import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateInput } from './DateInput';

/** The visible text of a date field's segments, bidi marks removed. */
const shown = (element: Element) => (element.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

const meta = {
  title: 'Inputs/DateInput',
  component: DateInput,
  args: { label: 'Ngày sinh', onChange: fn() },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '2026-11-22' },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Ngày sinh' });
    await expect(shown(group)).toBe('22-11-2026');
    await userEvent.click(canvas.getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('15');
    await expect(args.onChange).toHaveBeenLastCalledWith('2026-11-15');
    await expect(shown(group)).toBe('15-11-2026');
  },
};

export const Empty: Story = {};

export const WithDescription: Story = { args: { description: 'DD-MM-YYYY', defaultValue: '2026-11-22' } };

export const WithError: Story = {
  args: { label: 'Ngày cấp', defaultValue: '2026-11-22', errorMessage: 'Ngày không hợp lệ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Ngày không hợp lệ')).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: '2026-11-22', isDisabled: true } };

export const Required: Story = { args: { isRequired: true } };

export const English: Story = {
  args: { label: 'Date of birth', defaultValue: '2026-11-22', locale: 'en' },
};
