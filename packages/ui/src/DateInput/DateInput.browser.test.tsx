import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { DateInput } from './DateInput';

/** axe-core over the page; colour contrast must have been checked, not skipped. */
async function violations() {
  const result = await axe.run(document.body);
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const shown = (element: Element) => (element.textContent ?? '').replace(/[\u200e\u200f\u2066-\u2069]/g, '');

describe('DateInput', () => {
  it('shows d-m-Y and reports a typed date as YYYY-MM-DD', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <DateInput label="Ngày sinh" defaultValue="2026-11-22" onChange={onChange} />,
    );
    const group = screen.getByRole('group', { name: 'Ngày sinh' });
    expect(shown(group.element())).toBe('22-11-2026');
    await screen.getByRole('spinbutton').first().click();
    await userEvent.keyboard('05');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-05');
    expect(shown(group.element())).toBe('05-11-2026');
  });

  it('keeps the field’s inline padding: the digits do not touch its border', async () => {
    const screen = await render(
      <ThemeRoot theme="light">
        <DateInput label="Ngày sinh" defaultValue="1972-03-09" />
      </ThemeRoot>,
    );
    const group = screen.getByRole('group', { name: 'Ngày sinh' }).element();
    expect(parseFloat(getComputedStyle(group).paddingLeft)).toBeGreaterThan(0);
    expect(parseFloat(getComputedStyle(group).paddingRight)).toBeGreaterThan(0);
  });

  it('treats 1900-01-01 as empty', async () => {
    const screen = await render(
      <DateInput label="Ngày sinh" value="1900-01-01" onChange={() => undefined} />,
    );
    await expect.element(screen.getByRole('group', { name: 'Ngày sinh' })).toBeInTheDocument();
    const spins = Array.from(document.querySelectorAll('[role="spinbutton"]'));
    expect(spins.map((s) => s.getAttribute('data-type'))).toEqual(['day', 'month', 'year']);
    expect(spins.every((s) => s.hasAttribute('data-placeholder'))).toBe(true);
  });

  it('has no axe violations', async () => {
    await render(
      <ThemeRoot>
        <main>
          <DateInput label="Ngày sinh" description="DD-MM-YYYY" defaultValue="2026-11-22" isRequired />
          <DateInput label="Ngày cấp" errorMessage="Ngày không hợp lệ" locale="en" />
        </main>
      </ThemeRoot>,
    );
    expect(await violations()).toEqual([]);
  });
});
