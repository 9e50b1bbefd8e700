import { businessMinutes, businessToday } from '@sen/domain';

/** The customer books on a half-hour grid. */
export const BOOKING_STEP_MINUTES = 30;

const minutesOf = (time: string | null | undefined, fallback: number): number => {
  const match = /^(\d{1,2}):(\d{2})/.exec(time ?? '');
  return match ? Number(match[1]) * 60 + Number(match[2]) : fallback;
};

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The start times a request may ask for on a day: every half hour from opening until the service would end after
 * closing (the whole day without hours), none already past (Vietnam time), none on a day gone.
 */
export const bookingTimes = ({
  day,
  open,
  close,
  minutes,
  now,
}: {
  day: string;
  open: string | null | undefined;
  close: string | null | undefined;
  minutes: number;
  now: Date;
}): string[] => {
  const today = businessToday(now);
  if (day < today) return [];
  const from = minutesOf(open, 0);
  const to = minutesOf(close, 24 * 60);
  const nowMinutes = day === today ? businessMinutes(now) + 1 : -1;
  const times: string[] = [];
  for (let start = from; start + Math.max(0, minutes) <= to; start += BOOKING_STEP_MINUTES)
    if (start >= nowMinutes) times.push(hhmm(start));
  return times;
};
