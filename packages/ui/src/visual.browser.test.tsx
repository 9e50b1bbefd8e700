/**
 * Screenshot comparisons of key components in the three themes (Vitest `toMatchScreenshot`).
 *
 * References live in `src/__screenshots__/visual.browser.test.tsx/` (named `<scene>-<theme>-chromium-linux.png`)
 * and are committed. A missing reference fails the test: locally Vitest also writes it (review and commit it); on
 * CI (`CI` set, so `update` is 'none') it writes nothing into the references. After an intended visual change:
 * `pnpm --filter @sen/ui exec vitest run --project browser src/visual --update`, review the images, commit them.
 * They are taken in Debian Chromium on Linux with the bundled Be Vietnam Pro font; other platforms get their own
 * (`-darwin`, `-win32`) files.
 */
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { I18nProvider } from 'react-aria-components';
import { Button } from './Button';
import { Card } from './Card';
import { DatePicker } from './DatePicker';
import { Dialog } from './Dialog';
import { Select } from './Select';
import { StatCard } from './StatCard';
import { TextField } from './TextField';
import { ThemeRoot, vars } from './theme';
import type { ThemeName } from './theme';

/**
 * Anti-aliasing may shift by a shade between Chromium builds: a pixel counts as changed only past pixelmatch's 0.2
 * colour distance, and up to 0.5% of the pixels may differ. A changed colour, border, spacing or font still fails.
 */
const tolerance = { comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.005 } } as const;

/** No animation, transition or blinking caret: the same pixels every time. */
const stillness = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
}`;

let style: HTMLStyleElement;
beforeAll(async () => {
  style = document.createElement('style');
  style.textContent = stillness;
  document.head.append(style);
});
afterAll(() => style.remove());

/** Waits until the page's fonts (Be Vietnam Pro, every weight used) have loaded. */
async function fontsLoaded() {
  await Promise.all(
    ['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px "Be Vietnam Pro"`, 'Ắ')),
  );
  await document.fonts.ready;
}

/** A fixed-width sheet on the theme background, so every capture has the same size. */
function Sheet({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="sheet"
      style={{
        width: 560,
        padding: 16,
        display: 'flex',
        flexDirection: 'column',
        gap: 16,
        background: vars.color.background,
        color: vars.color.text,
        fontFamily: vars.font.family,
      }}
    >
      {children}
    </div>
  );
}

const scenes: Record<string, () => ReactNode> = {
  buttons: () => (
    <Sheet>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button>Lưu</Button>
        <Button variant="secondary">Hủy bỏ</Button>
        <Button variant="ghost">Bỏ qua</Button>
        <Button variant="danger">Xóa</Button>
        <Button size="sm">Nhỏ</Button>
        <Button isDisabled>Đã khóa</Button>
      </div>
    </Sheet>
  ),
  'text-field-error': () => (
    <Sheet>
      <TextField
        label="Điện thoại"
        defaultValue="0123"
        description="10 chữ số"
        errorMessage="Số điện thoại không hợp lệ"
      />
    </Sheet>
  ),
  select: () => (
    <Sheet>
      <Select
        label="Giới tính"
        defaultValue="female"
        items={[
          { id: 'male', label: 'Nam' },
          { id: 'female', label: 'Nữ' },
        ]}
      />
    </Sheet>
  ),
  cards: () => (
    <Sheet>
      <Card title="Bộ lọc" actions={<Button variant="secondary">Xóa lọc</Button>}>
        Nội dung thẻ: biểu mẫu, bảng hoặc danh sách.
      </Card>
      <StatCard label="Doanh thu" value="12.500.000 ₫" hint="Hôm nay" />
    </Sheet>
  ),
  'date-picker': () => (
    <Sheet>
      <DatePicker label="Ngày hóa đơn" defaultValue="2026-11-22" />
    </Sheet>
  ),
};

const themes: readonly ThemeName[] = ['light', 'dark', 'semi-dark'];

describe('visual', () => {
  for (const theme of themes) {
    for (const [name, scene] of Object.entries(scenes)) {
      it(`${name} (${theme})`, async () => {
        await render(
          <I18nProvider locale="vi-VN">
            <ThemeRoot theme={theme}>{scene()}</ThemeRoot>
          </I18nProvider>,
        );
        await fontsLoaded();
        await expect(page.getByTestId('sheet')).toMatchScreenshot(`${name}-${theme}`, tolerance);
      });
    }

    it(`dialog (${theme})`, async () => {
      await render(
        <I18nProvider locale="vi-VN">
          <ThemeRoot theme={theme}>
            <Dialog
              isOpen
              onOpenChange={() => undefined}
              title="Xác nhận"
              footer={
                <>
                  <Button variant="secondary">Hủy bỏ</Button>
                  <Button>Đồng ý</Button>
                </>
              }
            >
              Bạn có chắc muốn xóa khách hàng Nguyễn Văn An?
            </Dialog>
          </ThemeRoot>
        </I18nProvider>,
      );
      await fontsLoaded();
      await expect(page.getByRole('dialog')).toMatchScreenshot(`dialog-${theme}`, tolerance);
    });
  }
});
