import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { Select } from './Select';

const meta = {
  title: 'Inputs/Select',
  component: Select,
  args: {
    label: 'Giới tính',
    placeholder: 'Chọn',
    items: [
      { id: 'male', label: 'Nam' },
      { id: 'female', label: 'Nữ' },
      { id: 'other', label: 'Khác', isDisabled: true },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickItem: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Giới tính/ });
    await expect(trigger).toHaveTextContent('Chọn');
    await userEvent.click(trigger);
    // The list box opens in a popover under <body>, outside the story canvas.
    await userEvent.click(await screen.findByRole('option', { name: 'Nữ' }));
    await expect(args.onChange).toHaveBeenCalledWith('female');
    await expect(trigger).toHaveTextContent('Nữ');
  },
};

export const WithDescription: Story = { args: { description: 'Theo giấy tờ tùy thân' } };

export const WithError: Story = { args: { errorMessage: 'Vui lòng chọn giới tính' } };
