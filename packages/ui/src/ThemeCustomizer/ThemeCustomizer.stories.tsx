import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import type { Locale } from '../LocaleSwitcher';
import { ThemeRoot } from '../theme';
import type { ThemeName } from '../theme';
import { ThemeCustomizer } from './ThemeCustomizer';

const meta = {
  title: 'Navigation/ThemeCustomizer',
  component: ThemeCustomizer,
  args: {
    theme: 'light',
    onThemeChange: fn(),
    primaryColor: '#7367F0',
    onPrimaryColorChange: fn(),
    locale: 'vi',
    onLocaleChange: fn(),
  },
  // Drives a ThemeRoot, as the apps do, so the choices re-theme the page.
  render: function Render({
    theme,
    onThemeChange,
    primaryColor,
    onPrimaryColorChange,
    locale,
    onLocaleChange,
    ...args
  }) {
    const [currentTheme, setTheme] = useState<ThemeName>(theme);
    const [color, setColor] = useState(primaryColor);
    const [currentLocale, setLocale] = useState<Locale>(locale);
    return (
      <ThemeRoot theme={currentTheme} primaryColor={color}>
        <ThemeCustomizer
          {...args}
          theme={currentTheme}
          onThemeChange={(next) => {
            setTheme(next);
            onThemeChange(next);
          }}
          primaryColor={color}
          onPrimaryColorChange={(next) => {
            setColor(next);
            onPrimaryColorChange(next);
          }}
          locale={currentLocale}
          onLocaleChange={(next) => {
            setLocale(next);
            onLocaleChange(next);
          }}
        />
      </ThemeRoot>
    );
  },
} satisfies Meta<typeof ThemeCustomizer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangesTheme: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tùy chỉnh' }));
    // The customizer opens in a popover under <body>, outside the story canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Tùy chỉnh' });
    await expect(dialog).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Tối' }));
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
    await userEvent.click(within(dialog).getAllByRole('option')[1]!);
    await expect(args.onPrimaryColorChange).toHaveBeenCalledWith('#0D9394');
  },
};

export const English: Story = {
  args: {
    theme: 'dark',
    locale: 'en',
    labels: { title: 'Customize', theme: 'Theme', primaryColor: 'Primary colour', language: 'Language' },
    themeLabels: { light: 'Light', dark: 'Dark', 'semi-dark': 'Semi-dark' },
  },
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Customize' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customize' });
    await expect(within(dialog).getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};
