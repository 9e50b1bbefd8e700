import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { calendarDay } from '../test/calendarDay';
import { DatePicker } from '../DatePicker';
import { Calendar, RangeCalendar } from './Calendar';

function Controlled() {
  const [value, setValue] = useState<string | null>('2026-11-22');
  return (
    <>
      <Calendar aria-label="Ngày" value={value} onChange={setValue} />
      <output>{value ?? 'trống'}</output>
      <button type="button" onClick={() => setValue('2026-11-01')}>
        Đầu tháng
      </button>
    </>
  );
}

const selected = () => document.querySelector('[role="gridcell"][aria-selected="true"]');

describe('Calendar', () => {
  it('follows a controlled YYYY-MM-DD value both ways', async () => {
    const screen = await render(<Controlled />);
    await expect.element(screen.getByRole('button', { name: calendarDay(22) })).toBeInTheDocument();
    expect(selected()?.textContent).toBe('22');
    await screen.getByRole('button', { name: calendarDay(9) }).click();
    await expect.element(screen.getByText('2026-11-09')).toBeInTheDocument();
    await screen.getByRole('button', { name: 'Đầu tháng' }).click();
    await expect.poll(() => selected()?.textContent).toBe('1');
  });

  it('selects nothing for the empty dates 1900-01-01 and 0001-01-01', async () => {
    await render(
      <>
        <Calendar aria-label="A" defaultValue="1900-01-01" defaultFocusedValue="2026-11-01" />
        <RangeCalendar aria-label="B" defaultValue={{ fromDate: '0001-01-01', toDate: '2026-11-05' }} />
      </>,
    );
    await expect.poll(() => document.querySelectorAll('[role="application"]').length).toBe(2);
    expect(selected()).toBeNull();
  });

  it('gives the DatePicker popover the same calendar, with Vietnamese month buttons', async () => {
    const screen = await render(<DatePicker label="Ngày hóa đơn" defaultValue="2026-11-22" locale="vi" />);
    await screen.getByRole('button', { name: 'Chọn ngày' }).click();
    const dialog = screen.getByRole('dialog');
    await expect.element(dialog).toBeInTheDocument();
    await expect.element(dialog.getByRole('button', { name: 'Tháng trước' })).toBeInTheDocument();
    await dialog.getByRole('button', { name: 'Tháng sau' }).click();
    await expect.element(dialog.getByRole('heading')).toHaveTextContent(/tháng 12/i);
  });
});
