import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, Dialog } from './Dialog';

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    onConfirm: fn(),
    message: 'Xóa khách hàng Nguyễn Văn A?',
    tone: 'primary',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['primary', 'danger'] } },
  render: function Render({ isOpen, onOpenChange, onConfirm, ...args }) {
    const [open, setOpen] = useState(isOpen);
    const change = (next: boolean) => {
      setOpen(next);
      onOpenChange(next);
    };
    return (
      <>
        <Button variant="danger" onPress={() => change(true)}>
          Xóa
        </Button>
        <ConfirmDialog
          {...args}
          isOpen={open}
          onOpenChange={change}
          onConfirm={() => {
            onConfirm();
            change(false);
          }}
        />
      </>
    );
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận' });
    await expect(dialog).toHaveTextContent('Xóa khách hàng Nguyễn Văn A?');
    await userEvent.click(screen.getByRole('button', { name: 'Đồng ý' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Cancel: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Xác nhận' });
    await userEvent.click(screen.getByRole('button', { name: 'Hủy bỏ' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Danger: Story = { args: { tone: 'danger' } };

export const Pending: Story = { args: { isPending: true } };

function ConfirmOverDialog() {
  const [outer, setOuter] = useState(false);
  const [confirm, setConfirm] = useState(false);
  return (
    <>
      <Button onPress={() => setOuter(true)}>Mở hộp thoại</Button>
      <Dialog isOpen={outer} onOpenChange={setOuter} title="Ngoài">
        <Button onPress={() => setConfirm(true)}>Mở xác nhận</Button>
        <ConfirmDialog
          isOpen={confirm}
          onOpenChange={setConfirm}
          onConfirm={() => setConfirm(false)}
          message="Chắc chưa?"
        />
      </Dialog>
    </>
  );
}

/** Escape closes the confirmation and keeps the dialog under it open. */
export const OverAnotherDialog: Story = {
  render: () => <ConfirmOverDialog />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở hộp thoại' }));
    const outer = await screen.findByRole('dialog', { name: 'Ngoài' });
    await userEvent.click(screen.getByRole('button', { name: 'Mở xác nhận' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Xác nhận' });
    await expect(screen.getByRole('button', { name: 'Đồng ý' })).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Hủy bỏ' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    await expect(outer).toBeVisible();
  },
};
