import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { I18nProvider } from 'react-aria-components';
import { ThemeRoot } from '../theme/ThemeRoot';
import { TimePicker } from './TimePicker';

/** axe-core over the page; colour contrast must have been checked, not skipped. */
async function violations() {
  const result = await axe.run(document.body);
  expect(result.passes.some((rule) => rule.id === 'color-contrast')).toBe(true);
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const segmentTypes = () =>
  Array.from(document.querySelectorAll('[role="spinbutton"]')).map((s) => s.getAttribute('data-type'));

describe('TimePicker', () => {
  it('is 24-hour without seconds', async () => {
    const screen = await render(
      <I18nProvider locale="en-US">
        <TimePicker label="Giờ hẹn" value="19:05" onChange={() => undefined} />
      </I18nProvider>,
    );
    await expect.element(screen.getByRole('group', { name: 'Giờ hẹn' })).toBeInTheDocument();
    expect(segmentTypes()).toEqual(['hour', 'minute']);
    const hour = document.querySelector('[data-type="hour"]');
    expect(hour?.textContent).toBe('19');
    expect(document.querySelector('[data-type="minute"]')?.textContent).toBe('05');
  });

  it('reports HH:mm', async () => {
    const onChange = vi.fn();
    const screen = await render(<TimePicker label="Giờ hẹn" defaultValue="07:05" onChange={onChange} />);
    await screen.getByRole('spinbutton').first().click();
    await userEvent.keyboard('21');
    expect(onChange).toHaveBeenLastCalledWith('21:05');
  });

  it('has no axe violations', async () => {
    await render(
      <ThemeRoot>
        <main>
          <TimePicker label="Giờ hẹn" description="24 giờ" defaultValue="07:05" isRequired />
          <TimePicker label="Giờ kết thúc" errorMessage="Giờ không hợp lệ" />
        </main>
      </ThemeRoot>,
    );
    expect(await violations()).toEqual([]);
  });
});
