// The load generator of `pnpm bench`: autocannon, with latencies taken from each response's own time (a float, in
// ms). autocannon's own summary floors them to whole milliseconds, too coarse beside a query of two.
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';

/**
 * Requests kept in flight at once (BENCH_CONNECTIONS): twice the machine's cores unless told otherwise. That keeps
 * every core busy (the server, the database and the load generator share them) without turning the latencies into
 * a measure of the queue: at 16 connections on 2 cores a request waits behind about seven others, and its p99 is
 * some eight times its own work.
 */
export const benchConnections = () => Number(process.env.BENCH_CONNECTIONS ?? 2 * availableParallelism());

/** The value below which p percent of the sorted values lie. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Rounded to a tenth of a millisecond. */
export const round = (ms) => Math.round(ms * 10) / 10;

/**
 * Runs autocannon with the options given; resolves p50 and p99 of the successful responses, requests per second,
 * failed requests (non-2xx and errors) and the number of successful ones. A slow engine (the embedded database at
 * scale 1 takes seconds per search) must not turn into timeouts: 120 s unless told otherwise.
 */
export const measureLoad = (options) =>
  new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon({ timeout: 120, ...options }, (err, result) => {
      if (err) return reject(err);
      latencies.sort((a, b) => a - b);
      resolve({
        p50: round(percentile(latencies, 50)),
        p99: round(percentile(latencies, 99)),
        rps: result.requests.average,
        bad: result.non2xx + result.errors,
        n: latencies.length,
      });
    });
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
