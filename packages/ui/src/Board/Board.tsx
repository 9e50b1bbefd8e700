import { Fragment, useId } from 'react';
import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Badge, type BadgeTone } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Spinner } from '../Spinner';
import { useKitStrings, type KitDictionary } from '../i18n';
import { formatNumber } from '@sen/domain';
import { cx } from '../internal/cx';
import { visuallyHidden } from '../internal/shared.css';
import * as s from './Board.css';

/** A button of a card: a row action (a transition of its status machine). */
export type BoardAction = {
  id: string;
  label: string;
  /** What assistive technology hears, naming the card ('Nhận khách: Phòng 101'); `label` by default. */
  'aria-label'?: string;
  variant?: 'primary' | 'secondary' | 'ghost';
  isDisabled?: boolean;
  onPress: () => void;
};

/** A column of the board: one value of the grouping field (a status). */
export type BoardColumn = { id: string; title: string; tone?: BadgeTone };

/** A lane of the board: one value of the second grouping field (a room group, a table area). */
export type BoardLane = { id: string; title: string };

/** One card: a row, in its column (and lane), with what it shows and the actions it offers. */
export type BoardItem = {
  id: string;
  column: string;
  lane?: string;
  title: string;
  subtitle?: ReactNode;
  /** Label and value pairs ('Bắt đầu' 14:05). */
  details?: readonly { label: string; value: ReactNode }[];
  actions?: readonly BoardAction[];
};

export type BoardStrings = {
  loading: string;
  /** A column without cards. */
  emptyColumn: string;
  /** A board without any card. */
  empty: string;
  errorTitle: string;
  retry: string;
  /** The lane of cards whose lane is not among `lanes`. */
  otherLane: string;
  /** How many cards a column or lane holds, as heard: '3 thẻ'. */
  count: (count: number) => string;
};

export const boardStrings: KitDictionary<BoardStrings> = {
  vi: {
    loading: 'Đang tải',
    emptyColumn: 'Không có',
    empty: 'Chưa có dữ liệu',
    errorTitle: 'Không tải được dữ liệu',
    retry: 'Thử lại',
    otherLane: 'Khác',
    count: (count) => `${formatNumber(count)} thẻ`,
  },
  en: {
    loading: 'Loading',
    emptyColumn: 'None',
    empty: 'No data yet',
    errorTitle: 'The data could not be loaded',
    retry: 'Try again',
    otherLane: 'Other',
    count: (count) => `${formatNumber(count)} ${count === 1 ? 'card' : 'cards'}`,
  },
};

export type BoardProps = {
  'aria-label': string;
  /** The columns, in order (every one is shown, empty or not). */
  columns: readonly BoardColumn[];
  /** The lanes, in order (a lane without cards is left out). Without lanes the board is one row of columns. */
  lanes?: readonly BoardLane[];
  items: readonly BoardItem[];
  /** Nothing to show yet: a spinner instead of the board. */
  isLoading?: boolean;
  /** Why the cards could not be read: an alert with Retry instead of the board. */
  error?: ReactNode;
  onRetry?: () => void;
  /** The board without any card (default `labels.empty`). */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  /** Level of the lanes' headings (columns and cards go one and two below); 2 by default. */
  headingLevel?: 2 | 3 | 4;
  labels?: Partial<BoardStrings>;
  className?: string;
};

type Level = 2 | 3 | 4 | 5 | 6;
const levelOf = (level: number): Level => Math.min(level, 6) as Level;

/**
 * A board of cards in columns (a status) and lanes (a room group, a table area): the room and table boards. Each
 * lane and column is a labelled region with its heading and count, each card an article titled by its heading,
 * its actions plain buttons in reading order (Tab reaches every one). Loading, error (with Retry) and empty
 * states; an empty column says so. Narrower than its columns, a lane scrolls sideways.
 */
export function Board({
  'aria-label': ariaLabel,
  columns,
  lanes,
  items,
  isLoading,
  error,
  onRetry,
  emptyTitle,
  emptyDescription,
  headingLevel = 2,
  labels: labelOverrides,
  className,
}: BoardProps) {
  const labels = useKitStrings(boardStrings, labelOverrides);
  if (error != null)
    return (
      <section aria-label={ariaLabel} className={cx(s.board, className)}>
        <Alert
          tone="danger"
          title={labels.errorTitle}
          action={
            onRetry && (
              <Button size="sm" variant="secondary" onPress={onRetry}>
                {labels.retry}
              </Button>
            )
          }
        >
          {error}
        </Alert>
      </section>
    );
  if (isLoading)
    return (
      <section aria-label={ariaLabel} aria-busy="true" className={cx(s.board, className)}>
        <div className={s.status}>
          <Spinner label={labels.loading} />
        </div>
      </section>
    );
  if (items.length === 0)
    return (
      <section aria-label={ariaLabel} className={cx(s.board, className)}>
        <EmptyState
          title={emptyTitle ?? labels.empty}
          description={emptyDescription}
          headingLevel={headingLevel}
        />
      </section>
    );

  const groups = lanesOf(lanes, items, labels.otherLane);
  return (
    <section aria-label={ariaLabel} className={cx(s.board, className)} data-board="">
      {groups.map(({ lane, cards }) =>
        lane ? (
          <Lane key={lane.id} lane={lane} level={headingLevel}>
            <Columns columns={columns} cards={cards} level={headingLevel + 1} labels={labels} />
          </Lane>
        ) : (
          <Columns key="" columns={columns} cards={cards} level={headingLevel} labels={labels} />
        ),
      )}
    </section>
  );
}

/** The cards by lane, in the lanes' order, empty lanes left out; cards of no known lane last. */
const lanesOf = (
  lanes: readonly BoardLane[] | undefined,
  items: readonly BoardItem[],
  otherTitle: string,
): { lane?: BoardLane; cards: BoardItem[] }[] => {
  if (!lanes) return [{ cards: [...items] }];
  const known = new Set(lanes.map((l) => l.id));
  const groups = lanes.map((lane) => ({ lane, cards: items.filter((i) => i.lane === lane.id) }));
  const other = items.filter((i) => i.lane === undefined || !known.has(i.lane));
  if (other.length > 0) groups.push({ lane: { id: '\u0000other', title: otherTitle }, cards: other });
  return groups.filter((g) => g.cards.length > 0);
};

function Lane({ lane, level, children }: { lane: BoardLane; level: number; children: ReactNode }) {
  const id = useId();
  const Heading = `h${levelOf(level)}` as const;
  return (
    <section aria-labelledby={id} className={s.lane} data-lane={lane.id}>
      <Heading id={id} className={s.laneTitle}>
        {lane.title}
      </Heading>
      {children}
    </section>
  );
}

function Columns({
  columns,
  cards,
  level,
  labels,
}: {
  columns: readonly BoardColumn[];
  cards: readonly BoardItem[];
  level: number;
  labels: BoardStrings;
}) {
  return (
    <div className={s.columns}>
      {columns.map((column) => (
        <Column
          key={column.id}
          column={column}
          cards={cards.filter((c) => c.column === column.id)}
          level={level}
          labels={labels}
        />
      ))}
    </div>
  );
}

function Column({
  column,
  cards,
  level,
  labels,
}: {
  column: BoardColumn;
  cards: readonly BoardItem[];
  level: number;
  labels: BoardStrings;
}) {
  const id = useId();
  const Heading = `h${levelOf(level)}` as const;
  return (
    <section aria-labelledby={id} className={s.column} data-column={column.id}>
      <Heading id={id} className={s.columnTitle}>
        <Badge tone={column.tone ?? 'neutral'}>{column.title}</Badge>
        <span className={s.count}>
          <span aria-hidden="true">{formatNumber(cards.length)}</span>
          <span className={visuallyHidden}>{labels.count(cards.length)}</span>
        </span>
      </Heading>
      {cards.length > 0 ? (
        <ul className={s.cards}>
          {cards.map((card) => (
            <li key={card.id}>
              <Card card={card} level={level + 1} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={s.emptyColumn}>{labels.emptyColumn}</p>
      )}
    </section>
  );
}

function Card({ card, level }: { card: BoardItem; level: number }) {
  const id = useId();
  const Heading = `h${levelOf(level)}` as const;
  return (
    <article aria-labelledby={id} className={s.card} data-card={card.id}>
      <Heading id={id} className={s.cardTitle}>
        {card.title}
      </Heading>
      {card.subtitle != null && <p className={s.subtitle}>{card.subtitle}</p>}
      {card.details && card.details.length > 0 && (
        <dl className={s.details}>
          {card.details.map((detail) => (
            <Fragment key={detail.label}>
              <dt className={s.term}>{detail.label}</dt>
              <dd className={s.value}>{detail.value}</dd>
            </Fragment>
          ))}
        </dl>
      )}
      {card.actions && card.actions.length > 0 && (
        <div className={s.actions}>
          {card.actions.map((action) => (
            <Button
              key={action.id}
              size="sm"
              variant={action.variant ?? 'secondary'}
              aria-label={action['aria-label']}
              isDisabled={action.isDisabled}
              onPress={action.onPress}
            >
              {action.label}
            </Button>
          ))}
        </div>
      )}
    </article>
  );
}
