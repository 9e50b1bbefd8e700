import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { DateRangePicker } from './DateRangePicker';

/** axe-core over the page; colour contrast must have been checked, not skipped. */
async function violations() {
  const result = await axe.run(document.body);
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const shown = (element: Element) => (element.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

describe('DateRangePicker', () => {
  it('shows both ends d-m-Y and returns { fromDate, toDate } from the calendar', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DateRangePicker
        label="Kỳ báo cáo"
        defaultValue={{ fromDate: '2026-11-01', toDate: '2026-11-22' }}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Kỳ báo cáo' }).first();
    expect(shown(group.element())).toBe('01-11-2026→22-11-2026');
    await screen.getByRole('button', { name: 'Chọn khoảng ngày' }).click();
    const dialog = screen.getByRole('dialog');
    await dialog.getByRole('button', { name: /10/ }).click();
    await dialog.getByRole('button', { name: /15/ }).click();
    expect(onChange).toHaveBeenLastCalledWith({ fromDate: '2026-11-10', toDate: '2026-11-15' });
  });

  it('shows empty when an end is 1900-01-01 and marks a reversed range invalid', async () => {
    await render(
      <>
        <DateRangePicker label="Kỳ A" value={{ fromDate: '1900-01-01', toDate: '2026-11-22' }} />
        <DateRangePicker label="Kỳ B" value={{ fromDate: '2026-11-22', toDate: '2026-11-01' }} />
      </>,
    );
    const spins = Array.from(document.querySelectorAll('[role="spinbutton"]'));
    expect(spins.slice(0, 6).every((s) => s.hasAttribute('data-placeholder'))).toBe(true);
    expect(spins.slice(6).every((s) => s.getAttribute('aria-invalid') === 'true')).toBe(true);
  });

  it('has no axe violations', async () => {
    await render(
      <ThemeRoot>
        <main>
          <DateRangePicker
            label="Kỳ báo cáo"
            description="Từ ngày – đến ngày"
            defaultValue={{ fromDate: '2026-11-01', toDate: '2026-11-22' }}
            isRequired
          />
          <DateRangePicker label="Kỳ so sánh" errorMessage="Khoảng ngày không hợp lệ" />
        </main>
      </ThemeRoot>,
    );
    expect(await violations()).toEqual([]);
  });
});
