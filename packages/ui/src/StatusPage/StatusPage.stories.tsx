import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../Link';
import { StatusPage } from './StatusPage';

const meta = {
  title: 'Layout/StatusPage',
  component: StatusPage,
  parameters: { layout: 'fullscreen' },
  args: {
    code: 404,
    title: 'Không tìm thấy trang',
    description: 'Trang bạn tìm không tồn tại hoặc đã bị chuyển.',
    action: (
      <Link href="/" variant="standalone">
        Về trang chủ
      </Link>
    ),
  },
  argTypes: { action: { control: false }, illustration: { control: false } },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {};

export const Forbidden: Story = {
  args: {
    code: 403,
    title: 'Không có quyền truy cập',
    description: 'Liên hệ quản trị viên để được cấp quyền.',
  },
};

export const ServerError: Story = {
  args: { code: 500, title: 'Có lỗi xảy ra', description: 'Vui lòng thử lại sau.' },
};

export const Embedded: Story = { args: { embedded: true }, parameters: { layout: 'padded' } };
