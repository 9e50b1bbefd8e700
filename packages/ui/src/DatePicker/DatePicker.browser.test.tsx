import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { I18nProvider } from 'react-aria-components';
import { ThemeRoot } from '../theme/ThemeRoot';
import { DatePicker } from './DatePicker';

/** axe-core over the page; colour contrast must have been checked, not skipped. */
async function violations() {
  const result = await axe.run(document.body);
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The visible text of a date field's segments, bidi marks removed. */
const shown = (element: Element) => (element.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

describe('DatePicker', () => {
  it('shows 22-11-2026 for 2026-11-22', async () => {
    const screen = await render(
      <DatePicker label="Ngày hóa đơn" value="2026-11-22" onChange={() => undefined} />,
    );
    const group = screen.getByRole('group', { name: 'Ngày hóa đơn' }).first();
    await expect.element(group).toBeInTheDocument();
    expect(shown(group.element())).toBe('22-11-2026');
  });

  it('pads day and month to two digits (DD-MM-YYYY) in both languages', async () => {
    const screen = await render(
      <>
        <DatePicker label="Ngày lập" value="2026-03-05" onChange={() => undefined} />
        <DatePicker label="Issued on" value="2026-03-05" locale="en" onChange={() => undefined} />
      </>,
    );
    const vi = screen.getByRole('group', { name: 'Ngày lập' }).first();
    await expect.element(vi).toBeInTheDocument();
    expect(shown(vi.element())).toBe('05-03-2026');
    expect(shown(screen.getByRole('group', { name: 'Issued on' }).first().element())).toBe('05-03-2026');
  });

  it('calls onChange with YYYY-MM-DD when a day is picked', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DatePicker label="Ngày hóa đơn" defaultValue="2026-11-22" onChange={onChange} />,
    );
    await screen.getByRole('button', { name: 'Chọn ngày' }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toBeInTheDocument();
    await dialog.getByRole('button', { name: /15/ }).click();
    expect(onChange).toHaveBeenLastCalledWith('2026-11-15');
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('shows empty for 1900-01-01 and 0001-01-01', async () => {
    const screen = await render(
      <>
        <DatePicker label="Ngày A" value="1900-01-01" onChange={() => undefined} />
        <DatePicker label="Ngày B" defaultValue="0001-01-01" />
      </>,
    );
    await expect.element(screen.getByRole('group', { name: 'Ngày A' }).first()).toBeInTheDocument();
    const spins = document.querySelectorAll('[role="spinbutton"]');
    expect(spins.length).toBe(6);
    spins.forEach((spin) => expect(spin.hasAttribute('data-placeholder')).toBe(true));
  });

  it('uses an English calendar for locale en and keeps day-month-year', async () => {
    const screen = await render(
      <I18nProvider locale="en-US">
        <DatePicker label="Invoice date" defaultValue="2026-11-22" calendarLabel="Pick a date" />
      </I18nProvider>,
    );
    await screen.getByRole('button', { name: 'Pick a date' }).click();
    await expect.element(screen.getByRole('dialog').getByRole('heading')).toHaveTextContent('November 2026');
    await userEvent.keyboard('{Escape}');
    const segments = Array.from(document.querySelectorAll('[role="spinbutton"]')).map((s) =>
      s.getAttribute('data-type'),
    );
    expect(segments).toEqual(['day', 'month', 'year']);
  });

  it('has no axe violations, closed and with the calendar open', async () => {
    const screen = await render(
      <ThemeRoot>
        <main>
          <DatePicker label="Ngày hóa đơn" description="DD-MM-YYYY" defaultValue="2026-11-22" isRequired />
          <DatePicker label="Ngày giao" errorMessage="Ngày không hợp lệ" />
        </main>
      </ThemeRoot>,
    );
    expect(await violations()).toEqual([]);
    await screen.getByRole('button', { name: 'Chọn ngày' }).first().click();
    await expect.element(screen.getByRole('dialog')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
