import { useEffect, useRef, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SEARCH_DEBOUNCE_MS } from '@sen/domain';
import { Button } from '../Button';
import { SearchField } from './SearchField';

const meta = {
  title: 'Inputs/SearchField',
  component: SearchField,
  args: { 'aria-label': 'Tìm kiếm', placeholder: 'Tìm theo tên, số điện thoại', onSearch: fn() },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Without `debounceMs` every change that changes the search is reported at once. */
export const Immediate: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Tìm kiếm' });
    await userEvent.type(input, 'Lan');
    await expect(args.onSearch).toHaveBeenNthCalledWith(1, 'L');
    await expect(args.onSearch).toHaveBeenNthCalledWith(2, 'La');
    await expect(args.onSearch).toHaveBeenNthCalledWith(3, 'Lan');
    // 'Lan ' is still the search 'Lan'.
    await userEvent.type(input, ' ');
    await expect(args.onSearch).toHaveBeenCalledTimes(3);
  },
};

/** With the table's SEARCH_DEBOUNCE_MS (500 ms): one search after typing stops; trimmed; blank is ignored. */
export const Debounced: Story = {
  args: { debounceMs: SEARCH_DEBOUNCE_MS },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Tìm kiếm' });
    // Blanks into an empty field are no search at all.
    await userEvent.type(input, '   ');
    await sleep(SEARCH_DEBOUNCE_MS + 150);
    await expect(args.onSearch).not.toHaveBeenCalled();

    await userEvent.type(input, 'Nguyễn Lan  ');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledTimes(1), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledWith('Nguyễn Lan');

    // More trailing spaces: the same search, not reported again.
    await userEvent.type(input, '   ');
    await sleep(SEARCH_DEBOUNCE_MS + 150);
    await expect(args.onSearch).toHaveBeenCalledTimes(1);

    // Deleting everything is a change: no search (undefined).
    await userEvent.clear(input);
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith(undefined), { timeout: 2000 });
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

export const ClearButton: Story = {
  args: { debounceMs: 300 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Tìm kiếm' });
    await userEvent.type(input, 'Hoa');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Hoa'));
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa tìm kiếm' }));
    await expect(input).toHaveValue('');
    // Clearing searches at once, without waiting for the debounce.
    await expect(args.onSearch).toHaveBeenLastCalledWith(undefined);
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

export const EscapeClears: Story = {
  args: { debounceMs: 300 },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Tìm kiếm' });
    await userEvent.type(input, 'Hoa');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('Hoa'));
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onSearch).toHaveBeenLastCalledWith(undefined);
  },
};

export const EnterSearchesNow: Story = {
  args: { debounceMs: 5000 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Tìm kiếm' }), ' 0903 {Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('0903');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

function F3Focus(args: Story['args']) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'F3') return;
      event.preventDefault();
      inputRef.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button variant="secondary">Thêm mới</Button>
      <SearchField {...args} inputRef={inputRef} />
    </div>
  );
}

/** `inputRef` reaches the input, so a page can focus the search on F3. */
export const FocusOnF3: Story = {
  render: (args) => <F3Focus {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Thêm mới' }));
    await userEvent.keyboard('{F3}');
    await expect(canvas.getByRole('searchbox', { name: 'Tìm kiếm' })).toHaveFocus();
  },
};

function ResetByParent(args: Story['args']) {
  const [text, setText] = useState('Lan');
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end' }}>
      <SearchField {...args} value={text} onChange={setText} />
      <Button variant="secondary" onPress={() => setText('')}>
        Xóa lọc
      </Button>
    </div>
  );
}

/** A parent resetting the value is not a search; typing the old search again after it is. */
export const ControlledReset: Story = {
  render: (args) => <ResetByParent {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('searchbox', { name: 'Tìm kiếm' });
    await expect(input).toHaveValue('Lan');
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa lọc' }));
    await expect(input).toHaveValue('');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(input, 'Lan');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Lan');
  },
};

export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Tìm khách hàng', description: 'Tên, mã hoặc số điện thoại' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Tìm khách hàng' })).toBeInTheDocument();
  },
};

export const EnglishLabels: Story = {
  args: {
    'aria-label': 'Search',
    placeholder: 'Name or phone',
    clearLabel: 'Clear search',
    defaultValue: 'Lan',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('Lan');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeInTheDocument();
  },
};
