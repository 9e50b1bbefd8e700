import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import { light } from './LightLayout.css';

export type LightLayoutProps = { children?: ReactNode; className?: string };

/** A layout without navigation, for pages opened with `?webview`. */
export function LightLayout({ children, className }: LightLayoutProps) {
  return <main className={cx(light, className)}>{children}</main>;
}
