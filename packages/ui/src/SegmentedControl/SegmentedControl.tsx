import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { ReactNode } from 'react';
import { cx } from '../internal/cx';
import * as s from './SegmentedControl.css';

export type SegmentedOption<V extends string> = {
  value: V;
  label: ReactNode;
  /** Accessible name when `label` is short or an icon. */
  'aria-label'?: string;
  isDisabled?: boolean;
};

export type SegmentedControlProps<V extends string> = {
  value: V;
  onChange: (value: V) => void;
  options: readonly SegmentedOption<V>[];
  /** Visible label; when omitted, pass `aria-label`. */
  label?: ReactNode;
  'aria-label'?: string;
  /**
   * 'segments' (default): joined buttons, for a few options. 'chips': rounded chips that wrap, for a longer list
   * (a filter by group).
   */
  variant?: 'segments' | 'chips';
  className?: string;
};

/**
 * A single choice among a few options, shown as joined buttons, or among more as chips (a radio group for assistive
 * technology: one tab stop, the arrow keys move the choice).
 */
export function SegmentedControl<V extends string>({
  value,
  onChange,
  options,
  label,
  'aria-label': ariaLabel,
  variant = 'segments',
  className,
}: SegmentedControlProps<V>) {
  const chips = variant === 'chips';
  return (
    <RadioGroup
      value={value}
      onChange={(next) => onChange(next as V)}
      orientation="horizontal"
      aria-label={ariaLabel}
      className={cx(s.group, className)}
    >
      {label != null && <Label className={s.label}>{label}</Label>}
      <div className={chips ? s.chips : s.track}>
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            aria-label={option['aria-label']}
            isDisabled={option.isDisabled}
            className={chips ? s.chip : s.option}
          >
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}
