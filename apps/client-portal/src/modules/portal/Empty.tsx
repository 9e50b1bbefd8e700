import * as styles from '../account/Portal.css';

/** An empty section's note (the portal's light stand-in for the kit's EmptyState on its first pages). */
export const Empty = ({ title, description }: { title: string; description?: string }) => (
  <div className={styles.empty}>
    <h3 className={styles.emptyTitle}>{title}</h3>
    {description && <p className={styles.muted}>{description}</p>}
  </div>
);
