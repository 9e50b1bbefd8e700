import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button';
import { Link } from '../Link';
import { toast } from '../Toast';
import { AppFrame } from './AppFrame';

const meta = {
  title: 'Layout/AppFrame',
  component: AppFrame,
  args: {
    navigate: fn(),
    // The app's router mounts it under /pos.
    useHref: (href: string) => `/pos${href}`,
    children: (
      <div style={{ display: 'grid', gap: 16, justifyItems: 'start' }}>
        <Link href="/retail">Bán lẻ</Link>
        <Button onPress={() => toast.success('Đã lưu')}>Lưu</Button>
      </div>
    ),
  },
  argTypes: { children: { control: false }, useHref: { control: false } },
} satisfies Meta<typeof AppFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RoutesLinks: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Bán lẻ' });
    await expect(link).toHaveAttribute('href', '/pos/retail');
    await userEvent.click(link);
    await expect(args.navigate).toHaveBeenCalledWith('/retail', undefined);
  },
};

export const Dark: Story = { args: { theme: 'dark' }, globals: { theme: 'dark' } };

export const English: Story = { args: { locale: 'en', primaryColor: '#0D9394' } };
