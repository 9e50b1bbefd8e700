import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress and shows a spinner while pending', async () => {
    const onPress = vi.fn();
    const screen = await render(<Button onPress={onPress}>Lưu</Button>);
    await screen.getByRole('button', { name: 'Lưu' }).click();
    expect(onPress).toHaveBeenCalledTimes(1);

    await screen.rerender(
      <Button onPress={onPress} isPending>
        Lưu
      </Button>,
    );
    await expect.element(screen.getByRole('progressbar', { name: 'Đang xử lý' })).toBeInTheDocument();
    await expect.element(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  });

  it('keeps its accessible name and is not pressable while pending', async () => {
    const onPress = vi.fn();
    const screen = await render(
      <Button onPress={onPress} isPending>
        Lưu
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Lưu' });
    await expect.element(button).toBeInTheDocument();
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    // aria-disabled makes Playwright refuse a normal click; force it to check the press is ignored.
    await button.click({ force: true });
    expect(onPress).not.toHaveBeenCalled();
  });
});
