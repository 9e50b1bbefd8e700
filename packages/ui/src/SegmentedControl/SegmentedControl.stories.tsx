import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SegmentedControl } from './SegmentedControl';

const views = [
  { value: 'day', label: 'Ngày' },
  { value: 'week', label: 'Tuần' },
  { value: 'month', label: 'Tháng' },
] as const;

type View = (typeof views)[number]['value'];

const meta = {
  title: 'Navigation/SegmentedControl',
  component: SegmentedControl<View>,
  args: { label: 'Xem theo', value: 'week', options: views, onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<View>(args.value);
    return (
      <SegmentedControl
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof SegmentedControl<View>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Tuần' })).toBeChecked();
    await userEvent.click(canvas.getByText('Tháng'));
    await expect(args.onChange).toHaveBeenLastCalledWith('month');
    await expect(canvas.getByRole('radio', { name: 'Tháng' })).toBeChecked();
  },
};

/** One tab stop; arrow keys move the choice. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Tuần' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('day');
    await expect(canvas.getByRole('radio', { name: 'Ngày' })).toBeChecked();
  },
};

export const WithDisabledOption: Story = {
  args: { options: [...views.slice(0, 2), { value: 'month', label: 'Tháng', isDisabled: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Tháng' })).toBeDisabled();
  },
};

/** A longer list as chips that wrap (a filter by group): the same radio group, one tab stop. */
export const Chips: Story = {
  args: { variant: 'chips', label: undefined, 'aria-label': 'Xem theo' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Xem theo' })).toBeVisible();
    await userEvent.click(canvas.getByText('Ngày'));
    await expect(args.onChange).toHaveBeenLastCalledWith('day');
    await expect(canvas.getByRole('radio', { name: 'Ngày' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Tuần' })).toBeChecked();
  },
};
