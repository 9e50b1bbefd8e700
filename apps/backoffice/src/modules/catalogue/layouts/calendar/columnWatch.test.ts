import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADING_ATTRIBUTE, createColumnWatch } from './columnWatch';

/** The browser's observers and frames, as the watch uses them, driven by the test. */
type Record = { target: Heading; isIntersecting: boolean };
let intersections: { callback: (records: Record[]) => void; watched: Set<Heading> }[] = [];
let mutations: (() => void)[] = [];

class Heading {
  isConnected = true;
  constructor(readonly id: string) {}
  getAttribute(name: string) {
    return name === HEADING_ATTRIBUTE ? this.id : null;
  }
}

const scroller = { headings: [] as Heading[], querySelectorAll: () => scroller.headings };
const host = { querySelector: (selector: string) => (selector === '.ec-main' ? scroller : null) };

beforeEach(() => {
  vi.useFakeTimers();
  intersections = [];
  mutations = [];
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => setTimeout(run, 16));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      watched = new Set<Heading>();
      constructor(callback: (records: Record[]) => void) {
        intersections.push({ callback, watched: this.watched });
      }
      observe(heading: Heading) {
        this.watched.add(heading);
      }
      unobserve(heading: Heading) {
        this.watched.delete(heading);
      }
      disconnect() {
        this.watched.clear();
      }
    },
  );
  vi.stubGlobal(
    'MutationObserver',
    class {
      constructor(callback: () => void) {
        mutations.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The observer tells which headings are on screen; a frame later the watch answers. */
const see = (records: [Heading, boolean][]) => {
  intersections.at(-1)!.callback(records.map(([target, isIntersecting]) => ({ target, isIntersecting })));
  vi.advanceTimersByTime(20);
};
/** The widget redraws: its headings are scanned on the next frame. */
const redraw = (headings: Heading[]) => {
  scroller.headings = headings;
  mutations.at(-1)!();
  vi.advanceTimersByTime(20);
};

describe('the columns of a wide calendar on screen', () => {
  it('are told as the headings come into view, once per change, and anew for another view', () => {
    const told: string[][] = [];
    const watch = createColumnWatch((ids) => told.push([...ids].sort()));
    const [a, b, c] = [new Heading('NV001'), new Heading('NV002'), new Heading('NV003')];
    scroller.headings = [a, b, c];
    watch.start(host as unknown as Element);
    expect([...intersections[0]!.watched]).toEqual([a, b, c]);
    see([
      [a, true],
      [b, true],
      [c, false],
    ]);
    see([[b, true]]);
    expect(told).toEqual([['NV001', 'NV002']]);
    see([
      [a, false],
      [c, true],
    ]);
    expect(told.at(-1)).toEqual(['NV002', 'NV003']);
    watch.renew();
    vi.advanceTimersByTime(20);
    expect(told).toHaveLength(3);
    watch.stop();
  });

  it('keep a column whose heading the widget made anew until the new heading is seen (no flicker)', () => {
    const told: string[][] = [];
    const watch = createColumnWatch((ids) => told.push([...ids].sort()));
    const old = new Heading('NV001');
    scroller.headings = [old];
    watch.start(host as unknown as Element);
    see([[old, true]]);
    old.isConnected = false;
    const anew = new Heading('NV001');
    redraw([anew]);
    // The removed heading's last word says nothing of the new one's.
    see([[old, false]]);
    expect(told).toEqual([['NV001']]);
    expect(intersections[0]!.watched.has(anew)).toBe(true);
    watch.stop();
  });

  it('are held back while an entry is dragged, the latest told on release', () => {
    const told: string[][] = [];
    const watch = createColumnWatch((ids) => told.push([...ids].sort()));
    const [a, b] = [new Heading('P101'), new Heading('P102')];
    scroller.headings = [a, b];
    watch.start(host as unknown as Element);
    see([[a, true]]);
    watch.hold(true);
    see([
      [a, false],
      [b, true],
    ]);
    expect(told).toEqual([['P101']]);
    watch.hold(false);
    vi.advanceTimersByTime(20);
    expect(told).toEqual([['P101'], ['P102']]);
    watch.stop();
  });
});
