import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion } from './ToastRegion';
import { toast } from './toastQueue';
import type { ToastKind } from './toastQueue';

/**
 * `toast.info|warning|success|failure|error(message)` shows a toast in the region mounted once by the app
 * (here by the Storybook preview); each kind has the spec's default title.
 */
const meta = {
  title: 'Feedback/Toast',
  component: ToastRegion,
  beforeEach: () => () => toast.clear(),
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

function kindStory(kind: ToastKind, title: string, message: string): Story {
  return {
    render: () => <Button onPress={() => toast[kind](message)}>Hiện thông báo</Button>,
    play: async ({ canvas, userEvent }) => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hiện thông báo' }));
      // The toast region is a landmark outside the story's own markup.
      const item = await screen.findByRole('alertdialog');
      await expect(item).toHaveTextContent(title);
      await expect(item).toHaveTextContent(message);
    },
  };
}

export const InfoToast = kindStory('info', 'Thông báo', 'Có 3 đơn hàng mới.');
export const WarningToast = kindStory('warning', 'Thông báo', 'Phiên làm việc sắp hết hạn.');
export const SuccessToast = kindStory('success', 'Thành công', 'Đã lưu khách hàng.');
export const FailureToast = kindStory('failure', 'Thất bại', 'Không lưu được khách hàng.');
export const ErrorToast = kindStory('error', 'Có lỗi xảy ra', 'Không kết nối được máy chủ.');
