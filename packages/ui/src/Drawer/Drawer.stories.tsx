import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { TextField } from '../TextField';
import { Drawer } from './Drawer';

const meta = {
  title: 'Feedback/Drawer',
  component: Drawer,
  args: { isOpen: false, onOpenChange: fn(), title: 'Bộ lọc nâng cao', placement: 'end', size: 'md' },
  argTypes: {
    placement: { control: 'inline-radio', options: ['start', 'end'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  // Opens from a button so the docs page is not covered by a modal.
  render: function Render({ isOpen, onOpenChange, ...args }) {
    const [open, setOpen] = useState(isOpen);
    const change = (next: boolean) => {
      setOpen(next);
      onOpenChange(next);
    };
    return (
      <>
        <Button onPress={() => change(true)}>Mở bộ lọc</Button>
        <Drawer
          {...args}
          isOpen={open}
          onOpenChange={change}
          footer={
            <>
              <Button variant="secondary" onPress={() => change(false)}>
                Xóa lọc
              </Button>
              <Button onPress={() => change(false)}>Lọc</Button>
            </>
          }
        >
          <Form aria-label="Bộ lọc">
            <TextField label="Tên khách hàng" />
            <TextField label="Điện thoại" type="tel" />
          </Form>
        </Drawer>
      </>
    );
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens from the end side, named by its title; the 'Đóng' button closes it. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở bộ lọc' }));
    const drawer = await screen.findByRole('dialog', { name: 'Bộ lọc nâng cao' });
    // Visible once the overlay has faded in.
    await waitFor(() =>
      expect(within(drawer).getByRole('textbox', { name: 'Tên khách hàng' })).toBeVisible(),
    );
    // Slid in against the end edge.
    await waitFor(() =>
      expect(Math.round(drawer.getBoundingClientRect().right)).toBe(document.documentElement.clientWidth),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Đóng' }));
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  },
};

export const Start: Story = {
  args: { placement: 'start', title: 'Danh mục' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở bộ lọc' }));
    const drawer = await screen.findByRole('dialog', { name: 'Danh mục' });
    await waitFor(() => expect(Math.round(drawer.getBoundingClientRect().left)).toBe(0));
  },
};

export const Escape: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Mở bộ lọc' });
    await userEvent.click(trigger);
    const drawer = await screen.findByRole('dialog', { name: 'Bộ lọc nâng cao' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A click on the dimmed page outside the sheet closes it. */
export const ClickOutside: Story = {
  args: { placement: 'end', size: 'sm' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở bộ lọc' }));
    const drawer = await screen.findByRole('dialog', { name: 'Bộ lọc nâng cao' });
    await userEvent.pointer({ keys: '[MouseLeft]', coords: { clientX: 20, clientY: 300 } });
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  },
};

/** Not dismissable: a click outside keeps it open; Escape and 'Đóng' still close it. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mở bộ lọc' }));
    const drawer = await screen.findByRole('dialog', { name: 'Bộ lọc nâng cao' });
    await userEvent.pointer({ keys: '[MouseLeft]', coords: { clientX: 20, clientY: 300 } });
    await expect(drawer).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  },
};

export const English: Story = {
  args: { isOpen: true, title: 'Advanced filters', closeLabel: 'Close' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Advanced filters' });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close' })).toBeVisible());
  },
};

export const Large: Story = { args: { size: 'lg', isOpen: true } };

export const Dark: Story = { args: { isOpen: true }, globals: { theme: 'dark' } };

export const SemiDark: Story = { args: { isOpen: true }, globals: { theme: 'semi-dark' } };
