import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../constants.js';
import type { ErrorCode } from '../i18n/errors.js';
import { bilingual } from '../input/issue-message.js';

/**
 * A calendar day 'YYYY-MM-DD' that exists (2026-02-30 does not), in the years 0001 to 9999 (the database has no
 * year 0).
 */
export const dateField = () =>
  z.iso
    .date()
    .refine(
      (day) => !day.startsWith('0000-'),
      bilingual({ vi: 'Năm phải từ 0001 đến 9999', en: 'The year must be from 0001 to 9999' }),
    );

/*
 * The query of a list route is the data table's state (`TableQueryState` of table/queryState.ts) under the same
 * names, so the back office's address bar and the API query are one and the same.
 */

const pageSizes: readonly number[] = PAGE_SIZE_OPTIONS;

/** `pageIndex` (from 0) and `pageSize` (one of the spec's page sizes). */
export const tablePagingQuery = {
  pageIndex: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000_000)
    .optional()
    .describe('Page index, from 0 (default 0)'),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => pageSizes.includes(n), {
      message: bilingual({
        vi: `Một trong ${PAGE_SIZE_OPTIONS.join(', ')}`,
        en: `One of ${PAGE_SIZE_OPTIONS.join(', ')}`,
      }),
    })
    .optional()
    .describe(`Rows per page: ${PAGE_SIZE_OPTIONS.join(', ')} (default ${DEFAULT_PAGE_SIZE})`),
};

/** `sortKey` (a field name) and `sortType` ('asc' default, or 'desc'). */
export const tableSortQuery = {
  sortKey: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Field to order by (the default order when left out)'),
  sortType: z.enum(['asc', 'desc']).optional().describe("Direction of sortKey: 'asc' (default) or 'desc'"),
};

/** `searchKey`: the trimmed search text. */
export const tableSearchQuery = {
  searchKey: z.string().trim().max(200).optional().describe('Accent-insensitive search'),
};

/** `fromDate` / `toDate`: days 'YYYY-MM-DD', both inclusive. */
export const tableDateRangeQuery = {
  fromDate: dateField().optional().describe('From this day (YYYY-MM-DD, inclusive)'),
  toDate: dateField().optional().describe('To this day (YYYY-MM-DD, inclusive)'),
};

/** DATE_RANGE_INVALID when both days are given and fromDate is after toDate; undefined otherwise. */
export const dateRangeProblem = (range: { fromDate?: string; toDate?: string }): ErrorCode | undefined =>
  range.fromDate !== undefined && range.toDate !== undefined && range.fromDate > range.toDate
    ? 'DATE_RANGE_INVALID'
    : undefined;
