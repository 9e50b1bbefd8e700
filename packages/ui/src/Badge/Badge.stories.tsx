import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, CountBadge } from './Badge';

const meta = {
  title: 'Feedback/Badge',
  component: Badge,
  args: { children: 'Đã duyệt', tone: 'success' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'info', 'success', 'warning', 'danger'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Đã duyệt')).toBeVisible();
  },
};

function AllTones() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
      <Badge tone="neutral">Nháp</Badge>
      <Badge tone="info">Đang xử lý</Badge>
      <Badge tone="success">Đã duyệt</Badge>
      <Badge tone="warning">Chờ duyệt</Badge>
      <Badge tone="danger">Đã hủy</Badge>
      <CountBadge count={3} label="thông báo" />
      <CountBadge count={12} tone="info" label="công việc" />
      <CountBadge count={250} tone="warning" />
    </div>
  );
}

export const Tones: Story = { render: () => <AllTones /> };

/** A count: '99+' above the maximum, nothing at zero, an optional label for screen readers. */
export const Count: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <span data-testid="unread">
        Tin nhắn <CountBadge count={5} label="tin chưa đọc" />
      </span>
      <span data-testid="over">
        Thông báo <CountBadge count={120} />
      </span>
      <span data-testid="small-max">
        Việc <CountBadge count={12} max={9} tone="info" />
      </span>
      <span data-testid="zero">
        Lỗi <CountBadge count={0} />
      </span>
      <span data-testid="zero-shown">
        Đơn mới <CountBadge count={0} showZero tone="neutral" />
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('unread')).toHaveTextContent('Tin nhắn 5 tin chưa đọc');
    // The label is for screen readers only: a 1 px clipped box.
    await expect(canvas.getByText('tin chưa đọc').getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(canvas.getByTestId('over')).toHaveTextContent('Thông báo 99+');
    await expect(canvas.getByTestId('small-max')).toHaveTextContent('Việc 9+');
    await expect(canvas.getByTestId('zero')).toHaveTextContent(/^Lỗi\s*$/);
    await expect(canvas.getByTestId('zero-shown')).toHaveTextContent('Đơn mới 0');
  },
};

export const Dark: Story = { render: () => <AllTones />, globals: { theme: 'dark' } };

export const SemiDark: Story = { render: () => <AllTones />, globals: { theme: 'semi-dark' } };
