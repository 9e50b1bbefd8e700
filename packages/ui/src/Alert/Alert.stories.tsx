import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  args: { title: 'Lưu ý', children: 'Dữ liệu đang được đồng bộ.' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = { args: { tone: 'info', title: 'Thông báo' } };

export const Success: Story = {
  args: { tone: 'success', title: 'Thành công', children: 'Đã lưu khách hàng.' },
};

export const Warning: Story = { args: { tone: 'warning' } };

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Có lỗi xảy ra',
    children: 'Không kết nối được máy chủ.',
    action: <Button variant="secondary">Thử lại</Button>,
  },
};
