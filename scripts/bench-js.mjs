// The gzipped JavaScript a page loads: what the benches hold the apps' first loads to (the back office's sign-in,
// the till, the client portal).
import { gzipSync } from 'node:zlib';

/**
 * Runs `go` on the page and answers the JavaScript it loaded until the network was idle: gzipped KB (level 9) and
 * how many files.
 */
export const jsKbOf = async (page, go) => {
  const sizes = new Map();
  const reads = [];
  page.on('response', (response) => {
    if (!(response.headers()['content-type'] ?? '').includes('javascript')) return;
    // Every body is read before the sizes are summed: a large chunk may still be arriving when the page is idle.
    reads.push(
      response.body().then(
        (body) => sizes.set(response.url(), gzipSync(body, { level: 9 }).length),
        () => undefined, // redirects have no body
      ),
    );
  });
  await go();
  await page.waitForLoadState('networkidle');
  await Promise.all(reads);
  return { kb: [...sizes.values()].reduce((a, b) => a + b, 0) / 1024, files: sizes.size };
};
