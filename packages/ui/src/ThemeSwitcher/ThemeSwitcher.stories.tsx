import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { ThemeRoot } from '../theme';
import type { ThemeName } from '../theme';
import { ThemeSwitcher } from './ThemeSwitcher';

const meta = {
  title: 'Navigation/ThemeSwitcher',
  component: ThemeSwitcher,
  args: { value: 'light', onChange: fn() },
  // Drives a ThemeRoot, as the apps do, so choosing a theme re-themes the page.
  render: function Render({ value, onChange, ...args }) {
    const [theme, setTheme] = useState<ThemeName>(value);
    return (
      <ThemeRoot theme={theme}>
        <ThemeSwitcher
          {...args}
          value={theme}
          onChange={(next) => {
            setTheme(next);
            onChange(next);
          }}
        />
      </ThemeRoot>
    );
  },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChangesTheme: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Sáng' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Tối' }));
    await expect(args.onChange).toHaveBeenCalledWith('dark');
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('dark'));
    await userEvent.click(canvas.getByRole('radio', { name: 'Nửa tối' }));
    await waitFor(() => expect(document.documentElement.dataset.theme).toBe('semi-dark'));
  },
};

export const WithLabel: Story = { args: { label: 'Giao diện' } };

export const English: Story = {
  args: { labels: { light: 'Light', dark: 'Dark', 'semi-dark': 'Semi-dark' }, 'aria-label': 'Theme' },
};
