import { SegmentedControl } from '../SegmentedControl';

export type Locale = 'vi' | 'en';

export type LocaleSwitcherProps = {
  value: Locale;
  onChange: (locale: Locale) => void;
  /** Accessible names of the options; 'Tiếng Việt' and 'English' by default. */
  labels?: Partial<Record<Locale, string>>;
  /** Accessible name of the group; 'Ngôn ngữ' by default. */
  'aria-label'?: string;
  className?: string;
};

/** A compact VI / EN switch. */
export function LocaleSwitcher({
  value,
  onChange,
  labels,
  'aria-label': ariaLabel = 'Ngôn ngữ',
  className,
}: LocaleSwitcherProps) {
  return (
    <SegmentedControl<Locale>
      value={value}
      onChange={onChange}
      aria-label={ariaLabel}
      className={className}
      options={[
        { value: 'vi', label: 'VI', 'aria-label': labels?.vi ?? 'Tiếng Việt' },
        { value: 'en', label: 'EN', 'aria-label': labels?.en ?? 'English' },
      ]}
    />
  );
}
