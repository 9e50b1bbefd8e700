import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Button } from '../Button';
import { TextField } from '../TextField';
import { Popover } from './Popover';

function Controlled() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Popover isOpen={open} onOpenChange={setOpen} title="Ghi chú nhanh" trigger={<Button>Ghi chú</Button>}>
        <TextField label="Nội dung" />
      </Popover>
      <output>{open ? 'mở' : 'đóng'}</output>
    </>
  );
}

describe('Popover', () => {
  it('reports open state, moves focus into the dialog and closes on Escape', async () => {
    const screen = await render(<Controlled />);
    await screen.getByRole('button', { name: 'Ghi chú' }).click();
    await expect.element(screen.getByText('mở')).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: 'Ghi chú nhanh' });
    await expect.element(dialog).toBeInTheDocument();
    expect(dialog.element().contains(document.activeElement)).toBe(true);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('textbox', { name: 'Nội dung' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByText('đóng')).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Ghi chú' })).toHaveFocus();
  });

  it('draws an arrow that follows the placement', async () => {
    const screen = await render(
      <div style={{ paddingTop: 300 }}>
        <Popover defaultOpen placement="top" title="Trên" trigger={<Button>Mở</Button>}>
          Nội dung
        </Popover>
      </div>,
    );
    await expect.element(screen.getByRole('dialog', { name: 'Trên' })).toBeInTheDocument();
    const arrow = () => document.querySelector('svg[viewBox="0 0 14 8"]')?.parentElement;
    await expect.poll(() => arrow()?.getAttribute('data-placement')).toBe('top');
    // Above the trigger, so the arrow's tip is below the dialog.
    const dialogBox = screen.getByRole('dialog').element().getBoundingClientRect();
    expect(arrow()!.getBoundingClientRect().top).toBeGreaterThanOrEqual(dialogBox.bottom - 1);
  });
});
