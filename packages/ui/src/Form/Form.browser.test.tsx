import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { CodeInput } from '../CodeInput';
import { TextField } from '../TextField';
import { Form } from './Form';
import { useAsyncValidation } from './useAsyncValidation';
import type { AsyncValidator } from './useAsyncValidation';

type Props = { check: AsyncValidator; onSubmit: () => void; debounceMs?: number };

function CodeForm({ check, onSubmit, debounceMs = 100 }: Props) {
  const [code, setCode] = useState('');
  const unique = useAsyncValidation(code, check, { isEnabled: code.length >= 3, debounceMs });
  return (
    <Form
      aria-label="Khách hàng"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <CodeInput
        label="Mã khách hàng"
        name="code"
        value={code}
        onChange={setCode}
        onBlur={unique.flush}
        validate={(value) => (value.length < 3 ? 'Tối thiểu 3 ký tự' : undefined)}
        {...unique.fieldProps}
      />
      <Button type="submit">Lưu</Button>
    </Form>
  );
}

const exists: AsyncValidator = async (code) => (code === 'MKH001' ? 'MKH001 đã tồn tại' : undefined);

describe('Form validation', () => {
  it('shows a field rule error and blocks submitting', async () => {
    const check = vi.fn(exists);
    const onSubmit = vi.fn();
    const screen = await render(<CodeForm check={check} onSubmit={onSubmit} />);
    await userEvent.fill(screen.getByRole('textbox', { name: 'Mã khách hàng' }), 'ab');
    await screen.getByRole('button', { name: 'Lưu' }).click();
    await expect.element(screen.getByText('Tối thiểu 3 ký tự')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
    // Too short to be worth a server check.
    expect(check).not.toHaveBeenCalled();
  });

  it('shows the server check error after the call, blocks submitting, and clears it for a free code', async () => {
    const check = vi.fn(exists);
    const onSubmit = vi.fn();
    const screen = await render(<CodeForm check={check} onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Mã khách hàng' });
    await userEvent.fill(input, 'mkh001');
    await expect.element(screen.getByText('MKH001 đã tồn tại')).toBeVisible();
    expect(check).toHaveBeenCalledWith('MKH001', expect.any(AbortSignal));
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await screen.getByRole('button', { name: 'Lưu' }).click();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.fill(input, 'MKH777');
    await expect.element(screen.getByText('MKH001 đã tồn tại')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(check).toHaveBeenLastCalledWith('MKH777', expect.any(AbortSignal)));
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await screen.getByRole('button', { name: 'Lưu' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('says the check is pending, and checks at once when the field is left', async () => {
    let answer: (error: string | undefined) => void = () => undefined;
    const check = vi.fn<AsyncValidator>(() => new Promise((resolve) => (answer = resolve)));
    const screen = await render(<CodeForm check={check} onSubmit={() => undefined} debounceMs={60_000} />);
    const input = screen.getByRole('textbox', { name: 'Mã khách hàng' });
    await userEvent.fill(input, 'MKH001');
    await expect.element(input).toHaveAccessibleDescription('Đang kiểm tra...');
    expect(check).not.toHaveBeenCalled();
    await userEvent.tab();
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    answer('MKH001 đã tồn tại');
    await expect.element(input).toHaveAccessibleDescription('MKH001 đã tồn tại');
  });

  it('counts a failed check as valid', async () => {
    const check = vi.fn<AsyncValidator>(() => Promise.reject(new Error('503')));
    const onSubmit = vi.fn();
    const screen = await render(<CodeForm check={check} onSubmit={onSubmit} />);
    const input = screen.getByRole('textbox', { name: 'Mã khách hàng' });
    await userEvent.fill(input, 'MKH001');
    await vi.waitFor(() => expect(check).toHaveBeenCalledTimes(1));
    await expect.element(input).not.toHaveAccessibleDescription('Đang kiểm tra...');
    await expect.element(input).not.toHaveAttribute('aria-invalid');
    await screen.getByRole('button', { name: 'Lưu' }).click();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows server validationErrors on the named field', async () => {
    const screen = await render(
      <Form aria-label="Khách hàng" validationErrors={{ code: 'Mã đã được sử dụng' }}>
        <TextField label="Mã" name="code" defaultValue="MKH001" />
      </Form>,
    );
    const input = screen.getByRole('textbox', { name: 'Mã' });
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription('Mã đã được sử dụng');
  });

  it('shows field errors as typed with validationBehavior="aria", and on leaving the field with native', async () => {
    const rule = (value: string) => (value.length < 3 ? 'Tối thiểu 3 ký tự' : undefined);
    const screen = await render(
      <>
        <Form aria-label="Aria" validationBehavior="aria">
          <TextField label="Mã A" validate={rule} />
        </Form>
        <Form aria-label="Native">
          <TextField label="Mã N" validate={rule} />
        </Form>
      </>,
    );
    const aria = screen.getByRole('textbox', { name: 'Mã A' });
    await userEvent.fill(aria, 'ab');
    await expect.element(aria).toHaveAccessibleDescription('Tối thiểu 3 ký tự');
    const native = screen.getByRole('textbox', { name: 'Mã N' });
    await userEvent.fill(native, 'ab');
    await expect.element(native).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect.element(native).toHaveAccessibleDescription('Tối thiểu 3 ký tự');
  });
});
