import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('links every level but the current page, which is marked current', async () => {
    const screen = await render(
      <Breadcrumbs
        items={[{ label: 'Trang chủ', href: '/' }, { label: 'CRM', href: '/crm' }, { label: 'Khách hàng' }]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Đường dẫn' });
    await expect.element(nav.getByRole('link', { name: 'Trang chủ' })).toHaveAttribute('href', '/');
    await expect.element(nav.getByRole('link', { name: 'CRM' })).toHaveAttribute('href', '/crm');
    await expect.element(nav.getByText('Khách hàng')).toHaveAttribute('aria-current', 'page');
  });
});
