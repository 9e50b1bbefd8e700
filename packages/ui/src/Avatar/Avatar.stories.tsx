import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './Avatar';

/** A small inline picture, so the story needs no network. */
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#7367F0"/><circle cx="20" cy="16" r="7" fill="#fff"/><rect x="8" y="26" width="24" height="14" rx="7" fill="#fff"/></svg>',
)}`;

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Trần Thị Mai', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Initials: family name + given name ('Trần Thị Mai' → 'TM'); the full name is the accessible name. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Trần Thị Mai' });
    await expect(avatar).toHaveTextContent('TM');
  },
};

export const WithPicture: Story = {
  args: { src: picture },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Trần Thị Mai' });
    await expect(avatar.querySelector('img')).toHaveAttribute('src', picture);
    await expect(avatar).not.toHaveTextContent('TM');
  },
};

/** A picture that fails to load falls back to the initials. */
export const BrokenPicture: Story = {
  args: { name: 'Nguyễn Văn An', src: '/khong-co-anh.png' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Nguyễn Văn An' });
    await waitFor(() => expect(avatar).toHaveTextContent('NA'));
    await expect(avatar.querySelector('img')).toBeNull();
  },
};

function AllSizes() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="Đỗ Ánh" size="sm" />
      <Avatar name="Lê Hoàng Bảo Ngọc" size="md" />
      <Avatar name="Mai" size="lg" />
      <Avatar name="Phạm Hùng" size="lg" src={picture} />
    </div>
  );
}

export const Sizes: Story = {
  render: () => <AllSizes />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Đỗ Ánh' })).toHaveTextContent('ĐÁ');
    await expect(canvas.getByRole('img', { name: 'Lê Hoàng Bảo Ngọc' })).toHaveTextContent('LN');
    await expect(canvas.getByRole('img', { name: 'Mai' })).toHaveTextContent('M');
    await expect(canvas.getByRole('img', { name: 'Mai' }).getBoundingClientRect().width).toBe(56);
  },
};

/** Next to the same name in text it is hidden from screen readers. */
export const Decorative: Story = {
  render: (args) => (
    <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
      <Avatar {...args} isDecorative size="sm" />
      Trần Thị Mai
    </span>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await expect(canvas.getByText('TM')).toBeInTheDocument();
  },
};

export const Dark: Story = { render: () => <AllSizes />, globals: { theme: 'dark' } };

export const SemiDark: Story = { render: () => <AllSizes />, globals: { theme: 'semi-dark' } };
