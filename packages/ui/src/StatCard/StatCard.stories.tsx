import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatCard } from './StatCard';

const meta = {
  title: 'Surfaces/StatCard',
  component: StatCard,
  args: { label: 'Doanh thu', value: '12,500,000', hint: 'Hôm nay' },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đang tải')).toBeInTheDocument();
    await expect(canvas.queryByText('12,500,000')).not.toBeInTheDocument();
  },
};
