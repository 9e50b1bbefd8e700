import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Button } from '../Button';
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
});
