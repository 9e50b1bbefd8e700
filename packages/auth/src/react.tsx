import type { ReactNode } from 'react';

export type CanProps = {
  /** The result of a `can(...)` check. */
  allowed: boolean;
  children?: ReactNode;
  /** Shown instead of the children when not allowed (nothing by default). */
  fallback?: ReactNode;
};

/** Renders its children only when a permission check passed: `<Can allowed={can(user, check)}>...</Can>`. */
export const Can = ({ allowed, children, fallback = null }: CanProps): ReactNode =>
  allowed ? children : fallback;
