import { businessMinutes } from '@sen/domain';

/**
 * Meal tickets (phiếu ăn) at the serving till: which meal a time of day is, and what the day's issued tickets
 * amount to. Pure, so the till and its tests read the same rules.
 */

/** The meals of the servings resource: S breakfast, T lunch, C afternoon, O dinner. */
export const MEALS = ['S', 'T', 'C', 'O'] as const;
export type Meal = (typeof MEALS)[number];

/**
 * The meal served at an instant, by the business's clock (Vietnam, whatever the device's zone): breakfast until
 * 10:00, lunch until 14:00, afternoon until 17:00.
 */
export const mealAt = (at: Date): Meal => {
  const minutes = businessMinutes(at);
  if (minutes < 10 * 60) return 'S';
  if (minutes < 14 * 60) return 'T';
  if (minutes < 17 * 60) return 'C';
  return 'O';
};

export const isMeal = (value: unknown): value is Meal => MEALS.includes(value as Meal);

type Ticket = Readonly<Record<string, unknown>>;

/** A day's tickets of one meal: how many servings were issued, used, and are still to be served. */
export const mealTally = (tickets: readonly Ticket[]) => {
  let issued = 0;
  let used = 0;
  for (const ticket of tickets) {
    const servings = Number(ticket.so_suat ?? 1);
    if (ticket.trang_thai === '1') issued += servings;
    if (ticket.trang_thai === '2') {
      issued += servings;
      used += servings;
    }
  }
  return { issued, used, waiting: issued - used };
};

/** The ticket a typed or scanned number names (its so_ct, case and spaces ignored). */
export const ticketOfNumber = <T extends Ticket>(tickets: readonly T[], typed: string): T | undefined => {
  const wanted = typed.trim().toUpperCase();
  return wanted ? tickets.find((ticket) => String(ticket.so_ct ?? '').toUpperCase() === wanted) : undefined;
};
