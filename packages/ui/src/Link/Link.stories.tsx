import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from './Link';

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/crm/partners', children: 'Danh sách khách hàng' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone', 'subtle'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Xem <Link {...args} /> để biết thêm.
    </p>
  ),
};

export const Standalone: Story = { args: { variant: 'standalone' } };

export const Subtle: Story = { args: { variant: 'subtle' } };
