import { ProgressBar } from 'react-aria-components';
import { cx } from '../internal/cx';
import { spinner, svg } from './Spinner.css';
import { useCommonStrings } from '../i18n';

export type SpinnerProps = {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; 'Đang tải' by default. */
  label?: string;
  className?: string;
};

/** An indeterminate progress indicator (role progressbar). */
export function Spinner({ size = 'md', label: labelProp, className }: SpinnerProps) {
  const common = useCommonStrings();
  const label = labelProp ?? common.loading;
  return (
    <ProgressBar isIndeterminate aria-label={label} className={cx(spinner({ size }), className)}>
      <svg className={svg} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
