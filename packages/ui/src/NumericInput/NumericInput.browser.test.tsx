import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { NumericInput } from './NumericInput';
import type { NumericInputProps } from './NumericInput';

/** axe-core over the page; colour contrast must have been checked, not skipped. */
async function violations() {
  const result = await axe.run(document.body);
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function Controlled(props: Omit<NumericInputProps, 'value' | 'onChange'> & { initial?: number | null }) {
  const { initial = null, ...rest } = props;
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <NumericInput {...rest} value={value} onChange={setValue} />
      <output aria-label="giá trị">{String(value)}</output>
    </>
  );
}

describe('NumericInput', () => {
  it('shows 1,234,567 for 1234567', async () => {
    const screen = await render(<NumericInput label="Số tiền" value={1234567} onChange={() => undefined} />);
    await expect.element(screen.getByRole('textbox', { name: 'Số tiền' })).toHaveValue('1,234,567');
  });

  it('edits the raw value while focused and formats it on blur', async () => {
    const onChange = vi.fn();
    const screen = await render(<NumericInput label="Số tiền" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Số tiền' });
    await userEvent.type(input, '1234567.5');
    await expect.element(input).toHaveValue('1234567.5');
    expect(onChange).toHaveBeenLastCalledWith(1234567.5);
    await userEvent.tab();
    await expect.element(input).toHaveValue('1,234,567.5');
    await input.click();
    await expect.element(input).toHaveValue('1234567.5');
  });

  it('refuses a leading zero but allows 0.5', async () => {
    const screen = await render(<Controlled label="Số lượng" />);
    const input = screen.getByRole('textbox', { name: 'Số lượng' });
    await userEvent.type(input, '05');
    await expect.element(input).toHaveValue('0');
    await userEvent.type(input, '.5');
    await expect.element(input).toHaveValue('0.5');
    await expect.element(screen.getByLabelText('giá trị')).toHaveTextContent('0.5');
  });

  it('refuses a second decimal point and digits past the precision', async () => {
    const screen = await render(<Controlled label="Đơn giá" precision={2} />);
    const input = screen.getByRole('textbox', { name: 'Đơn giá' });
    await userEvent.type(input, '12.3.456');
    await expect.element(input).toHaveValue('12.34');
    await expect.element(screen.getByLabelText('giá trị')).toHaveTextContent('12.34');
  });

  it('refuses letters and values above max', async () => {
    const screen = await render(<Controlled label="Chiết khấu" max={100} />);
    const input = screen.getByRole('textbox', { name: 'Chiết khấu' });
    await userEvent.type(input, '1a50');
    await expect.element(input).toHaveValue('15');
    await userEvent.type(input, '0');
    await expect.element(input).toHaveValue('15');
    await userEvent.clear(input);
    await userEvent.type(input, '100');
    await expect.element(input).toHaveValue('100');
  });

  it('stops at maxDigits and raises a value below min on blur', async () => {
    const screen = await render(<Controlled label="Số lượng" maxDigits={4} min={10} />);
    const input = screen.getByRole('textbox', { name: 'Số lượng' });
    await userEvent.type(input, '123456');
    await expect.element(input).toHaveValue('1234');
    await userEvent.clear(input);
    await userEvent.type(input, '1');
    await userEvent.tab();
    await expect.element(input).toHaveValue('10');
    await expect.element(screen.getByLabelText('giá trị')).toHaveTextContent('10');
  });

  it('has no axe violations', async () => {
    await render(
      <ThemeRoot>
        <main>
          <NumericInput label="Số tiền" description="VND" defaultValue={1234567} isRequired />
          <NumericInput label="Chiết khấu" errorMessage="Tối đa 100" max={100} />
        </main>
      </ThemeRoot>,
    );
    expect(await violations()).toEqual([]);
  });
});
