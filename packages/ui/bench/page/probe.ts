/** What the Playwright driver (`bench/datatable.mjs`) reads from the page, as `window.senBench`. */
export type BenchProbe = {
  impl: string;
  rows: number;
  /** Set once the first frame with body cells in it has been painted (`performance.mark('usable')`). */
  usable: boolean;
  error?: string;
  scrollThrough: (maxSteps: number) => Promise<ScrollResult>;
  heapMB: () => number;
};

export type ScrollResult = {
  steps: number;
  distance: number;
  /** Longest interval between two consecutive animation frames while scrolling, in ms. */
  worstFrame: number;
  /** Median and 95th percentile of those intervals, in ms. */
  medianFrame: number;
  p95Frame: number;
  /** Longest 'long-animation-frame' entry (frames over 50 ms), 0 when there was none. */
  longestLongFrame: number;
  longFrames: number;
  /** Whether the last row is in the DOM once scrolled to the bottom. */
  lastRowRendered: boolean;
};

type BenchWindow = Window & { senBench?: BenchProbe; gc?: () => void };

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

const bodyCells = 'td, [role="gridcell"], [role="rowheader"]';

/**
 * Marks `usable` in the first painted frame that shows body cells: a frame callback checks for cells and posts a
 * task, which runs after that frame's style, layout and paint.
 */
export function markUsableWhenPainted(root: HTMLElement, probe: BenchProbe) {
  requestAnimationFrame(() => {
    if (!root.querySelector(bodyCells)) {
      markUsableWhenPainted(root, probe);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      performance.mark('usable');
      probe.usable = true;
    };
    channel.port2.postMessage(null);
  });
}

/** The first element (breadth first) under `root` that scrolls vertically. */
function findScroller(root: HTMLElement): HTMLElement {
  const queue: Element[] = [root];
  while (queue.length > 0) {
    const element = queue.shift() as Element;
    if (element instanceof HTMLElement && element.scrollHeight > element.clientHeight + 1) {
      const overflow = getComputedStyle(element).overflowY;
      if (overflow === 'auto' || overflow === 'scroll') return element;
    }
    queue.push(...element.children);
  }
  throw new Error('no vertical scroll container under the bench root');
}

function hasText(text: string): boolean {
  const found = document.evaluate(
    `//*[text()='${text}']`,
    document.body,
    null,
    XPathResult.FIRST_ORDERED_NODE_TYPE,
  );
  return found.singleNodeValue !== null;
}

/** Scrolls the table's container from top to bottom in at most `maxSteps` frames and records the frame times. */
export async function scrollThrough(
  root: HTMLElement,
  lastText: string,
  maxSteps: number,
): Promise<ScrollResult> {
  const scroller = findScroller(root);
  const distance = scroller.scrollHeight - scroller.clientHeight;
  const steps = Math.max(1, Math.min(maxSteps, Math.ceil(distance / (scroller.clientHeight * 0.9))));
  const longFrames: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) longFrames.push(entry.duration);
  });
  observer.observe({ type: 'long-animation-frame' });
  const intervals: number[] = [];
  await nextFrame();
  let last = await nextFrame();
  const frame = async () => {
    const now = await nextFrame();
    intervals.push(now - last);
    last = now;
  };
  for (let step = 1; step <= steps; step++) {
    scroller.scrollTop = Math.round((distance * step) / steps);
    await frame();
  }
  // The last position's render lands in the next frames.
  await frame();
  await frame();
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const entry of observer.takeRecords()) longFrames.push(entry.duration);
  observer.disconnect();
  const sorted = [...intervals].sort((a, b) => a - b);
  const at = (share: number) => sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
  return {
    steps,
    distance,
    worstFrame: Math.max(0, ...intervals),
    medianFrame: at(0.5),
    p95Frame: at(0.95),
    longestLongFrame: Math.max(0, ...longFrames),
    longFrames: longFrames.length,
    lastRowRendered: hasText(lastText),
  };
}

/** Used JS heap after two full garbage collections (`--js-flags=--expose-gc`, `--enable-precise-memory-info`). */
export function heapMB(): number {
  const win = window as BenchWindow;
  win.gc?.();
  win.gc?.();
  const memory = (performance as Performance & { memory?: { usedJSHeapSize: number } }).memory;
  return memory ? memory.usedJSHeapSize / 2 ** 20 : Number.NaN;
}

export function installProbe(probe: BenchProbe) {
  const win = window as BenchWindow;
  win.senBench = probe;
  win.addEventListener('error', (event) => {
    probe.error = String(event.message);
  });
}
