import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { NumberKeyInput } from './NumberKeyInput';

/** axe-core over the page; colour contrast must have been checked, not skipped. */
async function violations() {
  const result = await axe.run(document.body);
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('NumberKeyInput', () => {
  it('stops at 20 characters', async () => {
    const onChange = vi.fn();
    const screen = await render(<NumberKeyInput label="Số chứng từ" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Số chứng từ' });
    await userEvent.type(input, 'PX-2026-0000000012345');
    await expect.element(input).toHaveValue('PX-2026-000000001234');
    expect(onChange).toHaveBeenLastCalledWith('PX-2026-000000001234');
  });

  it('cuts a longer controlled value', async () => {
    const screen = await render(
      <NumberKeyInput label="Số" value={'1'.repeat(25)} onChange={() => undefined} />,
    );
    await expect.element(screen.getByRole('textbox', { name: 'Số' })).toHaveValue('1'.repeat(20));
  });

  it('has no axe violations', async () => {
    await render(
      <ThemeRoot>
        <main>
          <NumberKeyInput
            label="Số chứng từ"
            description="Tối đa 20 ký tự"
            defaultValue="PX0001"
            isRequired
          />
          <NumberKeyInput label="Số phiếu" errorMessage="Trùng số" />
        </main>
      </ThemeRoot>,
    );
    expect(await violations()).toEqual([]);
  });
});
