import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { PageSizePicker } from './PageSizePicker';
import type { PageSizePickerProps } from './PageSizePicker';

/** Keeps the size in state, as a table does. */
function Controlled({ pageSize, onPageSizeChange, ...rest }: PageSizePickerProps) {
  const [size, setSize] = useState(pageSize);
  return (
    <PageSizePicker
      {...rest}
      pageSize={size}
      onPageSizeChange={(next) => {
        setSize(next);
        onPageSizeChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/PageSizePicker',
  component: PageSizePicker,
  args: { pageSize: 10, onPageSizeChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof PageSizePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangePageSize: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Số dòng/ });
    await expect(trigger).toHaveTextContent('10');
    await userEvent.click(trigger);
    const options = await screen.findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      '10',
      '20',
      '50',
      '100',
      '200',
      '500',
      '1000',
    ]);
    await userEvent.click(screen.getByRole('option', { name: '50' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(50);
    await waitFor(() => expect(trigger).toHaveTextContent('50'));
  },
};

export const KeyboardChange: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Số dòng/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
    await waitFor(() => expect(trigger).toHaveTextContent('20'));
  },
};

export const SameSizeIsNoChange: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Số dòng/ }));
    await userEvent.click(await screen.findByRole('option', { name: '10' }));
    await expect(args.onPageSizeChange).not.toHaveBeenCalled();
  },
};

/** Without `pageSize` it starts at DEFAULT_PAGE_SIZE (10) and keeps its own state. */
export const Uncontrolled: Story = {
  args: { pageSize: undefined },
  render: (args) => <PageSizePicker {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Số dòng/ });
    await expect(trigger).toHaveTextContent('10');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(100);
    await waitFor(() => expect(trigger).toHaveTextContent('100'));
  },
};

export const EnglishLabel: Story = {
  args: { label: 'Rows per page', pageSize: 20 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Rows per page/ })).toHaveTextContent('20');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Số dòng/ })).toBeDisabled();
  },
};
