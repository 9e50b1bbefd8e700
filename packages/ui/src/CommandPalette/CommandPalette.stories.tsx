import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { demoMenu } from '../test/fixtures';
import { CommandPalette } from './CommandPalette';

const meta = {
  title: 'Layout/CommandPalette',
  component: CommandPalette,
  args: {
    // CRM → Khách hàng, CRM → Công việc → Danh sách công việc / Lịch công việc, Bán hàng → Đơn hàng / Trả hàng.
    menu: demoMenu,
    shortcuts: [
      { href: '/crm/partners', title: 'Khách hàng' },
      { href: '/crm/call-logs', title: 'Đặt lịch gọi lại' },
    ],
    onNavigate: fn(),
    onOpenChange: fn(),
  },
  argTypes: { menu: { control: false } },
} satisfies Meta<typeof CommandPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ctrl+K opens the palette from anywhere, Escape closes it; the top-bar trigger opens it too. */
export const OpensWithCtrlK: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Tìm kiếm' });
    await expect(trigger).toHaveTextContent('Ctrl K');

    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Tìm kiếm' });
    await expect(within(dialog).getByRole('textbox', { name: 'Tìm kiếm' })).toHaveFocus();
    await expect(within(dialog).getByRole('group', { name: 'Lối tắt' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Chức năng' })).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    await userEvent.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: 'Tìm kiếm' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(reopened).not.toBeInTheDocument());
  },
};

/** Typing without accents finds accented titles: 'dat lich' finds 'Đặt lịch gọi lại', 'khach hang' 'Khách hàng'. */
export const FiltersWithoutAccents: Story = {
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Tìm kiếm' });
    await userEvent.keyboard('dat lich');
    await waitFor(() => expect(within(dialog).getAllByRole('menuitem')).toHaveLength(1));
    await expect(within(dialog).getByRole('menuitem', { name: /^Đặt lịch gọi lại/ })).toBeVisible();

    await userEvent.clear(within(dialog).getByRole('textbox'));
    await userEvent.keyboard('khach hang');
    await waitFor(() => expect(within(dialog).getAllByRole('menuitem')).toHaveLength(1));
    const shortcuts = within(dialog).getByRole('group', { name: 'Lối tắt' });
    await expect(within(shortcuts).getByRole('menuitem', { name: /^Khách hàng/ })).toBeVisible();
  },
};

/** The arrow keys move through the results and Enter opens the page through the router. */
export const NavigatesWithTheKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Tìm kiếm' });
    await userEvent.keyboard('cong viec');
    // Each result shows its group trail and path.
    const calendar = await within(dialog).findByRole('menuitem', {
      name: 'Lịch công việc CRM › Công việc · /crm/task/calendar',
    });
    await expect(within(dialog).getByRole('menuitem', { name: /^Danh sách công việc/ })).toHaveAttribute(
      'data-focused',
      'true',
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(calendar).toHaveAttribute('data-focused', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/crm/task/calendar');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Nothing matches: 'Không tìm thấy kết quả'. */
export const NoResults: Story = {
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Tìm kiếm' });
    await userEvent.keyboard('hoa don dien tu');
    await expect(await within(dialog).findByText('Không tìm thấy kết quả')).toBeVisible();
    await expect(within(dialog).queryByRole('group')).not.toBeInTheDocument();
  },
};

/** English strings come from the app through `labels`. */
export const English: Story = {
  args: {
    labels: {
      search: 'Search',
      placeholder: 'Search pages and commands…',
      shortcuts: 'Shortcuts',
      commands: 'Commands',
      empty: 'No results found',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await expect(within(dialog).getByRole('group', { name: 'Shortcuts' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Open in the dark theme (the story's axe check covers the results' contrast). */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Tìm kiếm' });
    await userEvent.keyboard('khach');
    await expect(await within(dialog).findByRole('menuitem', { name: /^Khách hàng/ })).toHaveAttribute(
      'data-focused',
      'true',
    );
  },
};

/** The trigger in the semi-dark theme's navigation colours, with the palette open. */
export const SemiDark: Story = {
  globals: { theme: 'semi-dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tìm kiếm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tìm kiếm' });
    await expect(within(dialog).getByRole('group', { name: 'Chức năng' })).toBeVisible();
  },
};

/**
 * The app's records after the pages: the back office looks customers up by name without accents, code or phone as
 * the query is typed and passes them as `results` (here a fixed group); one opens its page like any other result.
 */
export const WithRecords: Story = {
  args: {
    results: [
      {
        id: 'customers',
        title: 'Khách hàng',
        entries: [
          { id: 'a', title: 'Trần Thị Mai', description: 'KH0001 · 0901**4567', href: '/crm/partners/a' },
          { id: 'b', title: 'Trần Thị Mai Anh', description: 'KH0042 · 0912**0042', href: '/crm/partners/b' },
        ],
      },
    ],
    onQueryChange: fn(),
  },
  play: async ({ args, userEvent }) => {
    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Tìm kiếm' });
    await userEvent.keyboard('tran thi mai');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('tran thi mai');
    const customers = within(dialog).getByRole('group', { name: 'Khách hàng' });
    const first = within(customers).getByRole('menuitem', { name: 'Trần Thị Mai KH0001 · 0901**4567' });
    await expect(first).toHaveAttribute('data-focused', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onNavigate).toHaveBeenCalledWith('/crm/partners/a');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
