import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { RouterProvider } from 'react-aria-components';
import { demoMenu } from '../test/fixtures';
import { CommandPalette, type CommandPaletteGroup } from './CommandPalette';

const shortcuts = [
  { href: '/crm/partners', title: 'Khách hàng' },
  { href: '/crm/call-logs', title: 'Đặt lịch gọi lại' },
];

function renderPalette(props: Partial<Parameters<typeof CommandPalette>[0]> = {}) {
  const navigate = vi.fn();
  const onNavigate = vi.fn();
  const result = render(
    <RouterProvider navigate={navigate}>
      <CommandPalette menu={demoMenu} shortcuts={shortcuts} onNavigate={onNavigate} {...props} />
    </RouterProvider>,
  );
  return { result, navigate, onNavigate };
}

describe('CommandPalette', () => {
  it('opens with Ctrl+K and with Cmd+K, focusing the search field', async () => {
    const { result } = renderPalette();
    const screen = await result;
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();

    await userEvent.keyboard('{Control>}k{/Control}');
    const dialog = screen.getByRole('dialog', { name: 'Tìm kiếm' });
    await expect.element(dialog).toBeInTheDocument();
    await expect.element(dialog.getByRole('textbox', { name: 'Tìm kiếm' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).not.toBeInTheDocument();

    await userEvent.keyboard('{Meta>}k{/Meta}');
    await expect.element(screen.getByRole('dialog', { name: 'Tìm kiếm' })).toBeInTheDocument();
  });

  it('has a trigger named Tìm kiếm with the Ctrl K hint that opens the palette', async () => {
    const { result } = renderPalette();
    const screen = await result;
    const trigger = screen.getByRole('button', { name: 'Tìm kiếm' });
    await expect.element(trigger).toHaveTextContent('Ctrl K');
    await expect.element(trigger).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');
    await trigger.click();
    await expect.element(screen.getByRole('dialog', { name: 'Tìm kiếm' })).toBeInTheDocument();
  });

  it('groups shortcuts and menu commands, listing a page in both once, with its trail and path', async () => {
    const { result } = renderPalette({ defaultOpen: true });
    const screen = await result;
    const shortcutsGroup = screen.getByRole('group', { name: 'Lối tắt' });
    const commandsGroup = screen.getByRole('group', { name: 'Chức năng' });
    await expect.element(shortcutsGroup.getByRole('menuitem', { name: 'Khách hàng' })).toBeInTheDocument();
    // '/crm/partners' is a shortcut, so it is not repeated among the commands.
    await expect.element(commandsGroup.getByRole('menuitem', { name: 'Khách hàng' })).not.toBeInTheDocument();
    const calendar = commandsGroup.getByRole('menuitem', { name: 'Lịch công việc' });
    await expect
      .element(calendar)
      .toHaveAccessibleName('Lịch công việc CRM › Công việc · /crm/task/calendar');
    await expect
      .element(shortcutsGroup.getByRole('menuitem', { name: 'Khách hàng' }))
      .toHaveAccessibleName('Khách hàng CRM · /crm/partners');
  });

  it('filters without accents (đ folds to d) and shows an empty state', async () => {
    const { result } = renderPalette({ defaultOpen: true });
    const screen = await result;
    const menu = screen.getByRole('menu', { name: 'Tìm kiếm' });
    await userEvent.keyboard('dat lich');
    await expect.element(menu.getByRole('menuitem', { name: 'Đặt lịch gọi lại' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem').elements()).toHaveLength(1);

    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.keyboard('don hang');
    await expect.element(menu.getByRole('menuitem', { name: 'Đơn hàng' })).toBeInTheDocument();
    expect(menu.getByRole('menuitem').elements()).toHaveLength(1);

    await userEvent.keyboard('xyz');
    await expect.element(screen.getByText('Không tìm thấy kết quả')).toBeInTheDocument();
    expect(menu.getByRole('group').elements()).toHaveLength(0);
    await expect.element(menu.getByRole('menuitem', { name: 'Đơn hàng' })).not.toBeInTheDocument();
  });

  it('moves with the arrow keys and opens the page with Enter through the router', async () => {
    const { result, navigate, onNavigate } = renderPalette({ defaultOpen: true });
    const screen = await result;
    await userEvent.keyboard('cong viec');
    // Both titles hold the words; menu order breaks the tie.
    const items = screen.getByRole('menu').getByRole('menuitem');
    await expect.element(items.nth(0)).toHaveAccessibleName(/^Danh sách công việc /);
    await expect.element(items.nth(0)).toHaveAttribute('data-focused', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(items.nth(1)).toHaveAttribute('data-focused', 'true');
    await expect.element(items.nth(1)).toHaveAccessibleName(/^Lịch công việc /);
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith('/crm/task/calendar');
    expect(navigate).toHaveBeenCalledWith('/crm/task/calendar', undefined);
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes English labels and can leave out the trigger and the hotkey', async () => {
    const { result } = renderPalette({
      hideTrigger: true,
      disableHotkey: true,
      labels: { search: 'Search', shortcuts: 'Shortcuts', commands: 'Commands', empty: 'No results' },
    });
    const screen = await result;
    await expect.element(screen.getByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Control>}k{/Control}');
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows English labels when open', async () => {
    const { result } = renderPalette({
      defaultOpen: true,
      labels: { search: 'Search', shortcuts: 'Shortcuts', commands: 'Commands', empty: 'No results' },
    });
    const screen = await result;
    await expect.element(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
    await expect.element(screen.getByRole('group', { name: 'Shortcuts' })).toBeInTheDocument();
    await expect.element(screen.getByRole('group', { name: 'Commands' })).toBeInTheDocument();
    await userEvent.keyboard('zzz');
    await expect.element(screen.getByText('No results')).toBeInTheDocument();
  });
});

/** An app that finds customers for the query, as the back office does through its API (here at once). */
function WithCustomers({ onQuery }: { onQuery: (query: string) => void }) {
  const [query, setQuery] = useState('');
  const customers = [
    { id: 'a', title: 'Trần Thị Mai', description: 'KH0001 · 0901**4567', href: '/crm/partners/a' },
    { id: 'b', title: 'Trần Thị Mai Anh', description: 'KH0042 · 0912**0042', href: '/crm/partners/b' },
  ];
  const results: CommandPaletteGroup[] =
    query.trim().length >= 2 && query.startsWith('tran')
      ? [{ id: 'customers', title: 'Khách hàng', entries: customers }]
      : [];
  return (
    <CommandPalette
      menu={demoMenu}
      defaultOpen
      onQueryChange={(next) => {
        onQuery(next);
        setQuery(next);
      }}
      results={results}
      isSearching={query === 'mai'}
    />
  );
}

describe('CommandPalette with the app’s records', () => {
  it('lists the records the app found after the pages, opens one with the keys', async () => {
    const navigate = vi.fn();
    const onQuery = vi.fn();
    const screen = await render(
      <RouterProvider navigate={navigate}>
        <WithCustomers onQuery={onQuery} />
      </RouterProvider>,
    );
    // Opening reports an empty query: the records of an earlier opening are not shown again.
    expect(onQuery).toHaveBeenCalledWith('');
    // Nothing found yet, the app still looking: said so rather than 'nothing found'.
    await userEvent.keyboard('mai');
    await expect.element(screen.getByText('Đang tìm…')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.keyboard('tran thi mai');
    expect(onQuery).toHaveBeenLastCalledWith('tran thi mai');
    const group = screen.getByRole('group', { name: 'Khách hàng' });
    const first = group.getByRole('menuitem', { name: /^Trần Thị Mai KH0001/ });
    await expect.element(first).toHaveAccessibleName('Trần Thị Mai KH0001 · 0901**4567');
    await expect.element(first).toHaveAttribute('data-focused', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(navigate).toHaveBeenCalledWith('/crm/partners/b', undefined);
    await expect.element(screen.getByRole('dialog')).not.toBeInTheDocument();
  });
});
