import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { EMPTY_TABLE_SETTINGS } from '@sen/domain';
import { toast } from '../Toast';
import { TableSettings } from './TableSettings';
import type { TableSettingsProps, TableSettingsValue } from './TableSettings';

const columns = [
  { id: 'code', label: 'Mã khách hàng', canHide: false },
  { id: 'name', label: 'Tên khách hàng' },
  { id: 'phone', label: 'Điện thoại' },
  { id: 'email', label: 'Email' },
];

/** Keeps the saved value, as a page does after a successful save. */
function Saved({ value, onSave, ...rest }: TableSettingsProps) {
  const [saved, setSaved] = useState<TableSettingsValue>(value);
  return (
    <TableSettings
      {...rest}
      value={saved}
      onSave={async (key, next) => {
        await onSave(key, next);
        setSaved(next);
      }}
    />
  );
}

const meta = {
  title: 'Data/TableSettings',
  component: TableSettings,
  args: { settingsKey: 'crm.partners', columns, value: EMPTY_TABLE_SETTINGS, onSave: fn() },
  render: (args) => <Saved {...args} />,
  beforeEach: () => () => toast.clear(),
} satisfies Meta<typeof TableSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openForm(
  canvas: { getByRole: typeof screen.getByRole },
  click: (el: Element) => Promise<void>,
) {
  await click(canvas.getByRole('button', { name: 'Cài đặt bảng' }));
  return screen.findByRole('dialog', { name: 'Cài đặt bảng' });
}

/** Column labels of the form's rows, top to bottom. */
const rowLabels = (dialog: HTMLElement) =>
  within(dialog)
    .getAllByRole('checkbox')
    .map((box) => box.closest('label')?.textContent);

export const SaveWithKey: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openForm(canvas, (el) => userEvent.click(el));
    const form = within(dialog);
    await expect(rowLabels(dialog)).toEqual(['Mã khách hàng', 'Tên khách hàng', 'Điện thoại', 'Email']);

    await userEvent.click(form.getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(form.getByRole('button', { name: 'Chuyển lên Điện thoại' }));
    await expect(rowLabels(dialog)).toEqual(['Mã khách hàng', 'Điện thoại', 'Tên khách hàng', 'Email']);
    await userEvent.type(form.getByRole('textbox', { name: 'Độ rộng (px) Tên khách hàng' }), '240');
    await userEvent.click(form.getByRole('button', { name: /Cố định Mã khách hàng/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Trái' }));

    await userEvent.click(form.getByRole('button', { name: 'Lưu' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith('crm.partners', {
      hidden: ['email'],
      order: ['code', 'phone', 'name', 'email'],
      widths: { name: 240 },
      pinned: { code: 'left' },
    });
    const item = await screen.findByRole('alertdialog');
    await expect(item).toHaveTextContent('Cập nhật thành công!');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    // Opening again shows what was saved.
    const again = await openForm(canvas, (el) => userEvent.click(el));
    await expect(rowLabels(again)).toEqual(['Mã khách hàng', 'Điện thoại', 'Tên khách hàng', 'Email']);
    await expect(within(again).getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  },
};

export const WithoutSettingsKey: Story = {
  args: { settingsKey: undefined },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openForm(canvas, (el) => userEvent.click(el));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    const item = await screen.findByRole('alertdialog');
    await expect(item).toHaveTextContent('Settings Key is not defined');
    await expect(item).toHaveTextContent('Thất bại');
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(dialog).toBeInTheDocument();
  },
};

export const FailingSave: Story = {
  args: { onSave: fn(() => Promise.reject(new Error('Máy chủ không phản hồi'))) },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openForm(canvas, (el) => userEvent.click(el));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Điện thoại' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    const item = await screen.findByRole('alertdialog');
    await expect(item).toHaveTextContent('Máy chủ không phản hồi');
    await expect(item).not.toHaveTextContent('Cập nhật thành công!');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    // The form stays open with the change, to retry.
    await expect(within(dialog).getByRole('checkbox', { name: 'Điện thoại' })).not.toBeChecked();
  },
};

/** Moving by keyboard: focus stays on the moved column's button. */
export const KeyboardReorder: Story = {
  play: async ({ canvas, userEvent }) => {
    const dialog = await openForm(canvas, (el) => userEvent.click(el));
    const down = within(dialog).getByRole('button', { name: 'Chuyển xuống Tên khách hàng' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await expect(rowLabels(dialog)).toEqual(['Mã khách hàng', 'Điện thoại', 'Tên khách hàng', 'Email']);
    await expect(within(dialog).getByRole('button', { name: 'Chuyển xuống Tên khách hàng' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(rowLabels(dialog)).toEqual(['Mã khách hàng', 'Điện thoại', 'Email', 'Tên khách hàng']);
    // Now last: its down button is disabled, so focus moves to its up button.
    await expect(within(dialog).getByRole('button', { name: 'Chuyển xuống Tên khách hàng' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Chuyển lên Tên khách hàng' })).toHaveFocus();
  },
};

export const CancelDiscards: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openForm(canvas, (el) => userEvent.click(el));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Email' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hủy bỏ' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onSave).not.toHaveBeenCalled();
    const again = await openForm(canvas, (el) => userEvent.click(el));
    await expect(within(again).getByRole('checkbox', { name: 'Email' })).toBeChecked();
  },
};

/** Columns with `canHide: false` and the last visible column cannot be hidden. */
export const ColumnsThatStay: Story = {
  args: { value: { hidden: ['name', 'phone'], order: [], widths: {}, pinned: {} } },
  play: async ({ canvas, userEvent }) => {
    const dialog = await openForm(canvas, (el) => userEvent.click(el));
    const form = within(dialog);
    await expect(form.getByRole('checkbox', { name: 'Mã khách hàng' })).toBeDisabled();
    await expect(form.getByRole('checkbox', { name: 'Mã khách hàng' })).toBeChecked();
    await userEvent.click(form.getByRole('checkbox', { name: 'Email' }));
    await expect(form.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  },
};

export const ResetToDefault: Story = {
  args: {
    value: {
      hidden: ['email'],
      order: ['email', 'phone'],
      widths: { name: 300 },
      pinned: { phone: 'right' },
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    const dialog = await openForm(canvas, (el) => userEvent.click(el));
    await expect(rowLabels(dialog)).toEqual(['Email', 'Điện thoại', 'Mã khách hàng', 'Tên khách hàng']);
    await expect(within(dialog).getByRole('textbox', { name: 'Độ rộng (px) Tên khách hàng' })).toHaveValue(
      '300',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mặc định' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lưu' }));
    await expect(args.onSave).toHaveBeenCalledWith('crm.partners', {
      hidden: [],
      order: ['code', 'name', 'phone', 'email'],
      widths: {},
      pinned: {},
    });
  },
};

export const EnglishLabels: Story = {
  args: {
    labels: {
      trigger: 'Table settings',
      column: 'Column',
      order: 'Order',
      width: 'Width (px)',
      pin: 'Pin',
      moveUp: 'Move up',
      moveDown: 'Move down',
      pinNone: 'None',
      pinLeft: 'Left',
      pinRight: 'Right',
      reset: 'Default',
      cancel: 'Cancel',
      save: 'Save',
      saved: 'Updated!',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Table settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Table settings' });
    await expect(within(dialog).getByRole('button', { name: 'Move up Email' })).toBeEnabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await screen.findByRole('alertdialog')).toHaveTextContent('Updated!');
  },
};
