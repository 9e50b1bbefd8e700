import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { ConfirmDialog, Dialog } from './Dialog';

function Stacked() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Dialog isOpen={outer} onOpenChange={setOuter} title="Ngoài">
      <Button onPress={() => setInner(true)}>Mở xác nhận</Button>
      <ConfirmDialog
        isOpen={inner}
        onOpenChange={setInner}
        onConfirm={() => setInner(false)}
        message="Chắc chưa?"
      />
    </Dialog>
  );
}

function DialogThenDrawer() {
  const [outer, setOuter] = useState(true);
  const [drawer, setDrawer] = useState(false);
  const [top, setTop] = useState(false);
  return (
    <Dialog isOpen={outer} onOpenChange={setOuter} title="Đơn hàng">
      <Button onPress={() => setDrawer(true)}>Lịch sử</Button>
      <Drawer isOpen={drawer} onOpenChange={setDrawer} title="Lịch sử">
        <Button onPress={() => setTop(true)}>Chi tiết</Button>
        <Dialog isOpen={top} onOpenChange={setTop} title="Chi tiết thay đổi" size="sm">
          Đổi địa chỉ giao
        </Dialog>
      </Drawer>
    </Dialog>
  );
}

const focusIsIn = (element: Element) => element.contains(document.activeElement);

describe('Dialog', () => {
  it('closes only the top one of two stacked dialogs on Escape', async () => {
    const screen = await render(<Stacked />);
    await screen.getByRole('button', { name: 'Mở xác nhận' }).click();
    await expect.element(screen.getByRole('alertdialog', { name: 'Xác nhận' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Đồng ý' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Hủy bỏ' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('alertdialog')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('dialog', { name: 'Ngoài' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog', { name: 'Ngoài' })).not.toBeInTheDocument();
  });

  it('closes a drawer opened from a dialog, then a dialog opened from that drawer, one per Escape', async () => {
    const screen = await render(<DialogThenDrawer />);
    await screen.getByRole('button', { name: 'Lịch sử' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Lịch sử' })).toBeInTheDocument();
    await screen.getByRole('button', { name: 'Chi tiết' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Chi tiết thay đổi' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog', { name: 'Chi tiết thay đổi' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('dialog', { name: 'Lịch sử' })).toBeInTheDocument();
    await expect.element(screen.getByRole('dialog', { name: 'Đơn hàng' })).toBeInTheDocument();
    // Focus goes back into the popup underneath, so the next Escape reaches it.
    await expect.poll(() => focusIsIn(screen.getByRole('dialog', { name: 'Lịch sử' }).element())).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog', { name: 'Lịch sử' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('dialog', { name: 'Đơn hàng' })).toBeInTheDocument();
    await expect.poll(() => focusIsIn(screen.getByRole('dialog', { name: 'Đơn hàng' }).element())).toBe(true);

    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('dialog', { name: 'Đơn hàng' })).not.toBeInTheDocument();
  });

  it('closes only the top popup on a click outside it', async () => {
    const screen = await render(<DialogThenDrawer />);
    await screen.getByRole('button', { name: 'Lịch sử' }).click();
    const drawer = screen.getByRole('dialog', { name: 'Lịch sử' });
    await expect.element(drawer).toBeInTheDocument();
    // The drawer sits at the end edge; the start edge is outside it (and over the dialog's overlay).
    await userEvent.click(document.body, { position: { x: 10, y: 400 } });
    await expect.element(drawer).not.toBeInTheDocument();
    await expect.element(screen.getByRole('dialog', { name: 'Đơn hàng' })).toBeInTheDocument();
  });
});
