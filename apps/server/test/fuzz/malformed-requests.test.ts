import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { errorMessages } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeViolations } from '../contract/response-contract.js';
import { demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';
import { variantsOf, type Variant } from './malformed-variants.js';
import { operationsOf, readContract, resolverOf, seededRandom } from './openapi-operations.js';
import { changedTables, tableChecksums } from './table-checksums.js';

/**
 * Malformed requests derived from the contract (packages/api/openapi.json): for every operation, broken path
 * parameters, query parameters, bodies and headers (wrong types, sizes, NUL, lone surrogates, control and bidi
 * characters, overflowing numbers, impossible dates, traversal, unknown fields, bad JSON and content types),
 * signed in as the administrator and, for some, without a token. None may be answered 5xx, none of the invalid
 * ones 2xx, and no row of any table may change. The same seed sends the same requests.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_214);
/**
 * Most variants sent per operation (each category of the operation's variants is sampled in turn). About 86,000
 * variants exist; 6 per operation (some 7,500 to 8,500 requests on each database) keep the file near a minute on
 * each. FUZZ_SEED and FUZZ_PER_OPERATION explore further.
 */
const PER_OPERATION = Number(process.env.FUZZ_PER_OPERATION ?? 6);
/** Requests in flight at once. */
const CONCURRENCY = 4;

let server: TestServer;
let filesDir: string;
let token: string;
beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'sen-fuzz-files-'));
  server = await startTestServer({ FILES_DIR: filesDir });
  token = await tokenFor(server.app, 'admin', demoPasswords.admin);
});
afterAll(async () => {
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

/** Up to `limit` variants, taking each category in turn so that every kind of breakage of the operation is sent. */
const sampled = (variants: Variant[], limit: number, random: ReturnType<typeof seededRandom>): Variant[] => {
  if (variants.length <= limit) return variants;
  const byCategory = new Map<string, Variant[]>();
  for (const variant of random.shuffle(variants))
    byCategory.set(variant.category, [...(byCategory.get(variant.category) ?? []), variant]);
  const queues = random.shuffle([...byCategory.values()]);
  const picked: Variant[] = [];
  while (picked.length < limit)
    for (const queue of queues) if (queue.length && picked.length < limit) picked.push(queue.shift()!);
  return picked;
};

type Outcome = { variant: Variant; status: number; code?: string; body: string };

const send = async (variant: Variant): Promise<Outcome> => {
  const { url, payload } = variant.build();
  const response = await server.app.inject({
    method: variant.operation.method,
    url,
    headers: variant.headers,
    remoteAddress: '127.0.0.1',
    ...(payload !== undefined ? { payload } : {}),
  });
  let code: string | undefined;
  try {
    code = (response.json() as { code?: string }).code;
  } catch {
    code = undefined;
  }
  return { variant, status: response.statusCode, code, body: response.body.slice(0, 300) };
};

/** Runs the variants `CONCURRENCY` at a time, in order of submission. */
const sendAll = async (variants: Variant[]): Promise<Outcome[]> => {
  const outcomes: Outcome[] = new Array(variants.length);
  let next = 0;
  const worker = async () => {
    while (next < variants.length) {
      const index = next;
      next += 1;
      outcomes[index] = await send(variants[index]!);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return outcomes;
};

/** Characters no request may carry: the guard refuses them wherever they are, before anything else is read. */
const refusedCharacterCategories = new Set(['nul', 'surrogate', 'control', 'bidi']);

/**
 * What is wrong with an answer: a server error; an invalid request accepted; an error code the API does not have
 * (`{ message, code }`, code a key of errorMessages); the administrator refused as signed out; or, for a refused
 * character sent by a caller the route lets in, anything but 400 VALIDATION_FAILED (uploads excepted: a file name
 * is sanitised, the file refused by its type).
 */
const problemOf = ({ variant, status, code }: Outcome): string | undefined => {
  if (status >= 500) return 'a server error';
  if (status < 400 && variant.expect === 'invalid') return 'accepted';
  if (status < 200) return 'no answer';
  if (status >= 400 && !(code !== undefined && code in errorMessages)) return 'not an API error';
  // The administrator's token stays valid throughout (else the rest of the run would test nothing).
  if (variant.caller === 'admin' && status === 401) return "the administrator's token refused";
  if (
    refusedCharacterCategories.has(variant.category) &&
    variant.expect === 'invalid' &&
    (variant.caller === 'admin' || variant.caller === 'public') &&
    variant.operation.body?.kind !== 'multipart' &&
    (status !== 400 || code !== 'VALIDATION_FAILED')
  )
    return 'not refused as VALIDATION_FAILED';
  return undefined;
};

const describeOutcome = (outcome: Outcome, problem: string) =>
  `${problem}: ${outcome.variant.operation.method} ${outcome.variant.operation.path} [${outcome.variant.caller}] ` +
  `${outcome.variant.label} -> ${outcome.status} ${outcome.code ?? ''} ${outcome.body.slice(0, 200)}`;

describe('malformed requests derived from the OpenAPI document', () => {
  it('are all refused with a 4xx, none answered 5xx, and no row changes', { timeout: 600_000 }, async () => {
    const document = readContract();
    const resolve = resolverOf(document);
    const random = seededRandom(SEED);
    const operations = operationsOf(document);
    const admin = { tenant: 'demo', authorization: `Bearer ${token}` };
    const publicHeaders = { tenant: 'demo' };

    const variants = operations.flatMap((operation) => {
      const own = sampled(
        variantsOf(operation, resolve, random, operation.signedIn ? admin : publicHeaders),
        PER_OPERATION,
        random,
      );
      if (!operation.signedIn || own.length === 0) return own;
      // The same request without a token, and with a forged one: refused before anything is read.
      const withoutToken = random.pick(own);
      const { authorization: _, ...unsigned } = withoutToken.headers;
      return [
        ...own,
        { ...withoutToken, caller: 'no token' as const, headers: unsigned },
        {
          ...withoutToken,
          caller: 'forged token' as const,
          headers: { ...unsigned, authorization: `Bearer ${token.slice(0, -4)}AAAA` },
        },
      ];
    });

    const db = server.database.db as unknown as Kysely<unknown>;
    /**
     * Rows a read may write by design, left out of the comparison: cached derived data (the dashboard's figures are
     * computed once and kept in cache_entries), and the audit entry every `GET system/clear-cache` records (an
     * action the spec made a GET: it clears the cache and says so in system/logs).
     */
    const ignored = {
      cache_entries: true as const,
      audit_logs: sql<boolean>`resource = 'system/clear-cache'`,
    };
    const snapshotStarted = performance.now();
    const before = await tableChecksums(db, ignored);
    const snapshotSeconds = (performance.now() - snapshotStarted) / 1000;
    const started = performance.now();
    const outcomes = await sendAll(variants);
    const seconds = (performance.now() - started) / 1000;
    const after = await tableChecksums(db, ignored);

    const byClass = new Map<string, number>();
    const byCategory = new Map<string, number>();
    for (const { status, variant } of outcomes) {
      const key = `${String(status)[0]}xx`;
      byClass.set(key, (byClass.get(key) ?? 0) + 1);
      byCategory.set(variant.category, (byCategory.get(variant.category) ?? 0) + 1);
    }
    const covered = new Set(
      outcomes.map(({ variant }) => `${variant.operation.method} ${variant.operation.path}`),
    );
    const failures = outcomes.flatMap((outcome) => {
      const problem = problemOf(outcome);
      return problem ? [describeOutcome(outcome, problem)] : [];
    });
    const violations = takeViolations(server.app).map(
      (v) =>
        `${v.method} ${v.url.slice(0, 160)} (route ${v.route}) -> ${v.status}: ${v.problem.slice(0, 300)}`,
    );
    console.log(
      [
        `fuzz (${process.env.TEST_DATABASE ?? 'pglite'}, seed ${SEED}): ${outcomes.length} malformed requests over ` +
          `${covered.size} of ${operations.length} operations in ${seconds.toFixed(1)} s ` +
          `(a snapshot of every table: ${snapshotSeconds.toFixed(1)} s)`,
        `  by status: ${[...byClass]
          .sort()
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
        `  by kind: ${[...byCategory]
          .sort()
          .map(([k, n]) => `${k} ${n}`)
          .join(', ')}`,
        `  failures: ${failures.length}, contract violations: ${violations.length}`,
      ].join('\n'),
    );

    // FUZZ_REPORT=<file>: every failure, contract violation and changed table written there, then every answer.
    if (process.env.FUZZ_REPORT)
      await writeFile(
        process.env.FUZZ_REPORT,
        [
          ...failures,
          ...violations,
          ...changedTables(before, after),
          ...outcomes.map((outcome) => describeOutcome(outcome, 'answer')),
        ].join('\n'),
      );

    expect(outcomes.length).toBeGreaterThanOrEqual(2000);
    expect(covered.size).toBe(operations.length);
    expect(failures.slice(0, 80), `${failures.length} failures`).toEqual([]);
    expect(violations.slice(0, 40), `${violations.length} responses outside the contract`).toEqual([]);
    expect(changedTables(before, after)).toEqual([]);
  });
});
