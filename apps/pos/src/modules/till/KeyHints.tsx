import * as styles from './KeyHints.css';

/**
 * A till's keys, where the cashier looks: "F1 Đơn mới · F2 Đơn hàng …" drawn as keys with their action, each kept
 * on one line, so a narrow screen wraps between keys and never inside one.
 */
export const KeyHints = ({ hints, label }: { hints: string; label: string }) => (
  <ul className={styles.keys} aria-label={label}>
    {hints.split(' · ').map((hint) => {
      const space = hint.indexOf(' ');
      return (
        <li key={hint} className={styles.key}>
          <kbd className={styles.kbd}>{space < 0 ? hint : hint.slice(0, space)}</kbd>
          {space < 0 ? '' : hint.slice(space)}
        </li>
      );
    })}
  </ul>
);
