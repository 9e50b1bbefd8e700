import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { FormActions } from '../Form';
import { Popover } from './Popover';

const meta = {
  title: 'Feedback/Popover',
  component: Popover,
  args: {
    trigger: <Button variant="secondary">Cột hiển thị</Button>,
    title: 'Cột hiển thị',
    onOpenChange: fn(),
    children: (
      <>
        <Checkbox defaultSelected>Mã khách hàng</Checkbox>
        <Checkbox defaultSelected>Họ tên</Checkbox>
        <Checkbox>Ngày sinh</Checkbox>
      </>
    ),
  },
  argTypes: {
    placement: { control: 'select', options: ['bottom', 'bottom start', 'top', 'start', 'end'] },
  },
  decorators: [(Story) => <div style={{ padding: '180px 48px' }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens a dialog named by its title; Escape closes it and focus goes back to the trigger. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Cột hiển thị' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Cột hiển thị' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ngày sinh' }));
    await expect(within(dialog).getByRole('checkbox', { name: 'Ngày sinh' })).toBeChecked();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const ClickOutside: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cột hiển thị' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cột hiển thị' });
    await userEvent.click(canvasElement);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Children as a function get `close` for their own buttons. */
export const WithActions: Story = {
  args: {
    trigger: <Button variant="secondary">Lọc</Button>,
    title: 'Lọc nhanh',
    placement: 'bottom start',
    children: (close) => (
      <>
        <Checkbox>Chỉ khách VIP</Checkbox>
        <FormActions>
          <Button size="sm" variant="secondary" onPress={close}>
            Hủy bỏ
          </Button>
          <Button size="sm" onPress={close}>
            Áp dụng
          </Button>
        </FormActions>
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Lọc' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lọc nhanh' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Áp dụng' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const Top: Story = {
  args: { placement: 'top', defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Cột hiển thị' });
    // Positioned after mount: placed above the trigger, the arrow points down at it.
    await waitFor(() => expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'top'));
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': 'Thông tin thêm', hideArrow: true, children: 'Cập nhật lúc 08:30' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cột hiển thị' }));
    await expect(await screen.findByRole('dialog', { name: 'Thông tin thêm' })).toHaveTextContent(
      'Cập nhật lúc 08:30',
    );
  },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const SemiDark: Story = { args: { defaultOpen: true }, globals: { theme: 'semi-dark' } };
