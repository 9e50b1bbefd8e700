import type { ThemeName } from '@sen/domain';
import { Dialog, DialogTrigger, Heading, Popover } from 'react-aria-components';
import { Button } from '../Button';
import { useKitStrings, type KitDictionary } from '../i18n';
import { cx } from '../internal/cx';
import { hiddenBelow } from '../internal/shared.css';
import { popover } from '../internal/popover.css';
import { LocaleSwitcher, type Locale } from '../LocaleSwitcher';
import { PrimaryColorPicker } from '../PrimaryColorPicker';
import { ThemeSwitcher } from '../ThemeSwitcher';
import * as s from './ThemeCustomizer.css';

export type ThemeCustomizerLabels = {
  /** Trigger button and dialog title. */
  title: string;
  theme: string;
  primaryColor: string;
  language: string;
};

export type ThemeCustomizerProps = {
  theme: ThemeName;
  onThemeChange: (theme: ThemeName) => void;
  themeLabels?: Partial<Record<ThemeName, string>>;
  primaryColor: string;
  onPrimaryColorChange: (color: string) => void;
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  localeLabels?: Partial<Record<Locale, string>>;
  labels?: Partial<ThemeCustomizerLabels>;
  className?: string;
};

const dictionary: KitDictionary<ThemeCustomizerLabels> = {
  vi: { title: 'Tùy chỉnh', theme: 'Giao diện', primaryColor: 'Màu chủ đạo', language: 'Ngôn ngữ' },
  en: { title: 'Customize', theme: 'Theme', primaryColor: 'Primary colour', language: 'Language' },
};

const PaletteIcon = () => (
  <svg
    width={18}
    height={18}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
  >
    <path d="M12 3a9 9 0 1 0 0 18c1.1 0 1.5-.8 1.5-1.6 0-1-.8-1.4-.8-2.3 0-.9.7-1.6 1.6-1.6H16a5 5 0 0 0 5-5c0-4.1-4-7.5-9-7.5Z" />
    <circle cx="7.5" cy="11" r="1" />
    <circle cx="10.5" cy="7" r="1" />
    <circle cx="15.5" cy="7.5" r="1" />
  </svg>
);

/** The theme customizer of the top bar: theme, primary colour and language in one popover. */
export function ThemeCustomizer({
  theme,
  onThemeChange,
  themeLabels,
  primaryColor,
  onPrimaryColorChange,
  locale,
  onLocaleChange,
  localeLabels,
  labels: labelOverrides,
  className,
}: ThemeCustomizerProps) {
  const labels = useKitStrings(dictionary, labelOverrides);
  return (
    <DialogTrigger>
      <Button variant="ghost" className={className}>
        <PaletteIcon />
        <span className={hiddenBelow.xxl}>{labels.title}</span>
      </Button>
      <Popover placement="bottom end" className={cx(popover, s.popover)}>
        <Dialog className={s.dialog} aria-label={labels.title}>
          <Heading slot="title" className={s.title}>
            {labels.title}
          </Heading>
          <ThemeSwitcher value={theme} onChange={onThemeChange} labels={themeLabels} label={labels.theme} />
          <span className={s.caption} aria-hidden="true">
            {labels.primaryColor}
          </span>
          <PrimaryColorPicker
            value={primaryColor}
            onChange={onPrimaryColorChange}
            aria-label={labels.primaryColor}
          />
          <span className={s.caption} aria-hidden="true">
            {labels.language}
          </span>
          <LocaleSwitcher
            value={locale}
            onChange={onLocaleChange}
            labels={localeLabels}
            aria-label={labels.language}
          />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
