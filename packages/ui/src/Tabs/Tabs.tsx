import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import type {
  TabListProps as AriaTabListProps,
  TabPanelProps as AriaTabPanelProps,
  TabProps as AriaTabProps,
  TabsProps as AriaTabsProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './Tabs.css';

export type TabsProps = Omit<AriaTabsProps, 'className' | 'children'> & {
  children: ReactNode;
  className?: string;
};

/** Tabs: a `TabList` of `Tab`s, then one `TabPanel` per tab (matched by `id`). Arrow keys move between tabs. */
export function Tabs({ className, ...rest }: TabsProps) {
  return <AriaTabs {...rest} className={cx(s.tabs, className)} />;
}

export type TabListProps<T extends object> = Omit<AriaTabListProps<T>, 'className'> & {
  /** Required: names the list, e.g. 'Thông tin khách hàng'. */
  'aria-label': string;
  className?: string;
};

/** The row (or column) of tabs. */
export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return <AriaTabList {...rest} className={cx(s.tabList, className)} />;
}

export type TabProps = Omit<AriaTabProps, 'className' | 'children'> & {
  children: ReactNode;
  className?: string;
};

/** One tab; `id` ties it to its `TabPanel`. */
export function Tab({ className, ...rest }: TabProps) {
  return <AriaTab {...rest} className={cx(s.tab, className)} />;
}

export type TabPanelProps = Omit<AriaTabPanelProps, 'className' | 'children'> & {
  children: ReactNode;
  className?: string;
};

/**
 * The content of the tab with the same `id`. Only the selected panel is rendered, unless `shouldForceMount`
 * (keeps a form's state while another tab is shown; the hidden panel is inert).
 */
export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <AriaTabPanel {...rest} className={cx(s.panel, className)} />;
}
