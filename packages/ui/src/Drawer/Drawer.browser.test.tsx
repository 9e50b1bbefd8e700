import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page } from 'vitest/browser';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  afterEach(async () => {
    await page.viewport(1280, 800);
  });

  it('is 480 px wide on a desktop and the full width on a phone', async () => {
    const screen = await render(
      <Drawer isOpen onOpenChange={() => undefined} title="Chi tiết">
        Nội dung
      </Drawer>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Chi tiết' });
    await expect.element(drawer).toBeInTheDocument();
    await expect.poll(() => drawer.element().getBoundingClientRect().width).toBe(480);

    await page.viewport(375, 700);
    await expect.poll(() => drawer.element().getBoundingClientRect().width).toBe(375);
  });

  it('shows the footer only when given', async () => {
    const screen = await render(
      <Drawer
        isOpen
        onOpenChange={() => undefined}
        title="Chi tiết"
        footer={<button type="button">Lưu</button>}
      >
        Nội dung
      </Drawer>,
    );
    await expect.element(screen.getByRole('button', { name: 'Lưu' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Đóng' })).toBeInTheDocument();
  });
});
