import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Select } from './Select';

describe('Select', () => {
  it('reports the chosen id and shows its label', async () => {
    const onChange = vi.fn();
    const screen = await render(
      <Select
        label="Giới tính"
        placeholder="Chọn"
        items={[
          { id: 1, label: 'Nam' },
          { id: 2, label: 'Nữ' },
        ]}
        onChange={onChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: /Giới tính/ });
    await expect.element(trigger).toHaveTextContent('Chọn');
    await trigger.click();
    await screen.getByRole('option', { name: 'Nữ' }).click();
    expect(onChange).toHaveBeenCalledWith(2);
    await expect.element(trigger).toHaveTextContent('Nữ');
  });
});
