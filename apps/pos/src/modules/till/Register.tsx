import { useMemo } from 'react';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import {
  Button,
  EmptyState,
  IconButton,
  Link,
  Pagination,
  SearchField,
  SegmentedControl,
  Skeleton,
  TagGroup,
} from '@sen/ui';
import { formatMoney, SEARCH_DEBOUNCE_MS, unitsSet } from '@sen/domain';
import { productGroups } from '@sen/domain/resources';
import { useLines, useList, type Line } from '@sen/records';
import { addItem, cartResource, stepQuantity, type SaleItem } from './cart';
import { catalogueKinds, catalogueParamsOf, groupParams, unitParams, type CatalogueKind } from './catalogue';
import type { TillMode } from './modes';
import { useCashier } from './useCashier';
import * as styles from './Till.css';

const route = getRouteApi('/_till/$mode');

/** The chip of every group (no group filter). */
const ALL_GROUPS = '*';

/** The item kind each catalogue adds to the bill's lines. */
const lineKind: Record<CatalogueKind, string> = { products: 'HH', services: 'DV' };

/**
 * One till: the branch's catalogue (goods or services, searched and filtered by group, all in the URL) as a grid of
 * cards, and the cart beside it. Tapping a card puts one in the cart; paying comes with the bill posting.
 */
export const Register = () => {
  const { t } = useTranslation();
  const { mode } = route.useParams() as { mode: TillMode };
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { branch } = useCashier();
  const kind = search.kind ?? 'products';
  const catalogue = useList(catalogueKinds[kind], catalogueParamsOf(search));
  const groups = useList(productGroups, groupParams);
  const units = useList(unitsSet, unitParams);
  const unitName = useMemo(
    () => new Map(units.rows.map((unit) => [unit.ma_dvt, unit.ten_dvt])),
    [units.rows],
  );
  const cart = useLines(cartResource);
  const total = Number(cart.record.t_tt ?? 0);

  const setSearch = (next: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, page: undefined, ...next }), replace: true });
  const unitOf = (dvt: unknown) => (typeof dvt === 'string' ? (unitName.get(dvt) ?? dvt) : '');
  const add = (item: SaleItem) => cart.change(addItem(cart.lines, item, lineKind[kind]));

  return (
    <section className={styles.till} aria-label={t(`modes.${mode}.title`)}>
      <div className={styles.catalogue}>
        <div className={styles.heading}>
          <Link href="/">{t('register.back')}</Link>
          <h1 className={styles.title}>{t(`modes.${mode}.title`)}</h1>
          <span className={styles.branch}>{branch ? `${branch.ma_dvcs} · ${branch.ten_dvcs}` : ''}</span>
        </div>
        <div className={styles.tools}>
          <SegmentedControl
            aria-label={t('register.kind')}
            value={kind}
            onChange={(value) => setSearch({ kind: value === 'products' ? undefined : value })}
            options={[
              { value: 'products', label: t('register.products') },
              { value: 'services', label: t('register.services') },
            ]}
          />
          <SearchField
            aria-label={t('register.search')}
            placeholder={t('register.searchPlaceholder')}
            defaultValue={search.q ?? ''}
            debounceMs={SEARCH_DEBOUNCE_MS}
            onSearch={(q) => setSearch({ q })}
            className={styles.search}
          />
        </div>
        {groups.rows.length > 0 && (
          <TagGroup
            aria-label={t('register.groups')}
            selectionMode="single"
            selectedKeys={[search.ma_nhom_vt ?? ALL_GROUPS]}
            disallowEmptySelection
            onSelectionChange={(keys) => {
              const [key] = [...keys];
              setSearch({ ma_nhom_vt: key === undefined || key === ALL_GROUPS ? undefined : String(key) });
            }}
            items={[
              { id: ALL_GROUPS, label: t('register.allGroups') },
              ...groups.rows.map((group) => ({
                id: group.ma_nhom_vt ?? '',
                label: group.ten_nhom_vt ?? group.ma_nhom_vt ?? '',
              })),
            ]}
          />
        )}
        {!catalogue.allowed ? (
          <EmptyState title={t('register.noRight')} description={t('register.noRightDescription')} />
        ) : catalogue.isPending ? (
          <ul className={styles.items} aria-busy="true">
            {Array.from({ length: 8 }, (_, i) => (
              <li key={i}>
                <Skeleton variant="rect" height={96} />
              </li>
            ))}
          </ul>
        ) : catalogue.rows.length === 0 ? (
          <EmptyState
            title={t('register.nothingFound')}
            description={t('register.catalogueEmpty', { branch: branch?.ten_dvcs ?? '' })}
          />
        ) : (
          <>
            <ul className={styles.items} aria-label={t(`register.${kind}`)}>
              {catalogue.rows.map((item) => (
                <li key={item._id}>
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => add(item)}
                    aria-label={t('register.addItem', {
                      name: item.ten_vt,
                      price: formatMoney(item.gia_ban, { currency: true }),
                    })}
                  >
                    <span className={styles.itemName}>{item.ten_vt}</span>
                    <span className={styles.itemCode}>{item.ma_vt}</span>
                    <span className={styles.itemPrice}>
                      {formatMoney(item.gia_ban, { currency: true })}
                      <span className={styles.itemUnit}> / {unitOf(item.dvt)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
            {catalogue.pageCount > 1 && (
              <Pagination
                pageIndex={catalogue.page - 1}
                pageCount={catalogue.pageCount}
                onPageChange={(pageIndex) =>
                  void navigate({ search: (prev) => ({ ...prev, page: pageIndex + 1 }) })
                }
                labels={{ previous: t('register.previous'), next: t('register.next') }}
              />
            )}
          </>
        )}
      </div>
      <aside className={styles.cart} aria-label={t('register.cart')}>
        <h2 className={styles.cartTitle}>{t('register.cart')}</h2>
        {cart.lines.length === 0 ? (
          <p className={styles.cartEmpty}>{t('register.cartEmpty')}</p>
        ) : (
          <ul className={styles.cartLines}>
            {(cart.record.chi_tiet as Line[]).map((line, index) => (
              <li key={String(line.ma_vt)} className={styles.cartLine}>
                <span className={styles.lineName}>{String(line.ten_vt)}</span>
                <span className={styles.linePrice}>
                  {formatMoney(Number(line.gia), { currency: true })} / {unitOf(line.dvt)}
                </span>
                <span className={styles.quantity}>
                  <IconButton
                    variant="secondary"
                    size="sm"
                    aria-label={t('register.less', { name: line.ten_vt })}
                    onPress={() => cart.change(stepQuantity(cart.lines, index, -1))}
                  >
                    −
                  </IconButton>
                  <output aria-label={t('register.quantity', { name: line.ten_vt })}>
                    {Number(line.so_luong)}
                  </output>
                  <IconButton
                    variant="secondary"
                    size="sm"
                    aria-label={t('register.more', { name: line.ten_vt })}
                    onPress={() => cart.change(stepQuantity(cart.lines, index, 1))}
                  >
                    +
                  </IconButton>
                </span>
                <span className={styles.lineTotal}>
                  {formatMoney(Number(line.thanh_tien), { currency: true })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.total}>
          <span>{t('register.total')}</span>
          <output aria-label={t('register.total')}>{formatMoney(total, { currency: true })}</output>
        </p>
        {cart.lines.length > 0 && (
          <Button variant="secondary" onPress={() => cart.change({ type: 'reset', lines: [] })}>
            {t('register.clear')}
          </Button>
        )}
      </aside>
    </section>
  );
};
