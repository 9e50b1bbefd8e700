import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingOverlay } from './LoadingOverlay';

const meta = {
  title: 'Feedback/LoadingOverlay',
  component: LoadingOverlay,
  args: { visible: true, contained: true },
  render: (args) => (
    <div style={{ position: 'relative', height: 200, border: '1px dashed currentColor' }}>
      <p style={{ padding: 16 }}>Nội dung đang được tải lại.</p>
      <LoadingOverlay {...args} />
    </div>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Contained: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Đang tải' })).toBeInTheDocument();
  },
};

export const CustomLabel: Story = { args: { label: 'Đang lưu' } };

export const Hidden: Story = {
  args: { visible: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
