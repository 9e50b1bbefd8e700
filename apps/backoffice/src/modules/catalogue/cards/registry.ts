import { can } from '@sen/auth';
import type { UserInfo } from '@sen/domain';
import type { Resource } from '@sen/domain/resources';

/** The menu id whose read right shows the audit log (and so a record's history). */
export const LOGS_MENU_ID = 'system.logs';

/** What a record card is given: the resource, the record's `_id` and the record as read. */
export type RecordCardProps = {
  resource: Resource;
  id: string;
  row: Readonly<Record<string, unknown>>;
};

/**
 * A card a record page shows beside the record (its slot): which records it is for, who may see it (a card the user
 * has no right to read is not shown at all, never an error), and what renders it.
 */
export type RecordCardEntry<Component> = {
  id: string;
  appliesTo: (resource: Resource) => boolean;
  visibleTo: (user: UserInfo | null) => boolean;
  component: Component;
};

/**
 * The record cards: the customer's confirmation of a service voucher's package sessions, for users who may edit
 * service vouchers; the change history (from the audit log the server keeps of every write) on every record, for
 * users who may read the audit log. More cards (balances, a customer's timeline) register here with the resources
 * they apply to.
 */
export const recordCardRegistryOf = <Component>(components: {
  history: Component;
  packageOtp: Component;
}): readonly RecordCardEntry<Component>[] => [
  {
    // A service voucher's package sessions confirmed by the customer's code (shown when it uses a package).
    id: 'package-otp',
    appliesTo: (resource) => resource.name === 'sales-services',
    visibleTo: (user) => can(user, { menuId: 'sales.services', right: 'edit' }),
    component: components.packageOtp,
  },
  {
    id: 'history',
    appliesTo: () => true,
    visibleTo: (user) => can(user, { menuId: LOGS_MENU_ID, right: 'read' }),
    component: components.history,
  },
];

/** The cards a record of `resource` shows to `user`, in the registry's order. */
export const recordCardsOf = <Component>(
  registry: readonly RecordCardEntry<Component>[],
  resource: Resource,
  user: UserInfo | null,
): RecordCardEntry<Component>[] =>
  registry.filter((card) => card.appliesTo(resource) && card.visibleTo(user));
