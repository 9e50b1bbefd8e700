import pg from 'pg';

const DATE_OID = 1082;
const defaultDateParser = pg.types.getTypeParser(DATE_OID, 'text');

/**
 * A `date` column is read as midnight UTC of its day (as `new Date('YYYY-MM-DD')` reads it), whatever zone the server runs
 * in. node-postgres would make it local midnight: in a zone east of UTC (a server set to Asia/Ho_Chi_Minh) that is
 * the day before at 17:00Z, and every `toISOString().slice(0, 10)` of a stored day would be a day early.
 */
const dayAtUtcMidnight = (value: string): unknown =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : defaultDateParser(value);

/** The type parsers of our pools (PostgreSQL's and PGlite's): node-postgres's own, but for `date`. */
export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === DATE_OID && format !== 'binary'
      ? dayAtUtcMidnight
      : pg.types.getTypeParser(oid, format ?? 'text')) as typeof pg.types.getTypeParser,
};
