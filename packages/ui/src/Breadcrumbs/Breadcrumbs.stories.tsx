import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumbs } from './Breadcrumbs';

const meta = {
  title: 'Navigation/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [{ label: 'Trang chủ', href: '/' }, { label: 'CRM', href: '/crm' }, { label: 'Khách hàng' }],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Đường dẫn' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'CRM' })).toBeInTheDocument();
  },
};
