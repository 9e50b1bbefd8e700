import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TimePicker } from './TimePicker';

const meta = {
  title: 'Inputs/TimePicker',
  component: TimePicker,
  args: { label: 'Giờ hẹn', onChange: fn() },
} satisfies Meta<typeof TimePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { defaultValue: '19:05' },
  play: async ({ args, canvas, userEvent }) => {
    // 24-hour, hour and minute only: no seconds, no AM/PM.
    const segments = canvas.getAllByRole('spinbutton');
    await expect(segments.map((segment) => segment.getAttribute('data-type'))).toEqual(['hour', 'minute']);
    await expect(segments[0]).toHaveTextContent('19');
    await expect(segments[1]).toHaveTextContent('05');
    await userEvent.click(segments[0]!);
    await userEvent.keyboard('21');
    await expect(args.onChange).toHaveBeenLastCalledWith('21:05');
  },
};

export const Empty: Story = {};

export const WithDescription: Story = { args: { description: '24 giờ', defaultValue: '07:05' } };

export const WithError: Story = {
  args: { label: 'Giờ kết thúc', defaultValue: '07:05', errorMessage: 'Giờ không hợp lệ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Giờ không hợp lệ')).toBeVisible();
  },
};

export const Disabled: Story = { args: { defaultValue: '07:05', isDisabled: true } };

export const Required: Story = { args: { isRequired: true } };
