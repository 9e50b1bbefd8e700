/**
 * Which columns of a wide calendar are on screen, give or take half a screen each side: a week split by thirty
 * technicians is 210 day columns wide, of which a screen shows a dozen, and drawing the entries of the others (a
 * busy spa's 1,500 a week) is what makes it slow. The page draws the entries of the columns in view only, and more
 * as the calendar scrolls sideways. Each column's heading carries `data-heading-column` (its id); the headings are
 * found again whenever the widget redraws (a MutationObserver) and watched on the widget's scroller (an
 * IntersectionObserver); when the widget has drawn another view or other days they are measured at once (`measure`),
 * so that the entries are drawn in the same frame as the columns. While an entry is dragged the answer is held back,
 * so the entries do not change under the pointer.
 */
export type ColumnWatch = {
  /** Starts watching the headings inside `host` (the widget's node). */
  start: (host: Element) => void;
  /**
   * Tells the columns on screen now, measured rather than waited for (even if they are the same): called once the
   * widget has drawn another view or other days, so that their entries are drawn before the next frame — waiting for
   * the observer costs two frames more, one of them an empty calendar laid out and painted for nothing.
   */
  measure: () => void;
  /** Holds the answers back (true) while dragging; releasing gives the latest at once. */
  hold: (held: boolean) => void;
  stop: () => void;
};

/** The attribute a column heading's label carries: the column's id. */
export const HEADING_ATTRIBUTE = 'data-heading-column';

export const createColumnWatch = (
  onChange: (ids: ReadonlySet<string>, measured: boolean) => void,
): ColumnWatch => {
  let host: Element | null = null;
  let mutations: MutationObserver | null = null;
  let observer: IntersectionObserver | null = null;
  let root: Element | null = null;
  /** The headings watched, by element (the widget makes a column's heading anew when it redraws). */
  const headings = new Map<Element, string>();
  /** Whether each column was last seen on screen: a heading made anew keeps its column's until it is seen. */
  const shown = new Map<string, boolean>();
  let frame = 0;
  let scanFrame = 0;
  let held = false;
  let pending = false;
  let rescan = false;
  let last: string | null = null;

  const tell = (measured = false) => {
    const ids = new Set<string>();
    for (const [heading, id] of headings)
      if (!heading.isConnected) {
        observer?.unobserve(heading);
        headings.delete(heading);
      } else if (shown.get(id) === true) ids.add(id);
    // Only a change is told (telling the same columns again would draw the same entries again).
    const key = [...ids].sort().join('\n');
    if (key === last) return;
    last = key;
    onChange(ids, measured);
  };

  const publish = () => {
    if (held) {
      pending = true;
      return;
    }
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => tell());
  };

  const scan = () => {
    if (!host) return;
    const scroller = host.querySelector('.ec-main');
    if (!scroller) return;
    if (scroller !== root) {
      observer?.disconnect();
      headings.clear();
      shown.clear();
      root = scroller;
      observer = new IntersectionObserver(
        (records) => {
          for (const record of records) {
            const id = headings.get(record.target);
            // A heading the widget has since removed says nothing of its column's new one.
            if (id !== undefined && record.target.isConnected) shown.set(id, record.isIntersecting);
          }
          publish();
        },
        { root: scroller, rootMargin: '0px 50%' },
      );
    }
    for (const heading of scroller.querySelectorAll(`[${HEADING_ATTRIBUTE}]`)) {
      const id = heading.getAttribute(HEADING_ATTRIBUTE) ?? '';
      if (headings.get(heading) === id) continue;
      headings.set(heading, id);
      observer?.observe(heading);
    }
  };

  return {
    start(next) {
      host = next;
      mutations?.disconnect();
      mutations = new MutationObserver(() => {
        // While dragging only the entry moved is drawn anew: the headings are found again on release.
        if (held) {
          rescan = true;
          return;
        }
        cancelAnimationFrame(scanFrame);
        scanFrame = requestAnimationFrame(scan);
      });
      mutations.observe(next, { childList: true, subtree: true });
      scan();
    },
    measure() {
      scan();
      if (!root) return;
      // What the observer will say: the heading within the scroller, widened by half its width each side.
      const box = root.getBoundingClientRect();
      const margin = box.width / 2;
      for (const [heading, id] of headings) {
        if (!heading.isConnected) continue;
        const at = heading.getBoundingClientRect();
        shown.set(
          id,
          at.right >= box.left - margin &&
            at.left <= box.right + margin &&
            at.bottom >= box.top &&
            at.top <= box.bottom,
        );
      }
      last = null;
      if (held) {
        pending = true;
        return;
      }
      cancelAnimationFrame(frame);
      tell(true);
    },
    hold(next) {
      held = next;
      if (!held && rescan) {
        rescan = false;
        scan();
      }
      if (!held && pending) {
        pending = false;
        publish();
      }
    },
    stop() {
      mutations?.disconnect();
      observer?.disconnect();
      cancelAnimationFrame(frame);
      cancelAnimationFrame(scanFrame);
      headings.clear();
      shown.clear();
      mutations = null;
      observer = null;
      root = null;
      host = null;
      last = null;
      rescan = false;
      pending = false;
    },
  };
};

/**
 * The columns of a wide view seen on screen (the page draws their entries only): in which view, their sorted ids'
 * JSON, and for each view the columns measured when it was last drawn.
 */
export type ColumnsSeen = { view: string; key: string; opening: Readonly<Record<string, string>> };

/** The columns seen, told anew by the column watch: the same object when nothing changed (nothing drawn anew). */
export const columnsSeenOf = (
  was: ColumnsSeen,
  view: string,
  ids: ReadonlySet<string>,
  measured: boolean,
): ColumnsSeen => {
  const key = JSON.stringify([...ids].sort());
  const opening = measured && was.opening[view] !== key ? { ...was.opening, [view]: key } : was.opening;
  return was.view === view && was.key === key && opening === was.opening ? was : { view, key, opening };
};
