import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Link } from '../Link';
import { toast } from '../Toast';
import { AppFrame, preloadToasts } from './AppFrame';

describe('AppFrame', () => {
  it('routes kit links through the app router, applies the theme and shows toasts (from the first) with the given titles', async () => {
    const navigate = vi.fn();
    const screen = await render(
      <AppFrame
        navigate={navigate}
        useHref={(href) => `/pos${href}`}
        theme="dark"
        toastTitles={{ success: 'Success' }}
      >
        <Link href="/retail">Bán lẻ</Link>
      </AppFrame>,
    );
    await expect.element(screen.getByRole('link', { name: 'Bán lẻ' })).toHaveAttribute('href', '/pos/retail');
    await screen.getByRole('link', { name: 'Bán lẻ' }).click();
    expect(navigate).toHaveBeenCalledWith('/retail', undefined);
    expect(document.documentElement.dataset.theme).toBe('dark');
    // The region comes with the first toast (its code is loaded then).
    expect(screen.container.querySelector('[role="region"]')).toBeNull();
    toast.success('Đã lưu');
    await expect.element(screen.getByText('Success')).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Thông báo' })).toBeInTheDocument();
    toast.clear();
  });

  it('shows a toast after the region was preloaded (a sale under way)', async () => {
    const screen = await render(
      <AppFrame navigate={vi.fn()}>
        <p>Bán lẻ</p>
      </AppFrame>,
    );
    await preloadToasts();
    toast.success('Đã lưu đơn số 1');
    await expect
      .element(screen.getByRole('region', { name: 'Thông báo' }))
      .toHaveTextContent('Đã lưu đơn số 1');
    toast.clear();
  });
});
