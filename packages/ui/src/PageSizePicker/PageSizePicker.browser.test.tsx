import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { allThemes, axeViolations } from '../test/axeThemes';
import { PageSizePicker } from './PageSizePicker';

describe('PageSizePicker', () => {
  it('offers the sizes given and reports the picked one as a number', async () => {
    const onPageSizeChange = vi.fn();
    const screen = await render(
      <PageSizePicker pageSize={25} options={[25, 75]} onPageSizeChange={onPageSizeChange} />,
    );
    const trigger = screen.getByRole('button', { name: /Số dòng/ });
    await expect.element(trigger).toHaveTextContent('25');
    await trigger.click();
    await expect.element(screen.getByRole('option', { name: '75' })).toBeInTheDocument();
    expect(screen.getByRole('option').elements()).toHaveLength(2);
    await screen.getByRole('option', { name: '75' }).click();
    expect(onPageSizeChange).toHaveBeenCalledWith(75);
  });

  it('shows what the parent says (controlled)', async () => {
    const onPageSizeChange = vi.fn();
    const screen = await render(<PageSizePicker pageSize={10} onPageSizeChange={onPageSizeChange} />);
    await screen.getByRole('button', { name: /Số dòng/ }).click();
    await screen.getByRole('option', { name: '200' }).click();
    expect(onPageSizeChange).toHaveBeenCalledWith(200);
    // The parent did not take the change.
    await expect.element(screen.getByRole('button', { name: /Số dòng/ })).toHaveTextContent('10');
    await screen.rerender(<PageSizePicker pageSize={500} onPageSizeChange={onPageSizeChange} />);
    await expect.element(screen.getByRole('button', { name: /Số dòng/ })).toHaveTextContent('500');
  });

  for (const theme of allThemes) {
    it(`has no axe violations, open or closed (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <PageSizePicker pageSize={100} onPageSizeChange={vi.fn()} />
        </ThemeRoot>,
      );
      await expect.element(screen.getByRole('button', { name: /Số dòng/ })).toHaveTextContent('100');
      expect(await axeViolations()).toEqual([]);
      await screen.getByRole('button', { name: /Số dòng/ }).click();
      await expect.element(screen.getByRole('option', { name: '1000' })).toBeInTheDocument();
      expect(await axeViolations()).toEqual([]);
    });
  }
});
