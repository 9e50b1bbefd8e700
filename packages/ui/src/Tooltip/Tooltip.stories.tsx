import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../internal/icons';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Feedback/Tooltip',
  component: Tooltip,
  args: {
    content: 'Xóa dòng này',
    onOpenChange: fn(),
    children: (
      <IconButton aria-label="Xóa" variant="secondary">
        <CloseIcon size={16} />
      </IconButton>
    ),
  },
  argTypes: { placement: { control: 'inline-radio', options: ['top', 'bottom', 'start', 'end'] } },
  // Room around the trigger for every placement.
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows it at once, linked as the button's description; Escape hides it. */
export const OnFocus: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Xóa' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Xóa dòng này');
    await expect(button).toHaveAccessibleDescription('Xóa dòng này');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveFocus();
  },
};

/** Hover shows it after the delay; leaving hides it. */
export const OnHover: Story = {
  args: { delay: 300 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Xóa' });
    // Within 0.5 s of a tooltip closing (e.g. the previous story's) react-aria opens the next one at once; wait.
    await new Promise((resolve) => setTimeout(resolve, 600));
    // react-aria shows hover tooltips only in pointer modality (after a mouse press), as for a mouse user.
    await userEvent.click(canvasElement);
    await userEvent.hover(button);
    // Not before the delay.
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent('Xóa dòng này');
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Bottom: Story = {
  args: { placement: 'bottom', defaultOpen: true },
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveAttribute('data-placement', 'bottom');
  },
};

export const OnButton: Story = {
  args: { content: 'Lưu và gửi email cho khách', children: <Button>Lưu</Button>, defaultOpen: true },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Xóa' })).toHaveFocus();
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

export const Dark: Story = { args: { defaultOpen: true }, globals: { theme: 'dark' } };

export const SemiDark: Story = { args: { defaultOpen: true }, globals: { theme: 'semi-dark' } };
