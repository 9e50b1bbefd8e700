import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Chart } from './Chart';

const vnd = new Intl.NumberFormat('vi-VN', { style: 'currency', currency: 'VND' });
const money = (value: number) => vnd.format(value);

const days = Array.from({ length: 14 }, (_, i) => `${String(i + 1).padStart(2, '0')}/11`);
const revenue = [12.5, 9.8, 14.2, 11, 0, 16.4, 18.9, 13.1, 12.2, 15.7, 17.3, 10.9, 19.5, 21.2].map(
  (m) => m * 1_000_000,
);

const meta = {
  title: 'Data/Chart',
  component: Chart,
  args: {
    kind: 'trend',
    label: 'Doanh thu bán hàng',
    categories: days,
    series: [{ name: 'Doanh thu', values: revenue }],
    formatValue: money,
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A trend: revenue per day, as lines; the description reads every day's value in VND. */
export const Trend: Story = {
  play: async ({ canvas, canvasElement }) => {
    const chart = await canvas.findByRole('img', { name: /Doanh thu bán hàng/ });
    await expect(chart.getAttribute('aria-label')).toContain('Biểu đồ xu hướng');
    await expect(chart.getAttribute('aria-label')).toContain('14/11: 21.200.000');
    // ECharts draws it as SVG once its chunk is in.
    await waitFor(() => expect(canvasElement.querySelector('svg')).not.toBeNull(), { timeout: 5000 });
    const data = JSON.parse(canvasElement.querySelector('[data-chart]')?.getAttribute('data-chart') ?? '{}');
    await expect(data.series[0].values).toHaveLength(14);
  },
};

/** Two series over the same days, told apart by colour and by decal pattern. */
export const TrendTwoSeries: Story = {
  args: {
    series: [
      { name: 'Doanh thu', values: revenue },
      { name: 'Chiết khấu', values: revenue.map((v) => v * 0.08) },
    ],
  },
};

const services = [
  'Massage body đá nóng',
  'Gội đầu dưỡng sinh',
  'Chăm sóc da mặt',
  'Tắm trắng',
  'Triệt lông',
  'Nail',
  'Xông hơi',
  'Tẩy tế bào chết',
  'Đắp mặt nạ',
  'Massage chân',
  'Trị mụn',
  'Phun mày',
];
const serviceRevenue = [42, 35, 31, 22, 18, 15, 12, 9, 7, 6, 3, 1].map((m) => m * 1_000_000);

/** A ranking: the 10 largest, largest first; the other two are left out. */
export const Ranking: Story = {
  args: {
    kind: 'ranking',
    label: 'Doanh thu dịch vụ',
    categories: [...services].reverse(),
    series: [{ name: 'Doanh thu', values: [...serviceRevenue].reverse() }],
  },
  play: async ({ canvasElement }) => {
    const data = JSON.parse(canvasElement.querySelector('[data-chart]')?.getAttribute('data-chart') ?? '{}');
    await expect(data.categories).toHaveLength(10);
    await expect(data.categories[0]).toBe('Massage body đá nóng');
  },
};

/** A share: the largest seven slices and the rest as 'Khác', with percents in the description. */
export const Share: Story = {
  args: {
    kind: 'share',
    label: 'Thu tiền theo hình thức thanh toán',
    categories: services,
    series: [{ name: 'Đã thu', values: serviceRevenue }],
  },
  play: async ({ canvas }) => {
    const chart = await canvas.findByRole('img', { name: /Thu tiền theo hình thức/ });
    await expect(chart.getAttribute('aria-label')).toContain('Khác');
    await expect(chart.getAttribute('aria-label')).toMatch(
      /Massage body đá nóng: 42\.000\.000\s₫ \(20\.9%\)/,
    );
  },
};

/** Nothing to draw: a sentence instead, and no chart chunk. */
export const Empty: Story = {
  args: { categories: [], series: [{ name: 'Doanh thu', values: [] }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Không có dữ liệu để vẽ biểu đồ')).toBeInTheDocument();
  },
};
