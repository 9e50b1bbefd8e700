import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../internal/icons';
import { Tooltip } from './Tooltip';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('Tooltip', () => {
  it('waits for the hover delay, then hides on Escape while still hovered', async () => {
    const screen = await render(
      <div style={{ padding: 48 }}>
        <Tooltip content="Xóa dòng này" delay={1500}>
          <IconButton aria-label="Xóa">
            <CloseIcon />
          </IconButton>
        </Tooltip>
      </div>,
    );
    const button = screen.getByRole('button', { name: 'Xóa' });
    // A mouse press puts react-aria in pointer modality, as for a real mouse user.
    await userEvent.click(document.body);
    const hovered = performance.now();
    await button.hover();
    await wait(200);
    // Before the delay it is not shown (a machine too busy to get here within the delay cannot tell).
    if (performance.now() - hovered < 1300) expect(document.querySelector('[role="tooltip"]')).toBeNull();
    await expect.element(screen.getByRole('tooltip'), { timeout: 5000 }).toHaveTextContent('Xóa dòng này');
    await userEvent.keyboard('{Escape}');
    await expect.element(screen.getByRole('tooltip')).not.toBeInTheDocument();
  });

  it('never shows when disabled, on hover or keyboard focus', async () => {
    const screen = await render(
      <Tooltip content="Gợi ý" delay={0} isDisabled>
        <IconButton aria-label="Sửa">
          <CloseIcon />
        </IconButton>
      </Tooltip>,
    );
    await userEvent.click(document.body);
    await screen.getByRole('button', { name: 'Sửa' }).hover();
    await userEvent.keyboard('{Tab}');
    await expect.element(screen.getByRole('button', { name: 'Sửa' })).toHaveFocus();
    await wait(100);
    expect(document.querySelector('[role="tooltip"]')).toBeNull();
  });
});
