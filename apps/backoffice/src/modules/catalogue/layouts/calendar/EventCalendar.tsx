import { useEffect, useLayoutEffect, useRef, type CSSProperties } from 'react';
import {
  createCalendar,
  destroyCalendar,
  DayGrid,
  Interaction,
  ResourceTimeGrid,
  TimeGrid,
  type Calendar,
} from '@event-calendar/core';
import '@event-calendar/core/index.css';

export type { Calendar };

export type EventCalendarProps = {
  /** The widget's options; each one that changes (by identity) is set again, the others left alone. */
  options: Calendar.Options;
  /** The widget once mounted (for gotoDate, getView …), null once gone. */
  onReady?: (calendar: Calendar | null) => void;
  className?: string;
  style?: CSSProperties;
};

const plugins = [ResourceTimeGrid, TimeGrid, DayGrid, Interaction];

/**
 * The booking calendar widget (@event-calendar/core, MIT, Svelte-built) mounted in a React node: created once with
 * its first options, then each changed option set on it (`setOption`), destroyed on unmount. Callbacks should be
 * stable (the page routes them through refs) so that re-rendering the page does not reset the widget's state.
 */
export function EventCalendar({ options, onReady, className, style }: EventCalendarProps) {
  const host = useRef<HTMLDivElement>(null);
  const calendar = useRef<Calendar | null>(null);
  const applied = useRef<Calendar.Options>({});

  useLayoutEffect(() => {
    if (!host.current) return;
    const created = createCalendar(host.current, plugins, options);
    calendar.current = created;
    applied.current = options;
    onReady?.(created);
    return () => {
      calendar.current = null;
      onReady?.(null);
      void destroyCalendar(created);
    };
    // Created once: later options are set one by one below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const created = calendar.current;
    if (!created) return;
    const before = applied.current;
    for (const key of Object.keys(options) as (keyof Calendar.Options)[])
      if (options[key] !== before[key]) created.setOption(key, options[key] as never);
    applied.current = options;
  }, [options]);

  return <div ref={host} className={className} style={style} />;
}
