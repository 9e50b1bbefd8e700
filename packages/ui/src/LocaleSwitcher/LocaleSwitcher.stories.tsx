import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import type { Locale } from './LocaleSwitcher';
import { LocaleSwitcher } from './LocaleSwitcher';

const meta = {
  title: 'Navigation/LocaleSwitcher',
  component: LocaleSwitcher,
  args: { value: 'vi', onChange: fn() },
  render: function Render({ value, onChange, ...args }) {
    const [locale, setLocale] = useState<Locale>(value);
    return (
      <LocaleSwitcher
        {...args}
        value={locale}
        onChange={(next) => {
          setLocale(next);
          onChange(next);
        }}
      />
    );
  },
} satisfies Meta<typeof LocaleSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'English' }));
    await expect(args.onChange).toHaveBeenCalledWith('en');
    await expect(canvas.getByRole('radio', { name: 'English' })).toBeChecked();
  },
};
