import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleBill } from '../PrintVoucher/sampleBill';
import { Receipt } from './Receipt';

const meta = {
  title: 'Print/Receipt',
  component: Receipt,
  args: { document: sampleBill('vi', 4) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Receipt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Cảm ơn quý khách, hẹn gặp lại!')).toBeVisible();
    const article = canvasElement.querySelector('[data-print-document]')!;
    await expect(article.scrollWidth).toBeLessThanOrEqual(302);
  },
};
