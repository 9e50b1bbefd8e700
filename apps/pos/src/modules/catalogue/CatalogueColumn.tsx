import { memo, useMemo, type RefObject } from 'react';
import { Link, SearchField, SegmentedControl } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import { CatalogueGrid } from './CatalogueGrid';
import type { CatalogueItem, ItemKind } from './catalogue-search';
import { refreshCatalogue, type CatalogueSnapshot } from './local-catalogue';
import type { TypedSearch } from './typed-search';
import type { CatalogueSearch } from '../till/catalogue';
import * as styles from '../till/Till.css';
import { KeyHints } from '../till/KeyHints';

/** The chip of every group (no group filter). */
const ALL_GROUPS = '*';

const retryCatalogue = () => void refreshCatalogue(true);

/** A list row's text field, or '' (the kept lists are rows as the server sent them). */
const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');

export type CatalogueColumnProps = {
  title: string;
  branchLabel: string;
  branchName: string;
  kind: ItemKind;
  group: string | undefined;
  /** The search the URL held when the till opened. */
  initialText: string | undefined;
  catalogue: CatalogueSnapshot;
  allowed: boolean;
  typedSearch: TypedSearch;
  unitOf: (dvt: string | null) => string;
  onAdd: (item: CatalogueItem) => void;
  /** Enter in the search (a scanner): the item of exactly that code or barcode. */
  onScan: (typed: string) => void;
  onSearchChange: (next: Partial<CatalogueSearch>) => void;
  searchInput: RefObject<HTMLInputElement | null>;
  /** Counts the scans: the search field is made anew, empty, after each. */
  scans: number;
  /** The keys the screen answers to (the retail till's by default), and whether it links to the day's orders. */
  keysHint?: string;
  ordersLink?: boolean;
};

/**
 * The till's left column: its title and keys, the kind (goods or services), the search and the group chips, and the
 * grid. Memoised with stable callbacks, so a change of the cart draws none of it again.
 */
export const CatalogueColumn = memo(function CatalogueColumn({
  title,
  branchLabel,
  branchName,
  kind,
  group,
  initialText,
  catalogue,
  allowed,
  typedSearch,
  unitOf,
  onAdd,
  onScan,
  onSearchChange,
  searchInput,
  scans,
  keysHint,
  ordersLink = true,
}: CatalogueColumnProps) {
  const { t } = useTranslation();
  const chips = useMemo(
    () => [
      { value: ALL_GROUPS, label: t('register.allGroups') },
      ...catalogue.lists.groups
        .filter((row) => row.trang_thai !== false)
        .map((row) => ({
          value: textOf(row.ma_nhom_vt),
          label: textOf(row.ten_nhom_vt) || textOf(row.ma_nhom_vt),
        })),
    ],
    [catalogue.lists.groups, t],
  );
  // Drawn again only when the groups or the choice change (not at each keystroke of the search).
  const groupChips = useMemo(
    () =>
      chips.length > 1 && (
        <SegmentedControl
          variant="chips"
          aria-label={t('register.groups')}
          value={group ?? ALL_GROUPS}
          onChange={(value) => onSearchChange({ ma_nhom_vt: value === ALL_GROUPS ? undefined : value })}
          options={chips}
        />
      ),
    [chips, group, onSearchChange, t],
  );
  return (
    <div className={styles.catalogue}>
      <div className={styles.heading}>
        <Link href="/">{t('register.back')}</Link>
        {ordersLink && <Link href="/orders">{t('orders.open')}</Link>}
        <h1 className={styles.title}>{title}</h1>
        <span className={styles.branch}>{branchLabel}</span>
        <KeyHints hints={keysHint ?? t('register.keys')} label={t('register.keysLabel')} />
      </div>
      <div className={styles.tools}>
        <SegmentedControl
          aria-label={t('register.kind')}
          value={kind}
          onChange={(value) => onSearchChange({ kind: value === 'products' ? undefined : value })}
          options={[
            { value: 'products', label: t('register.products') },
            { value: 'services', label: t('register.services') },
          ]}
        />
        <SearchField
          key={scans}
          aria-label={t('register.search')}
          placeholder={t('register.searchPlaceholder')}
          defaultValue={scans > 0 ? '' : (initialText ?? '')}
          onSearch={typedSearch.set}
          onSubmit={onScan}
          inputRef={searchInput}
          autoFocus={scans > 0}
          className={styles.search}
        />
      </div>
      {groupChips}
      <div className={styles.gridArea} data-catalogue-grid>
        <CatalogueGrid
          catalogue={catalogue}
          allowed={allowed}
          kind={kind}
          search={typedSearch}
          group={group}
          branchName={branchName}
          unitOf={unitOf}
          onAdd={onAdd}
          onRetry={retryCatalogue}
        />
      </div>
    </div>
  );
});
