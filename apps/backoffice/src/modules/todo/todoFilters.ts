import type { UserInfo } from '@sen/domain';

/**
 * The appointment statuses still to do (crm `taskStatuses`): booked '0', confirmed '1' and arrived '2'; done '3',
 * no-show '4' and cancelled '9' are closed.
 */
export const openTaskStatuses = ['0', '1', '2'] as const;

export type OpenTaskStatus = (typeof openTaskStatuses)[number];

/** Whether a status value is one of the open ones. */
export const isOpenTaskStatus = (value: string): value is OpenTaskStatus =>
  (openTaskStatuses as readonly string[]).includes(value);

/** What the to-do list shows: every open status ('open', the default) or one of them. */
export type TodoStatus = 'open' | OpenTaskStatus;

/**
 * The fixed filters of the user's to-do list: the appointments they own (the tasks' owner field `ma_nvbh`, the
 * salesperson code of their user info) in every open status or in one. Undefined when the user has no salesperson
 * code: they own no appointment.
 */
export const todoFiltersOf = (
  user: Pick<UserInfo, 'saler'> | null,
  status: TodoStatus,
): { ma_nvbh: string; trang_thai: OpenTaskStatus | readonly OpenTaskStatus[] } | undefined => {
  const code = user?.saler?.ma_nvbh.trim();
  if (!code) return undefined;
  return { ma_nvbh: code, trang_thai: status === 'open' ? openTaskStatuses : status };
};
