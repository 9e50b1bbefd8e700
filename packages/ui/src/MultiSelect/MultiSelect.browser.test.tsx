import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import type { Key } from 'react-aria-components';
import { MultiSelect } from './MultiSelect';

const branches = [
  { id: 'CN01', label: 'Chi nhánh 1' },
  { id: 'CN02', label: 'Chi nhánh 2' },
  { id: 'CN03', label: 'Chi nhánh 3' },
];

function Controlled({ onChange }: { onChange: (keys: Key[]) => void }) {
  const [value, setValue] = useState<Key[]>(['CN01']);
  return (
    <MultiSelect
      label="Chi nhánh"
      items={branches}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('MultiSelect', () => {
  it('reports the selected ids and shows labels, then a count', async () => {
    const onChange = vi.fn();
    const screen = await render(<Controlled onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: /Chi nhánh/ });
    await expect.element(trigger).toHaveTextContent('Chi nhánh 1');

    await trigger.click();
    const listbox = screen.getByRole('listbox');
    await expect.element(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await listbox.getByRole('option', { name: 'Chi nhánh 2' }).click();
    expect(onChange).toHaveBeenLastCalledWith(['CN01', 'CN02']);
    // The popover stays open for more choices.
    await listbox.getByRole('option', { name: 'Chi nhánh 3' }).click();
    expect(onChange).toHaveBeenLastCalledWith(['CN01', 'CN02', 'CN03']);
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger).toHaveTextContent('3 đã chọn');

    await trigger.click();
    await screen.getByRole('option', { name: 'Chi nhánh 1' }).click();
    expect(onChange).toHaveBeenLastCalledWith(['CN02', 'CN03']);
    await userEvent.keyboard('{Escape}');
    await expect.element(trigger).toHaveTextContent('Chi nhánh 2, Chi nhánh 3');
  });

  it('shows the placeholder when nothing is selected', async () => {
    const screen = await render(
      <MultiSelect label="Chi nhánh" items={branches} placeholder="Chọn chi nhánh" />,
    );
    await expect
      .element(screen.getByRole('button', { name: /Chi nhánh/ }))
      .toHaveTextContent('Chọn chi nhánh');
  });
});
