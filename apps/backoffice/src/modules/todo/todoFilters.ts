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

/**
 * The fixed filters of the user's to-do list: the appointments they own (the tasks' owner field `ma_nvbh`, the
 * salesperson code of their user info) in one open status. Undefined when the user has no salesperson code: they
 * own no appointment.
 */
export const todoFiltersOf = (
  user: Pick<UserInfo, 'saler'> | null,
  status: OpenTaskStatus,
): { ma_nvbh: string; trang_thai: OpenTaskStatus } | undefined => {
  const code = user?.saler?.ma_nvbh.trim();
  return code ? { ma_nvbh: code, trang_thai: status } : undefined;
};
