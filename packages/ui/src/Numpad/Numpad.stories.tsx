import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NumericInput } from '../NumericInput';
import { Numpad } from './Numpad';

/** A till's amount field with the pad beside it: both show the same number. */
function AmountWithPad({ thousands = true }: { thousands?: boolean }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 280 }}>
      <NumericInput label="Khách đưa" value={value} onChange={setValue} />
      <Numpad
        aria-label="Bàn phím số tiền khách đưa"
        value={value}
        onChange={setValue}
        thousands={thousands}
      />
    </div>
  );
}

const meta = {
  title: 'Inputs/Numpad',
  component: AmountWithPad,
} satisfies Meta<typeof AmountWithPad>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Amount: Story = {
  play: async ({ canvas, userEvent }) => {
    const pad = canvas.getByRole('group', { name: 'Bàn phím số tiền khách đưa' });
    for (const key of ['2', '5', '000']) await userEvent.click(within(pad, key));
    await expect(canvas.getByRole('textbox', { name: 'Khách đưa' })).toHaveValue('25,000');
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa một số' }));
    await expect(canvas.getByRole('textbox', { name: 'Khách đưa' })).toHaveValue('2,500');
  },
};

export const Quantity: Story = { args: { thousands: false } };

/** The pad's key of that label. */
function within(pad: HTMLElement, label: string): HTMLElement {
  const key = [...pad.querySelectorAll('button')].find((button) => button.textContent === label);
  if (!key) throw new Error(`no key ${label}`);
  return key;
}
