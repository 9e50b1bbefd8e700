import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { TagGroup } from './TagGroup';

function Tags() {
  const [items, setItems] = useState([
    { id: 1, label: 'Nam' },
    { id: 2, label: 'Nữ' },
  ]);
  return (
    <TagGroup
      label="Giới tính"
      items={items}
      onRemove={(ids) => setItems((all) => all.filter((item) => !ids.has(item.id)))}
    />
  );
}

describe('TagGroup', () => {
  it('names each remove button after its tag and removes with Delete from the keyboard', async () => {
    const screen = await render(<Tags />);
    await expect.element(screen.getByRole('button', { name: 'Xóa Nữ' })).toBeInTheDocument();
    await userEvent.keyboard('{Tab}{ArrowRight}');
    await expect.element(screen.getByRole('row', { name: 'Nữ' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect.element(screen.getByRole('row', { name: 'Nữ' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('row', { name: 'Nam' })).toBeInTheDocument();
  });

  it('has no remove buttons and ignores Delete without onRemove', async () => {
    const screen = await render(<TagGroup label="Nhãn" items={[{ id: 'a', label: 'VIP' }]} />);
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('row', { name: 'VIP' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect.element(screen.getByRole('row', { name: 'VIP' })).toBeInTheDocument();
    expect(document.querySelector('button')).toBeNull();
  });
});
