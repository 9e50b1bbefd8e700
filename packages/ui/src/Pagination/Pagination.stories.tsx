import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Pagination } from './Pagination';
import type { PaginationProps } from './Pagination';

/** Keeps the page in state so the story behaves like a real table footer. */
function Controlled({ pageIndex, onPageChange, ...rest }: PaginationProps) {
  const [page, setPage] = useState(pageIndex);
  return (
    <Pagination
      {...rest}
      pageIndex={page}
      onPageChange={(next) => {
        setPage(next);
        onPageChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { pageIndex: 0, pageCount: 20, onPageChange: fn() },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page buttons (ellipses not counted) and ellipses of a pagination. */
function slotsOf(nav: HTMLElement) {
  const pages = within(nav)
    .getAllByRole('button')
    .filter((button) => /^\d+$/.test(button.textContent ?? ''));
  const ellipses = [...nav.querySelectorAll('[data-ellipsis]')];
  return {
    pages: pages.map((button) => button.textContent),
    ellipses,
    total: pages.length + ellipses.length,
  };
}

export const ChangePage: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Phân trang' });
    const previous = canvas.getByRole('button', { name: 'Trang trước' });
    const next = canvas.getByRole('button', { name: 'Trang sau' });
    await expect(canvas.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
    await expect(previous).toBeDisabled();

    await userEvent.click(canvas.getByRole('button', { name: '3' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(canvas.getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '1' })).not.toHaveAttribute('aria-current');

    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(previous);
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);

    // The current page is not a change.
    await userEvent.click(canvas.getByRole('button', { name: '3' }));
    await expect(args.onPageChange).toHaveBeenCalledTimes(3);
    await expect(slotsOf(nav).ellipses.length).toBeGreaterThan(0);
  },
};

/** In a 500 px box (7 slots). */
export const KeyboardAndEllipsis: Story = {
  args: { pageIndex: 9 },
  render: (args) => (
    <div style={{ width: 500 }}>
      <Controlled {...args} />
    </div>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Phân trang' });
    const { ellipses } = slotsOf(nav);
    await expect(ellipses).toHaveLength(2);
    for (const ellipsis of ellipses) {
      await expect(ellipsis).toHaveAttribute('aria-hidden', 'true');
      await expect(ellipsis).not.toHaveAttribute('tabindex');
      await expect(ellipsis.querySelector('button, [tabindex]')).toBeNull();
    }
    // Tab walks previous → pages → next, never stopping on an ellipsis.
    await userEvent.click(canvas.getByRole('button', { name: '10' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '11' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(10);
    // The window re-centres on page 11: 1 … 10 11 12 … 20.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '12' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '20' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toHaveFocus();
  },
};

export const LastPage: Story = {
  args: { pageIndex: 19 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Trang trước' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '20' })).toHaveAttribute('aria-current', 'page');
  },
};

export const FewPages: Story = {
  args: { pageCount: 3, pageIndex: 1 },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Phân trang' });
    await expect(slotsOf(nav)).toMatchObject({ pages: ['1', '2', '3'], ellipses: [] });
  },
};

export const NoPages: Story = {
  args: { pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Trang trước' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Trang sau' })).toBeDisabled();
    await expect(slotsOf(canvas.getByRole('navigation')).total).toBe(0);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, pageIndex: 4 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '6' }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** 5 page buttons under 440 px, 7 under 576 px, 9 from 576 px: each pagination sits in a fixed-width box. */
export const Widths: Story = {
  args: { pageIndex: 10, pageCount: 50 },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      {[420, 439, 440, 575, 576, 700].map((width) => (
        <div key={width} style={{ width }}>
          <Controlled {...args} labels={{ navigation: `Phân trang ${width}px` }} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const expected: Array<[number, number, string[]]> = [
      [420, 5, ['1', '11', '50']],
      [439, 5, ['1', '11', '50']],
      [440, 7, ['1', '10', '11', '12', '50']],
      [575, 7, ['1', '10', '11', '12', '50']],
      [576, 9, ['1', '9', '10', '11', '12', '13', '50']],
      [700, 9, ['1', '9', '10', '11', '12', '13', '50']],
    ];
    for (const [width, total, pages] of expected) {
      const nav = canvas.getByRole('navigation', { name: `Phân trang ${width}px` });
      await waitFor(() => expect(slotsOf(nav).total).toBe(total));
      await expect(slotsOf(nav).pages).toEqual(pages);
    }
  },
};

export const EnglishLabels: Story = {
  args: { labels: { navigation: 'Pagination', previous: 'Previous page', next: 'Next page' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};
