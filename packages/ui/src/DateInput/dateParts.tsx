import { parseDate, parseTime } from '@internationalized/date';
import type { CalendarDate, Time } from '@internationalized/date';
import { DateInput as AriaDateInput, DateSegment, useLocale } from 'react-aria-components';
import { businessToday, formatTime, toStoredDate } from '@sen/domain';
import { cx } from '../internal/cx';
import * as s from './DateInput.css';

/** Calendar language of the date and time fields. */
export type DateLocale = 'vi' | 'en';

/**
 * The react-aria locale of a date field: 'vi-VN' or 'en-GB', both day-month-year and 24-hour. The `locale`
 * prop wins; otherwise an English surrounding I18nProvider gives 'en-GB' and anything else 'vi-VN'.
 */
export function useDateLocale(locale?: DateLocale): string {
  const { locale: surrounding } = useLocale();
  const language = locale ?? (surrounding.toLowerCase().startsWith('en') ? 'en' : 'vi');
  return language === 'en' ? 'en-GB' : 'vi-VN';
}

/** 'YYYY-MM-DD' -> CalendarDate; empty dates (null, '', 1900-01-01, 0001-01-01) and invalid ones -> null. */
export function toCalendarDate(value: string | null | undefined): CalendarDate | null {
  const stored = toStoredDate(value);
  return stored === null ? null : parseDate(stored);
}

/**
 * Today on the business's clock (Vietnam) as a CalendarDate: what a date field fills in first and the month its
 * calendar opens on when it has no value (react-aria would take the device's today, a day behind at 00:30 in Hà Nội
 * on a device left on UTC).
 */
export function businessTodayDate(): CalendarDate {
  return parseDate(businessToday());
}

/** 'HH:mm' -> Time; empty or invalid -> null. */
export function toTime(value: string | null | undefined): Time | null {
  const time = formatTime(value);
  return time === '' ? null : parseTime(time);
}

/** The editable segments of a date field, shown d-m-Y: the locale's separators become '-'. */
export function DateSegments({ slot, className }: { slot?: 'start' | 'end'; className?: string }) {
  return (
    <AriaDateInput slot={slot} className={cx(s.segments, className)}>
      {(segment) =>
        segment.type === 'literal' ? (
          <span aria-hidden="true" className={s.literal}>
            {segment.text.replace(/[/.]/g, '-')}
          </span>
        ) : (
          <DateSegment segment={segment} className={s.segment} />
        )
      }
    </AriaDateInput>
  );
}
