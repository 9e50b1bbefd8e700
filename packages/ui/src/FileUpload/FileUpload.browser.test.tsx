import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { FileUpload, toUploadFormData } from './FileUpload';

const file = (name: string, size: number, type: string) =>
  new File([new Uint8Array(size)], name, { type, lastModified: 1_700_000_000_000 });

/** Puts files on the FileTrigger's hidden input, as the browser's file dialog does. */
function pick(container: HTMLElement, files: File[]) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  input.files = data.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * Drags files over the element and drops them. A script-made DataTransfer has no file-system entries, which
 * react-aria reads to tell files from folders, so its items say they are files, as a real drop from the OS does.
 */
function drop(target: Element, files: File[]) {
  vi.spyOn(DataTransferItem.prototype, 'webkitGetAsEntry').mockReturnValue({
    isFile: true,
    isDirectory: false,
  } as FileSystemEntry);
  const data = new DataTransfer();
  for (const f of files) data.items.add(f);
  const { left, top } = target.getBoundingClientRect();
  const init = { bubbles: true, cancelable: true, dataTransfer: data, clientX: left + 5, clientY: top + 5 };
  target.dispatchEvent(new DragEvent('dragenter', init));
  target.dispatchEvent(new DragEvent('dragover', init));
  target.dispatchEvent(new DragEvent('drop', init));
}

describe('toUploadFormData', () => {
  it("puts every file under the multipart field 'files'", () => {
    const a = file('hop-dong.pdf', 10, 'application/pdf');
    const b = file('anh.png', 20, 'image/png');
    const body = toUploadFormData([a, b]);
    const sent = body.getAll('files');
    expect(sent).toHaveLength(2);
    expect(sent.map((f) => (f as File).name)).toEqual(['hop-dong.pdf', 'anh.png']);
    expect([...body.keys()]).toEqual(['files', 'files']);
  });
});

describe('FileUpload', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists picked files and refuses wrong types and files over maxSize with clear messages', async () => {
    const onChange = vi.fn();
    const onReject = vi.fn();
    const screen = await render(
      <FileUpload
        label="Chứng từ"
        accept={['application/pdf', 'image/*']}
        maxSize={1024 * 1024}
        onChange={onChange}
        onReject={onReject}
      />,
    );
    const ok = file('hoa-don.pdf', 1536, 'application/pdf');
    pick(screen.container, [
      ok,
      file('bang-gia.xlsx', 10, 'application/vnd.ms-excel'),
      file('scan.png', 3 * 1024 * 1024, 'image/png'),
    ]);
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Tệp bang-gia.xlsx không đúng định dạng');
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Tệp scan.png vượt quá dung lượng cho phép (1 MB)');
    const list = screen.getByRole('list', { name: 'Tệp đã chọn' });
    await expect.element(list).toHaveTextContent('hoa-don.pdf1.5 KB');
    expect(list.getByRole('listitem').elements()).toHaveLength(1);
    expect(onChange).toHaveBeenLastCalledWith([ok]);
    expect(onReject.mock.calls[0]?.[0].map((r: { file: File }) => r.file.name)).toEqual([
      'bang-gia.xlsx',
      'scan.png',
    ]);
  });

  it('adds dropped files, skips duplicates, and removes a file with its button', async () => {
    const screen = await render(<FileUpload label="Tệp đính kèm" />);
    const zone = screen.getByText('Kéo thả tệp vào đây hoặc').element().parentElement as Element;
    const a = file('a.txt', 1, 'text/plain');
    const b = file('b.txt', 2, 'text/plain');
    drop(zone, [a]);
    const list = screen.getByRole('list', { name: 'Tệp đã chọn' });
    await expect.element(list).toHaveTextContent('a.txt');
    pick(screen.container, [a, b]);
    await expect.element(list).toHaveTextContent('b.txt');
    expect(list.getByRole('listitem').elements()).toHaveLength(2);
    await screen.getByRole('button', { name: 'Xóa tệp a.txt' }).click();
    expect(list.getByRole('listitem').elements()).toHaveLength(1);
    await expect.element(list).not.toHaveTextContent('a.txt');
  });

  it('keeps one file when allowsMultiple is false, the latest pick replacing it', async () => {
    const screen = await render(<FileUpload label="Ảnh đại diện" allowsMultiple={false} />);
    pick(screen.container, [file('cu.png', 1, 'image/png')]);
    await expect.element(screen.getByRole('list')).toHaveTextContent('cu.png');
    pick(screen.container, [file('moi.png', 1, 'image/png')]);
    await expect.element(screen.getByRole('list')).toHaveTextContent('moi.png');
    expect(screen.getByRole('listitem').elements()).toHaveLength(1);
    expect(screen.container.querySelector('input[type="file"]')?.hasAttribute('multiple')).toBe(false);
  });

  it('uploads with a progress bar, then empties the list; a failed upload says so and keeps the files', async () => {
    let report: (fraction: number) => void = () => undefined;
    let finish: () => void = () => undefined;
    let fail: () => void = () => undefined;
    const upload = vi.fn(
      (_files: File[], onProgress: (fraction: number) => void) =>
        new Promise<void>((resolve, reject) => {
          report = onProgress;
          finish = resolve;
          fail = () => reject(new Error('500'));
        }),
    );
    const screen = await render(<FileUpload label="Chứng từ" upload={upload} />);
    const a = file('a.pdf', 2048, 'application/pdf');
    pick(screen.container, [a]);
    await expect.element(screen.getByRole('list')).toHaveTextContent('2 KB');

    await screen.getByRole('button', { name: 'Tải lên' }).click();
    expect(upload).toHaveBeenCalledWith([a], expect.any(Function));
    report(0.4);
    const bar = screen.getByRole('progressbar', { name: 'Đang tải lên' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '40');
    fail();
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Tải lên thất bại');
    await expect.element(bar).not.toBeInTheDocument();
    await expect.element(screen.getByRole('list')).toHaveTextContent('a.pdf');

    await screen.getByRole('button', { name: 'Tải lên' }).click();
    finish();
    await expect.element(screen.getByRole('list')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('takes English labels', async () => {
    const screen = await render(
      <FileUpload
        label="Documents"
        maxSize={1000}
        labels={{ pick: 'Choose files', tooLarge: (name, max) => `${name} is larger than ${max}` }}
      />,
    );
    await expect.element(screen.getByRole('button', { name: 'Choose files' })).toBeVisible();
    pick(screen.container, [file('big.bin', 5000, '')]);
    await expect.element(screen.getByRole('alert')).toHaveTextContent('big.bin is larger than 1,000 B');
  });

  for (const theme of ['light', 'dark', 'semi-dark'] as const) {
    it(`has no axe violations with files, messages and progress (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <main>
            <FileUpload
              label="Chứng từ"
              description="PDF, tối đa 1 MB"
              accept={['application/pdf']}
              maxSize={1024 * 1024}
              upload={() => new Promise(() => undefined)}
            />
          </main>
        </ThemeRoot>,
      );
      pick(screen.container, [file('a.pdf', 2048, 'application/pdf'), file('b.txt', 1, 'text/plain')]);
      await screen.getByRole('button', { name: 'Tải lên' }).click();
      await expect.element(screen.getByRole('progressbar')).toBeVisible();
      await expect.element(screen.getByRole('alert')).toHaveTextContent('b.txt');
      const result = await axe.run(document.body);
      expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
      expect(
        result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      ).toEqual([]);
    });
  }
});
