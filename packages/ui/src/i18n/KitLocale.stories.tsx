import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { Breadcrumbs } from '../Breadcrumbs';
import { Button } from '../Button';
import { ComboBox } from '../ComboBox';
import { DataTable } from '../DataTable';
import { DatePicker } from '../DatePicker';
import { FileUpload } from '../FileUpload';
import { MultiSelect } from '../MultiSelect';
import { SearchField } from '../SearchField';
import { Select } from '../Select';
import { StatCard } from '../StatCard';
import { TagGroup } from '../TagGroup';
import { TextArea } from '../TextArea';
import { TextField } from '../TextField';
import { toast } from '../Toast';
import { commonStrings } from './common';

/**
 * The kit speaks the language of the nearest `I18nProvider` (the toolbar's here): every default string of a
 * component — placeholders, loading and close labels, table texts, toast titles — comes from the kit's vi/en
 * dictionary, so a Vietnamese screen never shows react-aria's English ('Select an item') and an English one never
 * shows the kit's Vietnamese. Labels passed by the app still win.
 */
const meta = {
  title: 'Foundations/Language',
  parameters: { layout: 'padded' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const branches = [
  { id: 'CN01', label: 'Chi nhánh Quận 1' },
  { id: 'CN02', label: 'Chi nhánh Hà Nội' },
  { id: 'CN03', label: 'Chi nhánh Đà Nẵng' },
];

type Row = { code: string; name: string };
const rows: Row[] = [{ code: 'KH001', name: 'Trần Thị Mai' }];

/** Components with default strings, none of them given a label of that kind. */
function Sampler() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <Breadcrumbs items={[{ label: 'CRM', href: '/crm' }, { label: 'Khách hàng' }]} />
      <Select label="Chi nhánh" items={branches} />
      <MultiSelect label="Các chi nhánh" items={branches} defaultValue={['CN01', 'CN02', 'CN03']} />
      <ComboBox label="Khách hàng" items={branches} />
      <SearchField label="Tìm khách hàng" defaultValue="Mai" />
      <TextField label="Mật khẩu" type="password" defaultValue="secret" />
      <TextArea label="Ghi chú" maxLength={200} defaultValue="Gội đầu" />
      <DatePicker label="Ngày chứng từ" defaultValue="2026-11-22" />
      <TagGroup label="Nhãn" items={[{ id: 'vip', label: 'VIP' }]} onRemove={() => undefined} />
      <FileUpload label="Chứng từ" />
      <StatCard label="Doanh thu" isLoading />
      <Button isPending>Lưu</Button>
      <DataTable<Row>
        aria-label="Khách hàng"
        columns={[
          { id: 'code', header: 'Mã', accessor: (row) => row.code },
          { id: 'name', header: 'Tên', accessor: (row) => row.name },
        ]}
        rows={rows}
        getRowId={(row) => row.code}
        selectionMode="multiple"
      />
    </div>
  );
}

/** Every text and accessible name on the page: text nodes and the attributes people hear or see. */
const shownStrings = (): string[] => {
  const found = new Set<string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent?.trim();
      if (text && !node.parentElement?.closest('script, style')) found.add(text);
      continue;
    }
    const element = node as Element;
    for (const name of ['aria-label', 'aria-valuetext', 'aria-roledescription', 'placeholder', 'title']) {
      const value = element.getAttribute(name)?.trim();
      if (value) found.add(value);
    }
  }
  return [...found];
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The strings among `shown` that contain one of `phrases` as whole words. */
const containing = (shown: readonly string[], phrases: readonly string[]) =>
  shown.filter((text) => phrases.some((phrase) => new RegExp(`(^|\\W)${escape(phrase)}($|\\W)`).test(text)));

const stringsOf = (values: Record<string, unknown>): string[] =>
  Object.values(values).filter((value): value is string => typeof value === 'string');

/** English that react-aria says by itself in a language it has no strings for, and the kit now replaces. */
const reactAriaEnglish = [
  'Select an item',
  'DropZone',
  'Breadcrumbs',
  'Suggestions',
  'Show suggestions',
  'Clear search',
  'notifications',
];

/**
 * What react-aria still says in English on a Vietnamese screen, only to screen readers and with no prop to change
 * it (react-aria ships no Vietnamese): the hidden 'Dismiss' button of popovers, 'Empty' for an empty date segment,
 * and the hint of a removable tag.
 */
const reactAriaInternals = ['Dismiss', 'Empty', 'Press Delete to remove tag.'];

export const Vietnamese: Story = {
  render: () => <Sampler />,
  globals: { locale: 'vi' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Chi nhánh$/ })).toHaveTextContent('Chọn một mục');
    await expect(canvas.getByRole('button', { name: /Các chi nhánh$/ })).toHaveTextContent('3 đã chọn');
    await expect(canvas.getByRole('button', { name: 'Xóa tìm kiếm' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Hiện mật khẩu' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Chọn ngày/ })).toBeVisible();
    await expect(canvas.getByText('7/200 ký tự')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Đường dẫn' })).toBeVisible();
    toast.success('Đã lưu khách hàng');
    await expect(await screen.findByText('Thành công')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Đóng' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Chi nhánh$/ }));
    await screen.findByRole('option', { name: 'Chi nhánh Hà Nội' });

    const shown = shownStrings();
    const english = [...stringsOf(commonStrings.en), ...reactAriaEnglish];
    const leaks = containing(shown, english).filter((text) => !reactAriaInternals.includes(text));
    await expect(leaks).toEqual([]);

    await userEvent.keyboard('{Escape}');
    toast.clear();
  },
};

export const English: Story = {
  render: () => <Sampler />,
  globals: { locale: 'en' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: /Chi nhánh$/ })).toHaveTextContent('Select an item');
    await expect(canvas.getByRole('button', { name: /Các chi nhánh$/ })).toHaveTextContent('3 selected');
    await expect(canvas.getByRole('button', { name: 'Clear search' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Pick a date/ })).toBeVisible();
    await expect(canvas.getByText('7/200 characters')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    await expect(canvas.getByText('1 row')).toBeInTheDocument();
    toast.success('Customer saved');
    await expect(await screen.findByText('Success')).toBeVisible();
    await expect(screen.getByRole('button', { name: 'Close' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Chi nhánh$/ }));
    await screen.findByRole('option', { name: 'Chi nhánh Hà Nội' });

    // None of the kit's Vietnamese defaults (the sample's own Vietnamese labels and data aside).
    const vietnamese = stringsOf(commonStrings.vi);
    await waitFor(() => expect(containing(shownStrings(), vietnamese)).toEqual([]));

    await userEvent.keyboard('{Escape}');
    toast.clear();
  },
};
