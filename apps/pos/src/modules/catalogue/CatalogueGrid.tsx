import { memo, useMemo } from 'react';
import { Button, EmptyState, Skeleton } from '@sen/ui';
import { formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import { searchCatalogue, type CatalogueItem, type ItemKind } from './catalogue-search';
import type { CatalogueSnapshot } from './local-catalogue';
import { useTypedSearch, type TypedSearch } from './typed-search';
import * as styles from '../till/Till.css';

/** How many cards the grid shows at most: a counter's catalogue at once; a larger one is narrowed by typing. */
export const GRID_LIMIT = 60;

export type CatalogueGridProps = {
  catalogue: CatalogueSnapshot;
  /** Whether the cashier may read the catalogue and sell (else the grid says so, and nothing is asked). */
  allowed: boolean;
  kind: ItemKind;
  /** What the cashier types: the grid follows each keystroke. */
  search: TypedSearch;
  group: string | undefined;
  branchName: string;
  unitOf: (dvt: string | null) => string;
  onAdd: (item: CatalogueItem) => void;
  onRetry: () => void;
};

/** One card: drawn again only when its item, unit or callback changes. */
const ItemCard = memo(function ItemCard({
  item,
  unit,
  onAdd,
}: {
  item: CatalogueItem;
  unit: string;
  onAdd: (item: CatalogueItem) => void;
}) {
  const { t } = useTranslation();
  const price = formatMoney(item.gia_ban, { currency: true });
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        onClick={() => onAdd(item)}
        aria-label={t('register.addItem', { name: item.ten_vt, price })}
      >
        <span className={styles.itemName}>{item.ten_vt}</span>
        <span className={styles.itemCode}>{item.ma_vt}</span>
        <span className={styles.itemPrice}>
          {price}
          <span className={styles.itemUnit}> / {unit}</span>
        </span>
      </button>
    </li>
  );
});

/**
 * The till's catalogue as cards, searched on the device as the cashier types: a tap puts one in the cart. While the
 * device keeps nothing yet, it says the catalogue is loading, or why it cannot be.
 */
export const CatalogueGrid = memo(function CatalogueGrid({
  catalogue,
  allowed,
  kind,
  search,
  group,
  branchName,
  unitOf,
  onAdd,
  onRetry,
}: CatalogueGridProps) {
  const { t } = useTranslation();
  const text = useTypedSearch(search);
  const found = useMemo(
    () => searchCatalogue(catalogue.index, { text, kind, group, limit: GRID_LIMIT }),
    [catalogue.index, text, kind, group],
  );
  if (!allowed || catalogue.status !== 'ready') {
    if (!allowed || catalogue.problem === 'forbidden')
      return <EmptyState title={t('register.noRight')} description={t('register.noRightDescription')} />;
    if (catalogue.problem)
      return (
        <EmptyState
          title={t('register.catalogueUnavailable')}
          description={t('register.catalogueUnavailableDescription')}
          action={
            <Button variant="secondary" onPress={onRetry}>
              {t('register.retry')}
            </Button>
          }
        />
      );
    return (
      <ul className={styles.items} aria-busy="true" aria-label={t('register.catalogueLoading')}>
        {Array.from({ length: 8 }, (_, i) => (
          <li key={i}>
            <Skeleton variant="rect" height={96} />
          </li>
        ))}
      </ul>
    );
  }
  if (found.rows.length === 0)
    return (
      <EmptyState
        title={t('register.nothingFound')}
        description={
          text || group ? t('register.nothingMatches') : t('register.catalogueEmpty', { branch: branchName })
        }
      />
    );
  return (
    <>
      <ul className={styles.items} aria-label={t(`register.${kind}`)}>
        {found.rows.map((item) => (
          <ItemCard key={item.key} item={item} unit={unitOf(item.dvt)} onAdd={onAdd} />
        ))}
      </ul>
      {found.more && <p className={styles.more}>{t('register.moreItems', { count: GRID_LIMIT })}</p>}
    </>
  );
});
