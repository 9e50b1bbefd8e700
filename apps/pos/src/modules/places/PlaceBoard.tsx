import { getRouteApi } from '@tanstack/react-router';
import { Badge, Button, EmptyState, Spinner, toast } from '@sen/ui';
import { formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { api } from '../session/client';
import { stayOf, type PlaceState, type PlaceTile } from './board';
import { roomTimeOf } from './room-timer';
import type { PlaceKind } from './place-kinds';
import { usePlaceBoard, useRefreshPlaces } from './usePlaceBoard';
import * as styles from './Places.css';

const route = getRouteApi('/_till/$mode');

const tones: Record<PlaceState, 'success' | 'info' | 'warning' | 'neutral'> = {
  free: 'success',
  serving: 'info',
  reserved: 'warning',
  cleaning: 'warning',
  closed: 'neutral',
};

/**
 * The floor (tables by area) or the room board (rooms by group) of the selected branch, live across terminals:
 * each place shows whether it is free, and for one serving the time since the guests came, the order's total and
 * the customer. A free, reserved or serving place opens its order; a room being cleaned is made ready from here.
 */
export const PlaceBoard = ({ kind, branchName }: { kind: PlaceKind; branchName: string }) => {
  const { t } = useTranslation();
  const navigate = route.useNavigate();
  const { board, counts, places, configs, isPending, error, refetch } = usePlaceBoard(kind);
  const refresh = useRefreshPlaces(kind);
  const label = (tile: PlaceTile) => t(`places.${kind.mode}.${tile.state}`);
  const open = (tile: PlaceTile) => void navigate({ search: (prev) => ({ ...prev, place: tile.code }) });
  const ready = async (tile: PlaceTile) => {
    const row = places.find((place) => place[kind.field] === tile.code);
    if (!row || !kind.ready) return;
    try {
      await api.post(`${kind.path}/${String(row._id)}/${kind.ready}`, {});
      toast.success(t('places.madeReady', { name: tile.name }));
    } catch (problem) {
      toast.failure(problem instanceof Error ? problem.message : t('errors.unknown'));
    }
    refresh();
  };

  return (
    <section className={styles.board} aria-label={t(`modes.${kind.mode}.title`)}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t(`modes.${kind.mode}.title`)}</h1>
        <span className={styles.muted}>{branchName}</span>
        <div className={styles.counts} aria-label={t('places.summary')}>
          {(Object.keys(counts) as PlaceState[])
            .filter((state) => counts[state] > 0)
            .map((state) => (
              <Badge key={state} tone={tones[state]}>
                {t(`places.${kind.mode}.${state}`)}: {counts[state]}
              </Badge>
            ))}
        </div>
      </div>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <EmptyState
          title={t(`places.${kind.mode}.unavailable`)}
          description={error.message}
          action={<Button onPress={() => void refetch()}>{t('register.retry')}</Button>}
        />
      ) : board.length === 0 ? (
        <EmptyState
          title={t(`places.${kind.mode}.none`)}
          description={t(`places.${kind.mode}.noneDescription`)}
        />
      ) : (
        board.map((group) => (
          <section
            key={group.code}
            className={styles.group}
            aria-label={group.name || t('places.otherGroup')}
          >
            <h2 className={styles.groupTitle}>{group.name || t('places.otherGroup')}</h2>
            <ul className={styles.tiles}>
              {group.tiles.map((tile) => {
                const stay = tile.order && stayOf(tile.order.minutes);
                const booked =
                  tile.order && kind.mode === 'room' ? roomTimeOf(configs, tile.order.minutes) : null;
                const cleaning = tile.state === 'cleaning';
                return (
                  <li key={tile.code}>
                    <button
                      type="button"
                      className={styles.tile[tile.state]}
                      disabled={tile.state === 'closed'}
                      aria-label={[
                        tile.name,
                        label(tile),
                        tile.order && formatMoney(tile.order.total, { currency: true }),
                        tile.order?.customer,
                      ]
                        .filter(Boolean)
                        .join(', ')}
                      onClick={() => (cleaning ? void ready(tile) : open(tile))}
                    >
                      <span className={styles.tileName}>{tile.name}</span>
                      <span className={styles.tileLine}>
                        <Badge tone={tones[tile.state]}>{label(tile)}</Badge>
                        {tile.size !== null && (
                          <span className={styles.muted}>
                            {t(`places.${kind.mode}.size`, { count: tile.size })}
                          </span>
                        )}
                      </span>
                      {tile.order && stay && (
                        <>
                          <span className={styles.tileLine}>
                            <span className={styles.muted}>
                              {stay.hours > 0
                                ? t('places.stayHours', { hours: stay.hours, minutes: stay.minutes })
                                : t('places.stayMinutes', { minutes: stay.minutes })}
                            </span>
                            <span className={styles.tileTotal}>
                              {formatMoney(tile.order.total, { currency: true })}
                            </span>
                          </span>
                          {booked && 'startsIn' in booked && (
                            <Badge tone="info">{t('places.startsIn', { minutes: booked.startsIn })}</Badge>
                          )}
                          {booked && 'over' in booked && (
                            <Badge tone={booked.over > 0 ? 'danger' : 'neutral'}>
                              {booked.over > 0
                                ? t('places.overTime', { minutes: booked.over })
                                : t('places.timeLeft', { minutes: booked.left })}
                            </Badge>
                          )}
                          {tile.order.customer && (
                            <span className={styles.tileCustomer}>{tile.order.customer}</span>
                          )}
                        </>
                      )}
                      {cleaning && <span className={styles.muted}>{t('places.tapWhenReady')}</span>}
                    </button>
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
    </section>
  );
};
