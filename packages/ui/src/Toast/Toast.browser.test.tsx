import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ToastRegion } from './ToastRegion';
import { toast } from './toastQueue';
import type { ToastKind } from './toastQueue';

afterEach(() => toast.clear());

const expected: Array<[ToastKind, string]> = [
  ['info', 'Thông báo'],
  ['warning', 'Thông báo'],
  ['success', 'Thành công'],
  ['failure', 'Thất bại'],
  ['error', 'Có lỗi xảy ra'],
];

describe('toasts', () => {
  it.each(expected)('%s shows the default title %s', async (kind, title) => {
    const screen = await render(<ToastRegion />);
    toast[kind](`Nội dung ${kind}`);
    const item = screen.getByRole('alertdialog');
    await expect.element(item).toHaveTextContent(title);
    await expect.element(item).toHaveTextContent(`Nội dung ${kind}`);
  });

  it('uses the titles prop for English and a per-toast title override', async () => {
    const screen = await render(<ToastRegion titles={{ success: 'Success' }} />);
    toast.success('Saved');
    await expect.element(screen.getByText('Success')).toBeInTheDocument();
    toast.info('Hello', { title: 'Custom' });
    await expect.element(screen.getByText('Custom')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const screen = await render(<ToastRegion />);
    toast.info('Đóng tôi', { timeout: null });
    await screen.getByRole('button', { name: 'Đóng' }).click();
    await expect.element(screen.getByText('Đóng tôi')).not.toBeInTheDocument();
  });

  it('disappears after about 3000 ms', async () => {
    const screen = await render(
      <>
        <button type="button">Chỗ khác</button>
        <ToastRegion />
      </>,
    );
    // Hovering or focusing the region pauses its timers, so keep the pointer and focus elsewhere.
    await screen.getByRole('button', { name: 'Chỗ khác' }).click();
    const started = performance.now();
    toast.success('Lưu xong');
    await expect.element(screen.getByText('Lưu xong')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(screen.getByText('Lưu xong').query()).not.toBeNull();
    await expect.poll(() => screen.getByText('Lưu xong').query(), { timeout: 2000, interval: 50 }).toBeNull();
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(4000);
  });
});
