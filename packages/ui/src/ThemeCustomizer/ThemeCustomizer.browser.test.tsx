import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeCustomizer } from './ThemeCustomizer';

describe('ThemeCustomizer', () => {
  it('opens a popover that changes the theme, the primary colour and the language', async () => {
    const onThemeChange = vi.fn();
    const onPrimaryColorChange = vi.fn();
    const onLocaleChange = vi.fn();
    const screen = await render(
      <ThemeCustomizer
        theme="light"
        onThemeChange={onThemeChange}
        primaryColor="#7367F0"
        onPrimaryColorChange={onPrimaryColorChange}
        locale="vi"
        onLocaleChange={onLocaleChange}
      />,
    );
    await screen.getByRole('button', { name: 'Tùy chỉnh' }).click();
    const dialog = screen.getByRole('dialog', { name: 'Tùy chỉnh' });
    await expect.element(dialog).toBeVisible();
    await dialog.getByRole('radio', { name: 'Tối', exact: true }).click({ force: true });
    expect(onThemeChange).toHaveBeenCalledWith('dark');
    await dialog.getByRole('radio', { name: 'English' }).click({ force: true });
    expect(onLocaleChange).toHaveBeenCalledWith('en');
    await dialog.getByRole('option').nth(1).click();
    expect(onPrimaryColorChange).toHaveBeenCalled();
  });

  it('closes with Escape', async () => {
    const screen = await render(
      <ThemeCustomizer
        theme="dark"
        onThemeChange={() => undefined}
        primaryColor="#7367F0"
        onPrimaryColorChange={() => undefined}
        locale="en"
        onLocaleChange={() => undefined}
        labels={{ title: 'Customize' }}
      />,
    );
    await screen.getByRole('button', { name: 'Customize' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Customize' })).toBeVisible();
    await vi.waitFor(() => document.activeElement !== document.body);
    document.activeElement?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await expect.element(screen.getByRole('dialog', { name: 'Customize' })).not.toBeInTheDocument();
  });
});
