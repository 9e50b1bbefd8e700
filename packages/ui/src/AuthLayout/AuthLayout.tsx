import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './AuthLayout.css';

export type AuthLayoutProps = {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Logo and product name above the title. */
  brand?: ReactNode;
  children?: ReactNode;
  /** Links under the card content (register, forgot password, language). */
  footer?: ReactNode;
  className?: string;
};

/** A centred card for sign-in, password and lock screens. */
export function AuthLayout({ title, subtitle, brand, children, footer, className }: AuthLayoutProps) {
  return (
    <main className={cx(s.page, className)}>
      <div className={s.card}>
        {brand != null && <div className={s.brand}>{brand}</div>}
        <div className={s.heading}>
          <h1 className={s.title}>{title}</h1>
          {subtitle != null && <p className={s.subtitle}>{subtitle}</p>}
        </div>
        {children}
        {footer != null && <div className={s.footer}>{footer}</div>}
      </div>
    </main>
  );
}
