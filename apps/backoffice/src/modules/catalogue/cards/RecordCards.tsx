import type { CSSProperties } from 'react';
import type { ComponentType } from 'react';
import type { Resource } from '@sen/domain/resources';
import { vars } from '@sen/ui';
import { useAuthState } from '../../../app/ServicesContext';
import { useTranslation } from '../../../i18n/react';
import { HistoryCard } from './HistoryCard';
import { PackageOtpCard } from './PackageOtpCard';
import { recordCardRegistryOf, recordCardsOf, type RecordCardProps } from './registry';

/** The back office's record cards. */
export const recordCardRegistry = recordCardRegistryOf<ComponentType<RecordCardProps>>({
  history: HistoryCard,
  packageOtp: PackageOtpCard,
});

const aside: CSSProperties = { display: 'grid', gap: vars.space.md, alignContent: 'start', minWidth: 0 };

/** Whether a record of the resource shows any card to the signed-in user (the page then makes room for them). */
export const useRecordCards = (resource: Resource) => {
  const { user } = useAuthState();
  return recordCardsOf(recordCardRegistry, resource, user);
};

/** The record page's card slot: the cards the registry gives this record and user, beside the record. */
export function RecordCards({ resource, id, row }: RecordCardProps) {
  const { t } = useTranslation();
  const cards = useRecordCards(resource);
  if (cards.length === 0) return null;
  return (
    <aside aria-label={t('recordCards.region')} style={aside}>
      {cards.map(({ id: cardId, component: CardComponent }) => (
        <CardComponent key={cardId} resource={resource} id={id} row={row} />
      ))}
    </aside>
  );
}
