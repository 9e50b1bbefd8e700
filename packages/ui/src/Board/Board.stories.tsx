import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Board, type BoardItem } from './Board';

const start = fn();
const clean = fn();

const columns = [
  { id: '0', title: 'Trống', tone: 'success' },
  { id: '1', title: 'Đang phục vụ', tone: 'info' },
  { id: '2', title: 'Đang dọn', tone: 'warning' },
  { id: '9', title: 'Ngừng sử dụng', tone: 'neutral' },
] as const;

const lanes = [
  { id: 'VIP', title: 'Phòng VIP' },
  { id: 'MS', title: 'Phòng massage' },
];

const items: BoardItem[] = [
  {
    id: 'p101',
    column: '0',
    lane: 'VIP',
    title: 'Phòng 101',
    subtitle: 'Tầng 1',
    details: [{ label: 'Số giường', value: '2' }],
    actions: [{ id: 'start', label: 'Nhận khách', 'aria-label': 'Nhận khách: Phòng 101', onPress: start }],
  },
  {
    id: 'p102',
    column: '1',
    lane: 'VIP',
    title: 'Phòng 102',
    subtitle: 'Tầng 1',
    details: [
      { label: 'Khách hàng', value: 'Trần Thị Mai' },
      { label: 'Bắt đầu', value: '14:05' },
    ],
    actions: [
      { id: 'clean', label: 'Dọn phòng', 'aria-label': 'Dọn phòng: Phòng 102', onPress: clean },
      { id: 'free', label: 'Trả phòng', 'aria-label': 'Trả phòng: Phòng 102', onPress: fn() },
    ],
  },
  {
    id: 'p201',
    column: '2',
    lane: 'MS',
    title: 'Phòng massage 1',
    subtitle: 'Tầng 2',
    actions: [{ id: 'ready', label: 'Dọn xong', onPress: fn() }],
  },
  { id: 'p202', column: '9', lane: 'MS', title: 'Phòng massage 2', subtitle: 'Tầng 2' },
];

const meta = {
  title: 'Data/Board',
  component: Board,
  args: { 'aria-label': 'Sơ đồ phòng', columns, lanes, items },
} satisfies Meta<typeof Board>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rooms by status (columns) and room group (lanes); each card offers the transitions it may run now. */
export const RoomBoard: Story = {
  play: async ({ canvas, userEvent }) => {
    const vip = canvas.getByRole('region', { name: 'Phòng VIP' });
    await expect(vip).toBeInTheDocument();
    await expect(canvas.getByRole('article', { name: 'Phòng 102' })).toHaveTextContent('Trần Thị Mai');
    // The count is heard with its unit; an empty column says so.
    await expect(canvas.getAllByRole('heading', { name: /Trống 1 thẻ/ })).toHaveLength(1);
    await expect(canvas.getAllByText('Không có').length).toBeGreaterThan(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Nhận khách: Phòng 101' }));
    await expect(start).toHaveBeenCalledTimes(1);
    // The keyboard reaches the next action in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dọn phòng: Phòng 102' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(clean).toHaveBeenCalledTimes(1);
  },
};

/** Without lanes: one row of columns. */
export const WithoutLanes: Story = { args: { lanes: undefined } };

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Đang tải' })).toBeInTheDocument();
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { error: 'Mất kết nối tới máy chủ', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Mất kết nối tới máy chủ');
    await userEvent.click(canvas.getByRole('button', { name: 'Thử lại' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { items: [], emptyTitle: 'Chưa có phòng nào', emptyDescription: 'Thêm phòng ở màn hình Phòng.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Chưa có phòng nào' })).toBeInTheDocument();
  },
};
