import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { MultiSelect } from './MultiSelect';

const meta = {
  title: 'Inputs/MultiSelect',
  component: MultiSelect,
  args: {
    label: 'Chi nhánh',
    placeholder: 'Chọn chi nhánh',
    items: [
      { id: 'CN01', label: 'Chi nhánh 1' },
      { id: 'CN02', label: 'Chi nhánh 2' },
      { id: 'CN03', label: 'Chi nhánh 3' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickItems: Story = {
  args: { defaultValue: ['CN01'] },
  render: function Render({ defaultValue, onChange, ...args }) {
    const [value, setValue] = useState<readonly Key[]>(defaultValue ?? []);
    return (
      <MultiSelect
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: /Chi nhánh/ });
    await expect(trigger).toHaveTextContent('Chi nhánh 1');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await userEvent.click(await screen.findByRole('option', { name: 'Chi nhánh 2' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['CN01', 'CN02']);
    await userEvent.click(screen.getByRole('option', { name: 'Chi nhánh 3' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['CN01', 'CN02', 'CN03']);
    await expect(listbox).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveTextContent('3 đã chọn');
  },
};

export const Empty: Story = {};
