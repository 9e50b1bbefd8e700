import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { ThemeRoot } from '../theme';
import { PrimaryColorPicker } from './PrimaryColorPicker';

const meta = {
  title: 'Navigation/PrimaryColorPicker',
  component: PrimaryColorPicker,
  args: { value: '#7367F0', onChange: fn() },
  // The chosen colour goes to a ThemeRoot, so the button below takes it.
  render: function Render({ value, onChange, ...args }) {
    const [color, setColor] = useState(value);
    return (
      <ThemeRoot primaryColor={color}>
        <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
          <PrimaryColorPicker
            {...args}
            value={color}
            onChange={(next) => {
              setColor(next);
              onChange(next);
            }}
          />
          <Button>Nút chính</Button>
        </div>
      </ThemeRoot>
    );
  },
} satisfies Meta<typeof PrimaryColorPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const options = canvas.getAllByRole('option');
    await expect(options).toHaveLength(5);
    await userEvent.click(options[1]!);
    await expect(args.onChange).toHaveBeenCalledWith('#0D9394');
  },
};
