import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADING_ATTRIBUTE, columnsSeenOf, createColumnWatch } from './columnWatch';

/** The browser's observers and frames, as the watch uses them, driven by the test. */
type Record = { target: Heading; isIntersecting: boolean };
let intersections: { callback: (records: Record[]) => void; watched: Set<Heading> }[] = [];
let mutations: (() => void)[] = [];

class Heading {
  isConnected = true;
  /** Where the heading is drawn (left and right, px from the page's left edge). */
  at = { left: 0, right: 100 };
  constructor(readonly id: string) {}
  getBoundingClientRect() {
    return { ...this.at, top: 10, bottom: 30 };
  }
  getAttribute(name: string) {
    return name === HEADING_ATTRIBUTE ? this.id : null;
  }
}

/** The widget's scroller: 1,000 px wide from the page's left edge, 600 px high. */
const scroller = {
  headings: [] as Heading[],
  querySelectorAll: () => scroller.headings,
  getBoundingClientRect: () => ({ left: 0, right: 1000, top: 0, bottom: 600, width: 1000, height: 600 }),
};
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
    watch.stop();
  });

  it('are measured at once when the widget has drawn another view, told even if the same, and kept by the observer', () => {
    const told: string[][] = [];
    const watch = createColumnWatch((ids) => told.push([...ids].sort()));
    const [a, b, c, d] = ['NV001', 'NV002', 'NV003', 'NV004'].map((id) => new Heading(id)) as [
      Heading,
      Heading,
      Heading,
      Heading,
    ];
    // On screen, half a screen to the right of it (within the margin), and further on.
    a.at = { left: 100, right: 200 };
    b.at = { left: 1400, right: 1450 };
    c.at = { left: 1600, right: 1700 };
    d.at = { left: -400, right: -300 };
    scroller.headings = [a, b, c, d];
    watch.start(host as unknown as Element);
    watch.measure();
    // Told at once, no frame waited for.
    expect(told).toEqual([['NV001', 'NV002', 'NV004']]);
    watch.measure();
    expect(told).toHaveLength(2);
    // The observer, a frame later, says the same: nothing told again.
    see([
      [a, true],
      [b, true],
      [c, false],
      [d, true],
    ]);
    expect(told).toHaveLength(2);
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
    // Measured while dragging: held back too.
    watch.hold(true);
    b.isConnected = false;
    watch.measure();
    expect(told).toHaveLength(2);
    watch.hold(false);
    vi.advanceTimersByTime(20);
    expect(told.at(-1)).toEqual(['P101']);
    watch.stop();
  });
});

describe('the columns seen, by view', () => {
  it('keep what each view measured when drawn, and stay the same object when nothing changed', () => {
    const none = { view: '', key: '', opening: {} };
    const week = columnsSeenOf(none, 'resourceTimeGridWeek', new Set(['NV002', 'NV001']), true);
    expect(week).toEqual({
      view: 'resourceTimeGridWeek',
      key: '["NV001","NV002"]',
      opening: { resourceTimeGridWeek: '["NV001","NV002"]' },
    });
    // Scrolled sideways: the opening columns stay those measured.
    const scrolled = columnsSeenOf(week, 'resourceTimeGridWeek', new Set(['NV003']), false);
    expect(scrolled.key).toBe('["NV003"]');
    expect(scrolled.opening).toBe(week.opening);
    const day = columnsSeenOf(scrolled, 'resourceTimeGridDay', new Set(['NV001']), true);
    expect(day.opening).toEqual({
      resourceTimeGridWeek: '["NV001","NV002"]',
      resourceTimeGridDay: '["NV001"]',
    });
    // Told the same again: nothing changes.
    expect(columnsSeenOf(day, 'resourceTimeGridDay', new Set(['NV001']), true)).toBe(day);
    expect(columnsSeenOf(day, 'resourceTimeGridDay', new Set(['NV001']), false)).toBe(day);
  });
});
