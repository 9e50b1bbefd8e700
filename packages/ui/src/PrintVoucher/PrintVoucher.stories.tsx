import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { contentWidthPx } from './paper';
import { PrintVoucher } from './PrintVoucher';
import { sampleBill } from './sampleBill';

const meta = {
  title: 'Print/PrintVoucher',
  component: PrintVoucher,
  args: { document: sampleBill('vi', 8), paper: 'A4' },
  argTypes: { paper: { control: 'inline-radio', options: ['A4', 'A5'] } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PrintVoucher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const A4: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Trần Thị Mai')).toBeVisible();
    const article = canvasElement.querySelector('[data-print-document]')!;
    await expect(article.getBoundingClientRect().width).toBeLessThanOrEqual(contentWidthPx('A4') + 0.5);
  },
};

export const A5: Story = {
  args: { paper: 'A5' },
  play: async ({ canvasElement }) => {
    const article = canvasElement.querySelector('[data-print-document]')!;
    await expect(article.scrollWidth).toBeLessThanOrEqual(contentWidthPx('A5') + 1);
  },
};
