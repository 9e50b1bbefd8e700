import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { TextField } from '../TextField';
import { Dialog } from './Dialog';

const meta = {
  title: 'Feedback/Dialog',
  component: Dialog,
  args: { isOpen: false, onOpenChange: fn(), title: 'Thêm khách hàng', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  // Opens from a button so the docs page is not covered by a modal.
  render: function Render({ isOpen, onOpenChange, ...args }) {
    const [open, setOpen] = useState(isOpen);
    const change = (next: boolean) => {
      setOpen(next);
      onOpenChange(next);
    };
    return (
      <>
        <Button onPress={() => change(true)}>Mở hộp thoại</Button>
        <Dialog
          {...args}
          isOpen={open}
          onOpenChange={change}
          footer={
            <>
              <Button variant="secondary" onPress={() => change(false)}>
                Hủy bỏ
              </Button>
              <Button onPress={() => change(false)}>Lưu</Button>
            </>
          }
        >
          <TextField label="Họ tên" />
        </Dialog>
      </>
    );
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở hộp thoại' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thêm khách hàng' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Large: Story = { args: { size: 'lg' } };

function StackedDialogs() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  const [drawer, setDrawer] = useState(false);
  return (
    <>
      <Button onPress={() => setOuter(true)}>Mở hộp thoại</Button>
      <Dialog isOpen={outer} onOpenChange={setOuter} title="Chi tiết đơn hàng">
        <div style={{ display: 'flex', gap: 8 }}>
          <Button variant="danger" onPress={() => setInner(true)}>
            Hủy đơn
          </Button>
          <Button variant="secondary" onPress={() => setDrawer(true)}>
            Lịch sử
          </Button>
        </div>
        <Dialog isOpen={inner} onOpenChange={setInner} title="Lý do hủy" size="sm">
          <TextField label="Lý do" />
        </Dialog>
        <Drawer isOpen={drawer} onOpenChange={setDrawer} title="Lịch sử đơn hàng" size="sm">
          Tạo lúc 08:30
        </Drawer>
      </Dialog>
    </>
  );
}

/** Popups stack: Escape closes only the top one (a dialog or a drawer opened from a dialog). */
export const Stacked: Story = {
  render: () => <StackedDialogs />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở hộp thoại' }));
    const outer = await screen.findByRole('dialog', { name: 'Chi tiết đơn hàng' });

    await userEvent.click(screen.getByRole('button', { name: 'Hủy đơn' }));
    const inner = await screen.findByRole('dialog', { name: 'Lý do hủy' });
    await expect(inner).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(inner).not.toBeInTheDocument());
    await expect(outer).toBeInTheDocument();
    // Focus goes back into the dialog underneath, so the next Escape reaches it.
    await waitFor(() => expect(outer).toContainElement(document.activeElement as HTMLElement));

    await userEvent.click(screen.getByRole('button', { name: 'Lịch sử' }));
    const drawer = await screen.findByRole('dialog', { name: 'Lịch sử đơn hàng' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await expect(outer).toBeInTheDocument();
    await waitFor(() => expect(outer).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(outer).not.toBeInTheDocument());
  },
};
