import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, within } from 'storybook/test';
import type { Key } from 'react-aria-components';
import { TagGroup } from './TagGroup';
import type { TagItem } from './TagGroup';

const customerTags: TagItem[] = [
  { id: 'vip', label: 'Khách VIP' },
  { id: 'wholesale', label: 'Khách sỉ' },
  { id: 'hcm', label: 'Hồ Chí Minh' },
];

const meta = {
  title: 'Inputs/TagGroup',
  component: TagGroup,
  args: { label: 'Nhãn khách hàng', items: customerTags },
} satisfies Meta<typeof TagGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Nhãn khách hàng' });
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

function RemovableTags({ onRemove }: { onRemove: (ids: Set<Key>) => void }) {
  const [items, setItems] = useState(customerTags);
  return (
    <TagGroup
      label="Nhãn khách hàng"
      description="Delete hoặc Backspace để xóa nhãn đang chọn"
      items={items}
      emptyText="Chưa có nhãn"
      onRemove={(ids) => {
        onRemove(ids);
        setItems((current) => current.filter((item) => !ids.has(item.id)));
      }}
    />
  );
}

/** The × button removes a tag; from the keyboard, arrows move between tags and Delete/Backspace removes. */
export const Removable: Story = {
  args: { onRemove: fn() },
  render: (args) => <RemovableTags onRemove={args.onRemove!} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'Khách VIP' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'Khách sỉ' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set(['wholesale']));
    await expect(canvas.queryByRole('row', { name: 'Khách sỉ' })).not.toBeInTheDocument();
    // Focus stays on a neighbouring tag, so Backspace removes the next one.
    await expect(canvas.getByRole('grid').contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getAllByRole('row')).toHaveLength(1);

    await userEvent.click(canvas.getByRole('button', { name: /Xóa/ }));
    await expect(canvas.getByText('Chưa có nhãn')).toBeVisible();
    await expect(args.onRemove).toHaveBeenCalledTimes(3);
  },
};

export const Selectable: Story = {
  args: { selectionMode: 'multiple', defaultSelectedKeys: ['vip'], onSelectionChange: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('row', { name: 'Khách VIP' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('row', { name: 'Hồ Chí Minh' }));
    await expect(canvas.getByRole('row', { name: 'Hồ Chí Minh' })).toHaveAttribute('aria-selected', 'true');
    // react-aria passes its Selection (a Set with an anchor key), so compare the keys.
    const [keys] = mocked(args.onSelectionChange!).mock.lastCall!;
    await expect([...(keys as Set<Key>)]).toEqual(['vip', 'hcm']);
  },
};

export const DisabledTag: Story = {
  args: {
    items: [...customerTags.slice(0, 2), { id: 'locked', label: 'Đã khóa', isDisabled: true }],
    onRemove: fn(),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: 'Đã khóa' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const English: Story = {
  args: { label: 'Customer tags', removeLabel: 'Remove', onRemove: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Remove.*Khách VIP/ })).toBeInTheDocument();
  },
};

const themed: Story = {
  args: {
    selectionMode: 'single',
    defaultSelectedKeys: ['vip'],
    onRemove: fn(),
    description: 'Nhãn dùng để lọc',
  },
};

export const Dark: Story = { ...themed, globals: { theme: 'dark' } };

export const SemiDark: Story = { ...themed, globals: { theme: 'semi-dark' } };
