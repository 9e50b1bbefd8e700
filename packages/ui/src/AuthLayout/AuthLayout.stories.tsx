import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Form } from '../Form';
import { Link } from '../Link';
import { TextField } from '../TextField';
import { AuthLayout } from './AuthLayout';

const meta = {
  title: 'Layout/AuthLayout',
  component: AuthLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'Sen ERP',
    title: 'Đăng nhập',
    subtitle: 'Chào mừng bạn quay lại',
    footer: <Link href="/forgot-password">Quên mật khẩu?</Link>,
    children: (
      <Form>
        <TextField label="Tên đăng nhập" autoComplete="username" />
        <TextField label="Mật khẩu" type="password" autoComplete="current-password" />
        <Checkbox>Ghi nhớ đăng nhập</Checkbox>
        <Button type="submit" fullWidth>
          Đăng nhập
        </Button>
      </Form>
    ),
  },
  argTypes: { children: { control: false }, footer: { control: false } },
} satisfies Meta<typeof AuthLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {};
