import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card';
import { Box } from './Box';

const meta = {
  title: 'Layout/Box',
  component: Box,
  args: { children: 'Khối bố cục' },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sprinkles become atomic classes; other props reach the element. */
export const Spacing: Story = {
  args: { padding: 'lg', 'aria-label': 'Khối có lề', role: 'region' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('region', { name: 'Khối có lề' });
    await expect(getComputedStyle(box).paddingTop).toBe('16px'); // space.lg
    await expect(box).not.toHaveAttribute('padding');
  },
};

/** A column on phones, a row from 768 px (`md`). */
export const ResponsiveStack: Story = {
  render: () => (
    <Box
      as="section"
      aria-label="Thẻ số liệu"
      display="flex"
      flexDirection={{ base: 'column', md: 'row' }}
      gap="md"
    >
      <Card title="Doanh thu hôm nay">12,500,000 ₫</Card>
      <Card title="Lịch hẹn">18</Card>
      <Card title="Khách mới">5</Card>
    </Box>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Thẻ số liệu' });
    await expect(section.tagName).toBe('SECTION');
    const wide = window.matchMedia('(min-width: 768px)').matches;
    await expect(getComputedStyle(section).flexDirection).toBe(wide ? 'row' : 'column');
  },
};
