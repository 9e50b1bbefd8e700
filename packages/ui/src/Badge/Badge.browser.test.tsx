import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '../theme/ThemeRoot';
import { Badge, CountBadge } from './Badge';

describe('Badge', () => {
  it('gives each tone its own colours', async () => {
    const screen = await render(
      <ThemeRoot>
        <Badge tone="success">Đã duyệt</Badge>
        <Badge tone="danger">Đã hủy</Badge>
      </ThemeRoot>,
    );
    const success = getComputedStyle(screen.getByText('Đã duyệt').element()).color;
    const danger = getComputedStyle(screen.getByText('Đã hủy').element()).color;
    expect(success).not.toBe(danger);
  });

  it('caps the count at max and renders nothing for zero unless asked (never a negative number)', async () => {
    const screen = await render(
      <>
        <p data-testid="a">
          <CountBadge count={1000} max={999} label="đơn mới" />
        </p>
        <p data-testid="b">
          <CountBadge count={0} />
        </p>
        <p data-testid="c">
          <CountBadge count={-3} showZero />
        </p>
      </>,
    );
    await expect.element(screen.getByTestId('a')).toHaveTextContent('999+ đơn mới');
    expect(screen.getByTestId('b').element().childElementCount).toBe(0);
    await expect.element(screen.getByTestId('c')).toHaveTextContent(/^0$/);
  });
});
