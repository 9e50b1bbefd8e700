import { Button as AriaButton } from 'react-aria-components';
import { cx } from '../internal/cx';
import { useCommonStrings } from '../i18n';
import { pressNumpad, type NumpadKey } from './numpad-keys';
import * as styles from './Numpad.css';

export type NumpadProps = {
  /** The number being typed (null: nothing yet). */
  value: number | null;
  onChange: (value: number | null) => void;
  /** The largest number it builds. */
  max?: number;
  /** Accessible name of the pad (default 'Bàn phím số'), e.g. 'Bàn phím số tiền khách đưa'. */
  'aria-label'?: string;
  /** Shows the '000' key (amounts in đồng); quantities leave it out. */
  thousands?: boolean;
  className?: string;
};

const DIGITS: NumpadKey[] = ['7', '8', '9', '4', '5', '6', '1', '2', '3'];

/**
 * An on-screen number pad for touch tills: 7-8-9 on top as on a cash register, then 0, '000' and a back key (or
 * clear). Each key is a button of at least 48 px; it edits `value` (a whole number), so the field beside it and the
 * pad show the same number. It takes no focus away from the field it serves.
 */
export function Numpad({ value, onChange, max, thousands = true, className, ...rest }: NumpadProps) {
  const common = useCommonStrings();
  const press = (key: NumpadKey) => onChange(pressNumpad(value, key, max));
  const keys: { key: NumpadKey; label: string; name?: string }[] = [
    ...DIGITS.map((key) => ({ key, label: key })),
    thousands ? { key: '000', label: '000' } : { key: 'clear', label: 'C', name: common.numpadClear },
    { key: '0', label: '0' },
    { key: 'back', label: '⌫', name: common.numpadBack },
  ];
  return (
    <div
      role="group"
      aria-label={rest['aria-label'] ?? common.numpad}
      className={cx(styles.numpad, className)}
    >
      {keys.map(({ key, label, name }) => (
        <AriaButton
          key={key}
          className={styles.key}
          aria-label={name}
          // A tap keeps the focus where it is (the amount field): the pad only types.
          excludeFromTabOrder
          preventFocusOnPress
          onPress={() => press(key)}
        >
          {label}
        </AriaButton>
      ))}
    </div>
  );
}
