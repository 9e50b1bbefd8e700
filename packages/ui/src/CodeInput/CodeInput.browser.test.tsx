import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { CodeInput } from './CodeInput';

/** axe-core over the page; colour contrast must have been checked, not skipped. */
async function violations() {
  const result = await axe.run(document.body);
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('CodeInput', () => {
  it('keeps letters and digits, upper-cased as typed', async () => {
    const onChange = vi.fn();
    const screen = await render(<CodeInput label="Mã khách hàng" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Mã khách hàng' });
    await userEvent.type(input, 'ab-12c');
    await expect.element(input).toHaveValue('AB12C');
    expect(onChange).toHaveBeenLastCalledWith('AB12C');
  });

  it('cleans a controlled value', async () => {
    const screen = await render(<CodeInput label="Mã" value="kh 01" onChange={() => undefined} />);
    await expect.element(screen.getByRole('textbox', { name: 'Mã' })).toHaveValue('KH01');
  });

  it('has no axe violations', async () => {
    const screen = await render(
      <ThemeRoot>
        <main>
          <CodeInput label="Mã khách hàng" description="Chữ và số" isRequired defaultValue="KH01" />
          <CodeInput label="Mã kho" errorMessage="Mã đã tồn tại" />
          <CodeInput label="Mã cũ" isDisabled />
        </main>
      </ThemeRoot>,
    );
    await expect.element(screen.getByText('Mã đã tồn tại')).toBeInTheDocument();
    expect(await violations()).toEqual([]);
  });
});
