import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Numpad } from './Numpad';

function Till() {
  const [value, setValue] = useState<number | null>(null);
  return (
    <ThemeRoot>
      <main>
        <input aria-label="Khách đưa" defaultValue="" />
        <Numpad value={value} onChange={setValue} />
        <output aria-label="giá trị">{String(value)}</output>
      </main>
    </ThemeRoot>
  );
}

describe('Numpad', () => {
  it('types an amount by tapping, keeps the focus in the field, and passes axe', async () => {
    const screen = await render(<Till />);
    const field = screen.getByRole('textbox', { name: 'Khách đưa' });
    await userEvent.click(field);
    for (const key of ['1', '2', '000']) await screen.getByRole('button', { name: key, exact: true }).click();
    await expect.element(screen.getByLabelText('giá trị')).toHaveTextContent('12000');
    await expect.element(field).toHaveFocus();
    await screen.getByRole('button', { name: 'Xóa một số' }).click();
    await expect.element(screen.getByLabelText('giá trị')).toHaveTextContent('1200');
    const result = await axe.run(document.body);
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('has 48 px keys at least, and a clear key for quantities', async () => {
    const screen = await render(
      <ThemeRoot>
        <Numpad value={5} onChange={() => undefined} thousands={false} />
      </ThemeRoot>,
    );
    const key = screen.getByRole('button', { name: '7', exact: true }).element();
    expect(key.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await expect.element(screen.getByRole('button', { name: 'Xóa hết' })).toBeVisible();
  });
});
