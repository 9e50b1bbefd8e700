import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { FileUpload } from './FileUpload';

const file = (name: string, size: number, type: string) => new File([new Uint8Array(size)], name, { type });

/** Puts files on the FileTrigger's hidden input, as the browser's file dialog does. */
function pick(root: HTMLElement, files: File[]) {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  input.files = data.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** A fake upload: reports progress in five steps over a second. */
async function fakeUpload(_files: File[], onProgress: (fraction: number) => void) {
  for (let step = 1; step <= 5; step += 1) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    onProgress(step / 5);
  }
}

const meta = {
  title: 'Inputs/FileUpload',
  component: FileUpload,
  args: {
    label: 'Chứng từ',
    description: 'PDF hoặc ảnh, tối đa 5 MB mỗi tệp',
    accept: ['application/pdf', 'image/*'],
    maxSize: 5 * 1024 * 1024,
    onChange: fn(),
    onReject: fn(),
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PickFiles: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    pick(canvasElement, [
      file('hoa-don.pdf', 120 * 1024, 'application/pdf'),
      file('bang-gia.xlsx', 2048, 'application/vnd.ms-excel'),
      file('scan.png', 6 * 1024 * 1024, 'image/png'),
    ]);
    const alert = canvas.getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent('Tệp bang-gia.xlsx không đúng định dạng'));
    await expect(alert).toHaveTextContent('Tệp scan.png vượt quá dung lượng cho phép (5 MB)');
    await expect(args.onReject).toHaveBeenCalledTimes(1);
    const list = canvas.getByRole('list', { name: 'Tệp đã chọn' });
    await expect(list).toHaveTextContent('hoa-don.pdf120 KB');
    await userEvent.click(canvas.getByRole('button', { name: 'Xóa tệp hoa-don.pdf' }));
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const WithUpload: Story = {
  args: { upload: fn(fakeUpload) },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const chosen = [
      file('hop-dong.pdf', 300 * 1024, 'application/pdf'),
      file('anh.jpg', 800 * 1024, 'image/jpeg'),
    ];
    pick(canvasElement, chosen);
    await waitFor(() => expect(canvas.getAllByRole('listitem')).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: 'Tải lên' }));
    await expect(args.upload).toHaveBeenCalledWith(chosen, expect.any(Function));
    await expect(await canvas.findByRole('progressbar', { name: 'Đang tải lên' })).toBeVisible();
    // Done: the list empties.
    await waitFor(() => expect(canvas.queryByRole('list')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const UploadFails: Story = {
  args: { upload: () => Promise.reject(new Error('500')) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    pick(canvasElement, [file('hop-dong.pdf', 1024, 'application/pdf')]);
    await userEvent.click(await canvas.findByRole('button', { name: 'Tải lên' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Tải lên thất bại'));
    await expect(canvas.getByRole('list')).toHaveTextContent('hop-dong.pdf');
  },
};

export const SingleImage: Story = {
  args: { label: 'Ảnh đại diện', description: undefined, accept: ['image/*'], allowsMultiple: false },
  play: async ({ canvas, canvasElement }) => {
    pick(canvasElement, [file('cu.png', 1, 'image/png')]);
    pick(canvasElement, [file('moi.png', 1, 'image/png')]);
    await waitFor(() => expect(canvas.getByRole('list')).toHaveTextContent('moi.png'));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
  },
};

/** On an English screen (the kit's I18nProvider in English) every default string is English. */
export const English: Story = {
  args: { label: 'Documents', description: 'PDF or images, up to 5 MB each' },
  globals: { locale: 'en' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Choose files' })).toBeVisible();
    pick(canvasElement, [
      file('scan.png', 6 * 1024 * 1024, 'image/png'),
      file('a.pdf', 1536, 'application/pdf'),
    ]);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('The file scan.png is larger than allowed (5 MB)'),
    );
    await expect(canvas.getByRole('list', { name: 'Chosen files' })).toHaveTextContent('1.5 KB');
    await expect(canvas.getByRole('button', { name: 'Remove file a.pdf' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Chọn tệp' })).toBeDisabled();
  },
};
