import { Spinner } from '../Spinner';
import { cx } from '../internal/cx';
import * as s from './LoadingOverlay.css';
import { useCommonStrings } from '../i18n';

export type LoadingOverlayProps = {
  visible: boolean;
  /** Text under the spinner and its accessible label; 'Đang tải' by default. */
  label?: string;
  /** Cover the nearest positioned ancestor instead of the viewport. */
  contained?: boolean;
  className?: string;
};

/** A blocking overlay with a spinner (page transitions, long saves). Renders nothing when not visible. */
export function LoadingOverlay({ visible, label: labelProp, contained, className }: LoadingOverlayProps) {
  const common = useCommonStrings();
  const label = labelProp ?? common.loading;
  if (!visible) return null;
  return (
    <div className={cx(s.overlay, contained && s.contained, className)} data-loading-overlay="">
      <Spinner size="lg" label={label} />
      <span className={s.label} aria-hidden="true">
        {label}
      </span>
    </div>
  );
}
