import { type CatalogueRow } from './catalogue-rows.js';
import { vietnamDay } from './demo-day-sales.js';
import { seededRandom, seedOf } from './seeded-random.js';
import { DAY_MS, addDays, shiftMonth, monthOf, firstDayOf, type Rows } from './demo-calendar.js';
import { demoCampaigns, demoTickets } from './demo-campaigns.js';
import { withBookers, demoCalls, demoPastAppointments } from './demo-staff-work.js';
import { demoTargets } from './demo-targets.js';

/**
 * The demo spa chain's marketing and its salespeople's month plans, as the CRM reports read them ('Báo cáo
 * marketing', 'Báo cáo chỉ tiêu'):
 *
 * - campaigns: each branch runs a handful a month over the last three months — Facebook Ads on a service, a Zalo OA
 *   message to its customers, TikTok or Google Maps by turns, now and then an event — each under its channel's
 *   source, on a budget of a few to tens of millions, spent as the days went (finished ones up to about a tenth
 *   over), bringing in a few times what they cost;
 * - tickets (page duty): several contacts a day in every branch since the first day of last month (thirty days at
 *   least), today's up to the time the demo is made; most through a campaign running that day, under its channel
 *   and source and asking about its service, the rest by hotline or at the desk without a source; handled by the
 *   branch's staff as their day says (the older ones closed, today's still open);
 * - calls and appointments: each salesperson's telesale calls over the same days, a few every working day, and the
 *   appointments they booked for the days before today, a few a day in every branch, mostly done; the demo's own
 *   appointments and calls without a salesperson have the branch's;
 * - targets: every salesperson's month of last December and of every month of this year, in their branch: revenue
 *   around what they sell in a month of the demo's trade (85–120 %, rounded to 5 million), appointments and calls
 *   around what they book and make, new customers around the customers they look after.
 *
 * Pure and deterministic: the same day gives the same rows (its own seeded sequence).
 */
/** Adds the marketing, the calls, the appointments and the targets to the demo rows (see above); `now` is when the demo is made. */
export const withDemoMarketing = (rows: Rows, now: Date): void => {
  const rng = seededRandom(seedOf('demo-marketing'));
  const today = vietnamDay(now);
  const nowMinutes = Math.floor(((now.getTime() + 7 * 3_600_000) % DAY_MS) / 60_000);
  // Since the first day of last month, thirty days at least.
  const lastMonth = firstDayOf(shiftMonth(monthOf(today), -1));
  const first = addDays(today, -30) < lastMonth ? addDays(today, -30) : lastMonth;
  withBookers(rows);
  const campaigns = demoCampaigns(rows, today, rng);
  demoTickets(rows, campaigns, first, today, nowMinutes, rng);
  rows.set(
    'campaigns',
    campaigns.map(({ theme: _theme, ...campaign }) => campaign as CatalogueRow),
  );
  demoCalls(rows, first, today, nowMinutes, rng);
  demoPastAppointments(rows, first, today, rng);
  rows.set('targets', demoTargets(rows, now, first, today, rng));
};
