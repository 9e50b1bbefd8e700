import type { Meta, StoryObj } from '@storybook/react-vite';
import { matchesFolded } from '@sen/domain';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { customers, delay, manyProducts } from '../test/customers';
import type { ComboBoxItem } from './ComboBox';
import { ComboBox } from './ComboBox';

/** A fake customer search endpoint: answers after `ms`, stops when aborted. */
const searchCustomers =
  (ms: number) =>
  async (search: string, signal: AbortSignal): Promise<readonly ComboBoxItem[]> => {
    await delay(ms, signal);
    return customers.filter((c) => matchesFolded(c.label, search));
  };

const meta = {
  title: 'Inputs/ComboBox',
  component: ComboBox,
  args: {
    label: 'Khách hàng',
    placeholder: 'Nhập tên khách hàng',
    items: customers,
    onChange: fn(),
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Static: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('combobox', { name: 'Khách hàng' });
    // Accents and case are ignored: 'duc' finds 'Đức', 'nguyen' finds both Nguyễn.
    await userEvent.type(input, 'duc');
    await expect(await screen.findByRole('option', { name: /Trần Minh Đức/ })).toBeVisible();
    await expect(screen.getAllByRole('option')).toHaveLength(1);
    await userEvent.clear(input);
    await userEvent.type(input, 'nguyen');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    await userEvent.click(screen.getByRole('option', { name: /Nguyễn Thị Ánh/ }));
    await expect(args.onChange).toHaveBeenCalledWith('KH005');
    await expect(input).toHaveValue('Nguyễn Thị Ánh');
  },
};

export const ServerSearch: Story = {
  args: {
    items: undefined,
    loadOptions: fn(searchCustomers(300)),
    description: 'Tìm theo tên, không cần dấu',
  },
  play: async ({ args, canvas, userEvent }) => {
    const load = args.loadOptions!;
    // The default list loads once on mount (empty search).
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(load).toHaveBeenLastCalledWith('', expect.any(AbortSignal));
    const input = canvas.getByRole('combobox', { name: 'Khách hàng' });
    await userEvent.type(input, 'nguyen');
    // Debounced: six keystrokes, no call yet, then one call with the whole word.
    await expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await expect(load).toHaveBeenLastCalledWith('nguyen', expect.any(AbortSignal));
    await userEvent.click(await screen.findByRole('option', { name: /Nguyễn Văn An/ }));
    await expect(args.onChange).toHaveBeenCalledWith('KH001');
    await expect(input).toHaveValue('Nguyễn Văn An');
  },
};

const slowSearch = fn(searchCustomers(800));

export const AbortsStaleSearch: Story = {
  args: { items: undefined, loadOptions: slowSearch, searchDebounceMs: 200 },
  play: async ({ canvas, userEvent }) => {
    const load = slowSearch;
    const input = canvas.getByRole('combobox', { name: 'Khách hàng' });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await userEvent.type(input, 'tr');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    // 'tr' is still on its way when the search changes: its signal is aborted.
    await userEvent.type(input, 'an');
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    const [stale, latest] = load.mock.calls.slice(1).map(([search, signal]) => [search, signal.aborted]);
    await expect(stale).toEqual(['tr', true]);
    await expect(latest).toEqual(['tran', false]);
    await expect(await screen.findByRole('option', { name: /Trần Minh Đức/ })).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    items: undefined,
    // Never answers.
    loadOptions: () => new Promise<never>(() => undefined),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Đang tải' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button'));
    await expect(await screen.findByRole('listbox')).toHaveTextContent('Đang tải');
  },
};

export const Empty: Story = {
  args: { items: undefined, loadOptions: async () => [] },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button'));
    await expect(await screen.findByRole('listbox')).toHaveTextContent('Không có dữ liệu');
  },
};

export const LoadError: Story = {
  args: {
    items: undefined,
    loadOptions: () => Promise.reject(new Error('503')),
  },
  play: async ({ canvas, userEvent }) => {
    await waitFor(() => expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button'));
    await expect(await screen.findByRole('listbox')).toHaveTextContent('Không tải được dữ liệu');
  },
};

export const MaxHeight: Story = {
  args: { label: 'Sản phẩm', placeholder: undefined, items: manyProducts },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    const list = await screen.findByRole('listbox');
    // The spec caps dropdown option lists at 260 px; the rest scrolls.
    await expect(getComputedStyle(list).maxHeight).toBe('260px');
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(260);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
  },
};

export const Invalid: Story = {
  args: { errorMessage: 'Vui lòng chọn khách hàng', isRequired: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: /Khách hàng/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Vui lòng chọn khách hàng/);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'KH002' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('combobox', { name: 'Khách hàng' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('Trần Minh Đức');
  },
};
