import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { LightLayout } from './LightLayout';

const meta = {
  title: 'Layout/LightLayout',
  component: LightLayout,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LightLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page opened with `?webview` (e.g. inside the POS or a mobile app): no navigation, only the page. */
export const Webview: Story = {
  args: {
    children: (
      <Card title="Lịch hẹn hôm nay">
        <p>09:00 — Trần Thị Mai — Chăm sóc da mặt</p>
        <p>10:30 — Nguyễn Văn Đức — Massage body</p>
      </Card>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveTextContent('Trần Thị Mai');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
