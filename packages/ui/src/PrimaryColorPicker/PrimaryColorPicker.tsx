import { ColorSwatch, ColorSwatchPicker, ColorSwatchPickerItem } from 'react-aria-components';
import { cx } from '../internal/cx';
import * as s from './PrimaryColorPicker.css';
import { useCommonStrings } from '../i18n';

export type PrimaryColorPickerProps = {
  /** Current colour as `#rrggbb`. */
  value: string;
  /** Receives the chosen colour as upper-case `#RRGGBB`. */
  onChange: (color: string) => void;
  /** Colours offered; the template's five by default. */
  swatches?: readonly string[];
  /** Accessible name; 'Màu chủ đạo' by default. */
  'aria-label'?: string;
  className?: string;
};

export const defaultPrimarySwatches = ['#7367F0', '#0D9394', '#FFAB1D', '#EB3D63', '#2092EC'] as const;

/** Picks the primary colour from swatches (an accessible listbox of colours). */
export function PrimaryColorPicker({
  value,
  onChange,
  swatches = defaultPrimarySwatches,
  'aria-label': ariaLabelProp,
  className,
}: PrimaryColorPickerProps) {
  const common = useCommonStrings();
  const ariaLabel = ariaLabelProp ?? common.primaryColor;
  return (
    <ColorSwatchPicker
      value={value}
      onChange={(color) => onChange(color.toString('hex').toUpperCase())}
      aria-label={ariaLabel}
      className={cx(s.picker, className)}
    >
      {swatches.map((color) => (
        <ColorSwatchPickerItem key={color} color={color} className={s.item}>
          <ColorSwatch className={s.swatch} />
        </ColorSwatchPickerItem>
      ))}
    </ColorSwatchPicker>
  );
}
