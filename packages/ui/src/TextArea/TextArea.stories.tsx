import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Inputs/TextArea',
  component: TextArea,
  args: { label: 'Ghi chú', placeholder: 'Nhập ghi chú', onChange: fn() },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Ghi chú' });
    await userEvent.type(area, 'Giao hàng{Enter}buổi sáng');
    await expect(area).toHaveValue('Giao hàng\nbuổi sáng');
    await expect(args.onChange).toHaveBeenLastCalledWith('Giao hàng\nbuổi sáng');
  },
};

export const WithCounter: Story = {
  args: { maxLength: 20, defaultValue: 'Khách quen' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('10/20 ký tự')).toBeVisible();
    const area = canvas.getByRole('textbox', { name: 'Ghi chú' });
    await userEvent.type(area, ', thanh toán sau hạn');
    // The browser stops at maxLength; the counter follows every keystroke.
    await expect(area).toHaveValue('Khách quen, thanh to');
    await expect(canvas.getByText('20/20 ký tự')).toBeVisible();
    await userEvent.type(area, '{Backspace}{Backspace}');
    await expect(canvas.getByText('18/20 ký tự')).toBeVisible();
  },
};

export const English: Story = {
  args: {
    label: 'Notes',
    placeholder: 'Type a note',
    maxLength: 100,
    labels: { counter: (count, max) => `${count} of ${max} characters` },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 100 characters')).toBeVisible();
  },
};

export const WithDescription: Story = {
  args: { description: 'Hiển thị trên phiếu giao hàng', maxLength: 200 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ghi chú' })).toHaveAccessibleDescription(
      'Hiển thị trên phiếu giao hàng',
    );
  },
};

export const WithError: Story = {
  args: { errorMessage: 'Vui lòng nhập ghi chú', isRequired: true },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: /Ghi chú/ });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Vui lòng nhập ghi chú');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Không sửa được' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Ghi chú' })).toBeDisabled();
  },
};

const themed: Story = {
  args: {
    description: 'Hiển thị trên phiếu',
    errorMessage: 'Quá dài',
    maxLength: 10,
    defaultValue: '0123456789',
  },
};

export const Dark: Story = { ...themed, globals: { theme: 'dark' } };

export const SemiDark: Story = { ...themed, globals: { theme: 'semi-dark' } };
