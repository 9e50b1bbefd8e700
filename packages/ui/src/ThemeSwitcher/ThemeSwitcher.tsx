import { THEMES } from '@sen/domain';
import type { ThemeName } from '@sen/domain';
import type { ReactNode } from 'react';
import { SegmentedControl } from '../SegmentedControl';
import { useKitStrings, type KitDictionary } from '../i18n';

export type ThemeSwitcherProps = {
  value: ThemeName;
  onChange: (theme: ThemeName) => void;
  /** Option labels; by default in the kit's language ('Sáng', 'Tối', 'Nửa tối' / 'Light', 'Dark', 'Semi-dark'). */
  labels?: Partial<Record<ThemeName, string>>;
  /** Visible group label; when omitted the group is named by `aria-label` ('Giao diện'). */
  label?: ReactNode;
  'aria-label'?: string;
  className?: string;
};

type ThemeSwitcherStrings = Record<ThemeName | 'group', string>;

const dictionary: KitDictionary<ThemeSwitcherStrings> = {
  vi: { light: 'Sáng', dark: 'Tối', 'semi-dark': 'Nửa tối', group: 'Giao diện' },
  en: { light: 'Light', dark: 'Dark', 'semi-dark': 'Semi-dark', group: 'Theme' },
};

/** Chooses light, dark or semi-dark. */
export function ThemeSwitcher({
  value,
  onChange,
  labels,
  label,
  'aria-label': ariaLabel,
  className,
}: ThemeSwitcherProps) {
  const text = useKitStrings<ThemeSwitcherStrings>(dictionary, labels);
  return (
    <SegmentedControl<ThemeName>
      value={value}
      onChange={onChange}
      label={label}
      aria-label={label == null ? (ariaLabel ?? text.group) : undefined}
      className={className}
      options={THEMES.map((theme) => ({ value: theme, label: text[theme] }))}
    />
  );
}
