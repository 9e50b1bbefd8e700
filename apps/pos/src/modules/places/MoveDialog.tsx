import { useState } from 'react';
import { Button, Checkbox, Dialog, NumericInput, toast } from '@sen/ui';
import type { Line } from '@sen/records';
import { useTranslation } from '../../i18n/react';
import '../../i18n/screens';
import { api } from '../session/client';
import type { PlaceKind } from './place-kinds';
import { usePlaceBoard } from './usePlaceBoard';
import { orderedLines } from './place-order';
import * as styles from './Places.css';

type Order = Record<string, unknown> & { _id: string; _version: string; chi_tiet?: Line[] };

/**
 * Moving a place's order: all of it (to a free place: the order moves; to one serving: the two are merged) or
 * some lines, or part of a line (split off to another place). The server does it in one transaction from the
 * version read.
 */
export const MoveDialog = ({
  kind,
  order,
  unitOf,
  onOpenChange,
  onMoved,
}: {
  kind: PlaceKind;
  order: Order;
  unitOf: (dvt: unknown) => string;
  onOpenChange: (open: boolean) => void;
  onMoved: (to: string) => void;
}) => {
  const { t } = useTranslation();
  const { board } = usePlaceBoard(kind);
  const here = String(order[kind.field] ?? '');
  // Lines by their position in the stored order (gifts are not moved: pricing makes them for each order).
  const lines = (order.chi_tiet ?? [])
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => orderedLines([line]).length === 1);
  const [taken, setTaken] = useState<Map<number, number>>(
    () => new Map(lines.map(({ line, index }) => [index, Number(line.so_luong ?? 0)])),
  );
  const [busy, setBusy] = useState(false);
  const whole = lines.every(({ line, index }) => taken.get(index) === Number(line.so_luong ?? 0));
  const nothing = [...taken.values()].every((amount) => !(amount > 0));

  const move = async (to: string) => {
    setBusy(true);
    try {
      await api.post(`/sales/retail-orders/${order._id}/move`, {
        [kind.field]: to,
        _version: order._version,
        ...(!whole && {
          lines: [...taken]
            .filter(([, amount]) => amount > 0)
            .map(([line, so_luong]) => ({ line, so_luong })),
        }),
      });
      toast.success(t('places.moved'));
      onOpenChange(false);
      onMoved(whole ? to : here);
    } catch (problem) {
      toast.failure(problem instanceof Error ? problem.message : t('errors.unknown'));
    } finally {
      setBusy(false);
    }
  };

  const targets = board.flatMap((group) => group.tiles).filter((tile) => tile.code !== here);
  return (
    <Dialog isOpen onOpenChange={onOpenChange} title={t(`places.${kind.mode}.move`)}>
      <div className={styles.board}>
        <p className={styles.muted}>{t('places.moveWhat')}</p>
        <ul className={styles.moveLines} aria-label={t('places.moveLines')}>
          {lines.map(({ line, index }) => {
            const has = Number(line.so_luong ?? 0);
            const amount = taken.get(index) ?? 0;
            return (
              <li key={index} className={styles.moveLine}>
                <Checkbox
                  isSelected={amount > 0}
                  onChange={(on) => setTaken((prev) => new Map(prev).set(index, on ? has : 0))}
                >
                  {`${String(line.ten_vt)} (${has} ${unitOf(line.dvt)})`}
                </Checkbox>
                {has > 1 && (
                  <NumericInput
                    label={t('places.moveAmount', { name: String(line.ten_vt) })}
                    value={amount}
                    min={0}
                    max={has}
                    onChange={(value) =>
                      setTaken((prev) => new Map(prev).set(index, Math.min(has, Math.max(0, value ?? 0))))
                    }
                  />
                )}
              </li>
            );
          })}
        </ul>
        <p className={styles.muted}>{whole ? t('places.moveWhole') : t('places.movePart')}</p>
        <ul className={styles.moveTargets} aria-label={t('places.moveTo')}>
          {targets.map((tile) => (
            <li key={tile.code}>
              <Button
                variant={tile.state === 'serving' ? 'primary' : 'secondary'}
                isDisabled={busy || nothing || tile.state === 'closed' || tile.state === 'cleaning'}
                onPress={() => void move(tile.code)}
                aria-label={t(tile.state === 'serving' ? 'places.mergeInto' : 'places.moveInto', {
                  name: tile.name,
                })}
              >
                {tile.state === 'serving' ? t('places.mergeShort', { name: tile.name }) : tile.name}
              </Button>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
};
