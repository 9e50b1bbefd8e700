import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { InfoIcon } from '../internal/icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Surfaces/EmptyState',
  component: EmptyState,
  args: {
    title: 'Chưa có khách hàng',
    description: 'Thêm khách hàng đầu tiên để bắt đầu.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithIconAndAction: Story = {
  args: { icon: <InfoIcon size={32} />, action: <Button>Thêm khách hàng</Button> },
};
