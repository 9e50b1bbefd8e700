import { THEMES } from '@sen/domain';
import type { ThemeName } from '@sen/domain';
import type { ReactNode } from 'react';
import { SegmentedControl } from '../SegmentedControl';

export type ThemeSwitcherProps = {
  value: ThemeName;
  onChange: (theme: ThemeName) => void;
  /** Option labels; Vietnamese by default ('Sáng', 'Tối', 'Nửa tối'). */
  labels?: Partial<Record<ThemeName, string>>;
  /** Visible group label; when omitted the group is named by `aria-label` ('Giao diện'). */
  label?: ReactNode;
  'aria-label'?: string;
  className?: string;
};

const defaultLabels: Record<ThemeName, string> = { light: 'Sáng', dark: 'Tối', 'semi-dark': 'Nửa tối' };

/** Chooses light, dark or semi-dark. */
export function ThemeSwitcher({
  value,
  onChange,
  labels,
  label,
  'aria-label': ariaLabel = 'Giao diện',
  className,
}: ThemeSwitcherProps) {
  return (
    <SegmentedControl<ThemeName>
      value={value}
      onChange={onChange}
      label={label}
      aria-label={label == null ? ariaLabel : undefined}
      className={className}
      options={THEMES.map((theme) => ({ value: theme, label: labels?.[theme] ?? defaultLabels[theme] }))}
    />
  );
}
