import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../internal/cx';
import { visuallyHidden } from '../internal/shared.css';
import * as s from './Skeleton.css';
import { useCommonStrings } from '../i18n';

type Size = number | string;

export type SkeletonProps = {
  /** 'text' lines (default), a 'circle' (avatar) or a 'rect' (picture, card, chart). */
  variant?: 'text' | 'circle' | 'rect';
  /** Text: how many lines; the last is shorter when there are several. 1 by default. */
  lines?: number;
  /** Width (px or any CSS length); text and rect fill their container by default. */
  width?: Size;
  /** Height; a circle's diameter is `width` (40 px by default). */
  height?: Size;
  className?: string;
};

/** A grey placeholder shaped like the content that is loading. Hidden from screen readers; see `SkeletonRegion`. */
export function Skeleton({ variant = 'text', lines = 1, width, height, className }: SkeletonProps) {
  if (variant === 'text') {
    const count = Math.max(1, lines);
    return (
      <span aria-hidden="true" className={cx(s.lines, className)} style={{ width }}>
        {Array.from({ length: count }, (_, i) => (
          <span
            key={i}
            className={cx(s.bone, s.shape.text)}
            style={{ width: count > 1 && i === count - 1 ? '60%' : '100%', height }}
          />
        ))}
      </span>
    );
  }
  const style: CSSProperties =
    variant === 'circle'
      ? { width: width ?? 40, height: width ?? 40 }
      : { width: width ?? '100%', height: height ?? 120 };
  return <span aria-hidden="true" className={cx(s.bone, s.shape[variant], className)} style={style} />;
}

export type SkeletonRegionProps = {
  /** While true: `aria-busy`, the skeleton shown, and the label announced. */
  isLoading: boolean;
  /** The placeholder shown while loading (usually `Skeleton`s). */
  skeleton: ReactNode;
  /** The real content, rendered once loaded. */
  children?: ReactNode;
  /** Announced while loading; 'Đang tải' by default. */
  label?: string;
  className?: string;
};

/** A container that is `aria-busy` and shows its skeleton while loading, then its content. */
export function SkeletonRegion({
  isLoading,
  skeleton,
  children,
  label: labelProp,
  className,
}: SkeletonRegionProps) {
  const common = useCommonStrings();
  const label = labelProp ?? common.loading;
  return (
    <>
      {/* Outside the busy container, which screen readers may keep quiet while it is busy. */}
      <span role="status" className={visuallyHidden}>
        {isLoading ? label : ''}
      </span>
      <div aria-busy={isLoading} className={className}>
        {isLoading ? skeleton : children}
      </div>
    </>
  );
}
