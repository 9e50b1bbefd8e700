import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { Skeleton, SkeletonRegion } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  argTypes: { variant: { control: 'inline-radio', options: ['text', 'circle', 'rect'] } },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Text lines, the last one shorter; hidden from screen readers. */
export const TextLines: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[aria-hidden="true"]')!;
    await expect(root.children).toHaveLength(3);
    const [first, , last] = Array.from(root.children);
    await expect(last!.getBoundingClientRect().width).toBeLessThan(first!.getBoundingClientRect().width);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', width: 48 },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    await expect([circle.width, circle.height]).toEqual([48, 48]);
  },
};

export const Rectangle: Story = {
  args: { variant: 'rect', height: 160 },
  play: async ({ canvasElement }) => {
    const rect = canvasElement.querySelector('[aria-hidden="true"]')!.getBoundingClientRect();
    await expect(rect.height).toBe(160);
    await expect(rect.width).toBe(360);
  },
};

function CustomerCard() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton variant="circle" />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
    </div>
  );
}

function Region() {
  const [loading, setLoading] = useState(true);
  return (
    <>
      <Button size="sm" variant="secondary" onPress={() => setLoading((v) => !v)}>
        {loading ? 'Xong' : 'Tải lại'}
      </Button>
      <SkeletonRegion isLoading={loading} skeleton={<CustomerCard />}>
        <p>Trần Thị Mai — 0901234567</p>
      </SkeletonRegion>
    </>
  );
}

/** `SkeletonRegion` is aria-busy with its skeleton while loading, announces 'Đang tải', then shows the content. */
export const BusyRegion: Story = {
  render: () => <Region />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const region = canvasElement.querySelector('[aria-busy]')!;
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Đang tải');
    await expect(canvas.queryByText(/Trần Thị Mai/)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Xong' }));
    await expect(region).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(canvas.getByText(/Trần Thị Mai/)).toBeVisible();
  },
};

export const Dark: Story = { render: () => <CustomerCard />, globals: { theme: 'dark' } };

export const SemiDark: Story = { render: () => <CustomerCard />, globals: { theme: 'semi-dark' } };
