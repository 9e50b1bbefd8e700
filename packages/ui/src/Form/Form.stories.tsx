import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { CodeInput } from '../CodeInput';
import { TextField } from '../TextField';
import { Form, FormActions } from './Form';
import { useAsyncValidation } from './useAsyncValidation';

const takenCodes = new Set(['MKH001', 'MKH002']);

/** A fake "does this code exist?" endpoint: 300 ms; 'LOI…' codes make the call fail. */
async function checkCode(code: string, signal: AbortSignal): Promise<string | undefined> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  signal.throwIfAborted();
  if (code.startsWith('LOI')) throw new Error('503');
  return takenCodes.has(code) ? `${code} đã tồn tại` : undefined;
}

type CustomerFormProps = { onSubmit: () => void; checkCode: typeof checkCode };

/** A customer form: the code must be 3+ characters (field rule) and unused (server check). */
function CustomerForm({ onSubmit, checkCode: check }: CustomerFormProps) {
  const [code, setCode] = useState('');
  const unique = useAsyncValidation(code, check, { isEnabled: code.length >= 3, debounceMs: 400 });
  return (
    <Form
      aria-label="Khách hàng mới"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <CodeInput
        label="Mã khách hàng"
        name="code"
        isRequired
        value={code}
        onChange={setCode}
        onBlur={unique.flush}
        validate={(value) => (value.length < 3 ? 'Tối thiểu 3 ký tự' : undefined)}
        {...unique.fieldProps}
      />
      <TextField label="Tên khách hàng" name="name" isRequired />
      <FormActions>
        <Button type="submit" isDisabled={unique.isPending}>
          Lưu
        </Button>
      </FormActions>
    </Form>
  );
}

const meta = {
  title: 'Inputs/Form',
  component: CustomerForm,
  args: { onSubmit: fn(), checkCode: fn(checkCode) },
} satisfies Meta<typeof CustomerForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FieldValidation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Mã khách hàng/ }), 'ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    await expect(canvas.getByText('Tối thiểu 3 ký tự')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(args.checkCode).not.toHaveBeenCalled();
  },
};

export const AsyncValidation: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const code = canvas.getByRole('textbox', { name: /Mã khách hàng/ });
    await userEvent.type(code, 'mkh001');
    // The check is pending, then its answer marks the field invalid.
    await expect(await canvas.findByText('Đang kiểm tra...')).toBeVisible();
    await expect(await canvas.findByText('MKH001 đã tồn tại')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(args.checkCode).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByRole('textbox', { name: /Tên khách hàng/ }), 'Nguyễn Văn An');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // A free code: valid once checked, and the form submits.
    await userEvent.clear(code);
    await userEvent.type(code, 'MKH009');
    await waitFor(() => expect(code).not.toHaveAttribute('aria-invalid'), { timeout: 3000 });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Lưu' })).toBeEnabled(), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const CheckFailsCountsAsValid: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const code = canvas.getByRole('textbox', { name: /Mã khách hàng/ });
    await userEvent.type(code, 'LOI1');
    await waitFor(() => expect(args.checkCode).toHaveBeenCalledWith('LOI1', expect.any(AbortSignal)));
    await waitFor(() => expect(canvas.queryByText('Đang kiểm tra...')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(code).not.toHaveAttribute('aria-invalid');
    await userEvent.type(canvas.getByRole('textbox', { name: /Tên khách hàng/ }), 'Lê Thị Hồng');
    await userEvent.click(canvas.getByRole('button', { name: 'Lưu' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const ServerErrors: Story = {
  render: () => (
    <Form aria-label="Khách hàng" validationErrors={{ phone: 'Số điện thoại đã được sử dụng' }}>
      <TextField label="Điện thoại" name="phone" type="tel" defaultValue="0901234567" />
      <FormActions>
        <Button type="submit">Lưu</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Điện thoại' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Số điện thoại đã được sử dụng')).toBeVisible();
  },
};
