/** Matches the accessible name of day `n`'s calendar cell, which also holds the weekday, month and year. */
export const calendarDay = (n: number) => new RegExp(`(^|\\D)${n}(\\D|$)`);
