import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './StatCard.css';
import { useCommonStrings } from '../i18n';

export type StatCardProps = {
  label: ReactNode;
  value?: ReactNode;
  hint?: ReactNode;
  icon?: ReactNode;
  /** Shows skeleton placeholders instead of the value and hint. */
  isLoading?: boolean;
  /** Accessible text while loading; 'Đang tải' by default. */
  loadingLabel?: string;
  className?: string;
};

/** A key figure for dashboards: label, value and a hint, with a loading skeleton. */
export function StatCard({
  label,
  value,
  hint,
  icon,
  isLoading,
  loadingLabel: loadingLabelProp,
  className,
}: StatCardProps) {
  const common = useCommonStrings();
  const loadingLabel = loadingLabelProp ?? common.loading;
  return (
    <div className={cx(s.statCard, className)} aria-busy={isLoading || undefined}>
      {icon != null && (
        <span className={s.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <div className={s.text}>
        <p className={s.label}>{label}</p>
        {isLoading ? (
          <>
            <span className={s.value} role="status">
              <span className={s.skeleton} style={{ width: '6ch' }} />
              <span style={visuallyHiddenStyle}>{loadingLabel}</span>
            </span>
            {hint != null && <span className={cx(s.hint, s.skeleton)} style={{ width: '12ch' }} />}
          </>
        ) : (
          <>
            <p className={s.value}>{value}</p>
            {hint != null && <p className={s.hint}>{hint}</p>}
          </>
        )}
      </div>
    </div>
  );
}

const visuallyHiddenStyle = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
