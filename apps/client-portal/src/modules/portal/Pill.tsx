import type { ReactNode } from 'react';
import * as styles from '../account/Portal.css';

export type PillTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

/** A status shown as a small pill (the portal's light stand-in for the kit's Badge on its first pages). */
export const Pill = ({ tone = 'neutral', children }: { tone?: PillTone; children: ReactNode }) => (
  <span className={styles.pill} data-tone={tone}>
    {children}
  </span>
);
