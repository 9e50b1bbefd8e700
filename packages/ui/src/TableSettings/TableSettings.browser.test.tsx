import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { EMPTY_TABLE_SETTINGS } from '@sen/domain';
import { ThemeRoot } from '../theme/ThemeRoot';
import { ToastRegion, toast } from '../Toast';
import { allThemes, axeViolations } from '../test/axeThemes';
import { TableSettings } from './TableSettings';

const columns = [
  { id: 'code', label: 'Mã', canHide: false },
  { id: 'name', label: 'Tên' },
  { id: 'phone', label: 'Điện thoại' },
];

afterEach(() => toast.clear());

describe('TableSettings', () => {
  for (const theme of allThemes) {
    it(`has no axe violations with the form open (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <TableSettings
            settingsKey="crm.partners"
            columns={columns}
            value={{ hidden: ['phone'], order: [], widths: { name: 220 }, pinned: { code: 'left' } }}
            onSave={vi.fn()}
          />
        </ThemeRoot>,
      );
      await screen.getByRole('button', { name: 'Cài đặt bảng' }).click();
      await expect.element(screen.getByRole('dialog', { name: 'Cài đặt bảng' })).toBeInTheDocument();
      await expect.element(screen.getByRole('checkbox', { name: 'Điện thoại' })).not.toBeChecked();
      expect(await axeViolations()).toEqual([]);
    });
  }

  it('keeps a width within 40–2000 px', async () => {
    const onSave = vi.fn();
    const screen = await render(
      <TableSettings settingsKey="k" columns={columns} value={EMPTY_TABLE_SETTINGS} onSave={onSave} />,
    );
    await screen.getByRole('button', { name: 'Cài đặt bảng' }).click();
    const width = screen.getByRole('textbox', { name: 'Độ rộng (px) Tên' });
    await width.fill('12');
    await screen.getByRole('textbox', { name: 'Độ rộng (px) Mã' }).click();
    await expect.element(width).toHaveValue('40');
    await screen.getByRole('button', { name: 'Lưu' }).click();
    expect(onSave).toHaveBeenCalledWith('k', expect.objectContaining({ widths: { name: 40 } }));
  });

  it('shows a spinner during a slow save and saves only once', async () => {
    let finish = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const screen = await render(
      <>
        <TableSettings settingsKey="k" columns={columns} value={EMPTY_TABLE_SETTINGS} onSave={onSave} />
        <ToastRegion />
      </>,
    );
    await screen.getByRole('button', { name: 'Cài đặt bảng' }).click();
    const save = screen.getByRole('button', { name: 'Lưu' });
    // A double click comes before the spinner: still one save.
    await save.dblClick();
    await expect.element(screen.getByRole('progressbar', { name: 'Đang xử lý' })).toBeInTheDocument();
    await save.click({ force: true });
    expect(onSave).toHaveBeenCalledTimes(1);
    finish();
    await expect.element(screen.getByText('Cập nhật thành công!')).toBeInTheDocument();
    await expect.element(screen.getByRole('dialog', { name: 'Cài đặt bảng' })).not.toBeInTheDocument();
  });
});
