import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Card } from './Card';

const meta = {
  title: 'Surfaces/Card',
  component: Card,
  args: { title: 'Bộ lọc', children: 'Nội dung thẻ: biểu mẫu, bảng hoặc danh sách.' },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithActions: Story = { args: { actions: <Button variant="secondary">Xóa lọc</Button> } };

export const Untitled: Story = { args: { title: undefined } };
