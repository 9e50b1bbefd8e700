import type { RowTarget } from '@sen/api';
import type { Right } from '@sen/auth';
import {
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { canRead, messageOf, type RecordsMessage } from './adapters.js';
import { changeLines, linesOf, recordWithLines, type Line, type LinesChange } from './lines.js';
import { pageCountOf, type ListParamsOf } from './list-params.js';
import { transitionOptions, type TransitionInput } from './transition.js';
import { useRecordsAdapters } from './provider.js';
import {
  deleteRecordOptions,
  errorMessageOf,
  isRecordChanged,
  listQueryOptions,
  lookupQueryOptions,
  recordKeys,
  recordQueryOptions,
  saveRecordOptions,
  type RecordsView,
  type SaveInput,
} from './query-options.js';
import type { RecordsResource, RowOf } from './resource.js';
import { DEFAULT_PAGE_SIZE } from '@sen/domain';

/**
 * How a read is made: `enabled` false holds it; `notifyFailure` false leaves a failure to the screen (a page that
 * shows it in place, with a retry) instead of a toast.
 */
export type ReadOptions = { enabled?: boolean | undefined; notifyFailure?: boolean | undefined };

/** Tells the user once about each failure of a read, with the server's message (unless the screen shows it). */
const useNotifyFailure = (error: unknown, notify = true) => {
  const { notifications } = useRecordsAdapters();
  useEffect(() => {
    if (error && notify) notifications.error(errorMessageOf(error));
  }, [error, notify, notifications]);
};

/**
 * Whether the signed-in user may do `right` on the resource: reading follows its read access (`canRead`), the
 * other rights `can` on its menu id. Only those are read: an app may pass them without the whole declaration.
 */
export const useCan = (
  resource: Pick<RecordsResource, 'readAccess' | 'menuId' | 'customerAccess'>,
  right: Right = 'read',
): boolean => {
  const { access } = useRecordsAdapters();
  return right === 'read' ? canRead(access, resource) : access.can({ menuId: resource.menuId, right });
};

/**
 * A page of a resource's list (search, filters, order, page, page size), typed rows from its zod row schema; with
 * `view`, the rows of a view of the resource (its path, read under its menu id). Not asked for when the user may
 * not read it (`allowed` false); a failure is shown through the notifications.
 */
export const useList = <R extends RecordsResource>(
  resource: R,
  params: ListParamsOf<R> = {},
  options: ReadOptions & { view?: RecordsView | undefined } = {},
) => {
  const { http, access } = useRecordsAdapters();
  const { view } = options;
  const resourceAllowed = useCan(resource, 'read');
  const allowed = view ? access.can({ menuId: view.menuId, right: 'read' }) : resourceAllowed;
  const query = useQuery({
    ...listQueryOptions(http, resource, params, view),
    enabled: allowed && (options.enabled ?? true),
  });
  useNotifyFailure(query.error, options.notifyFailure);
  const total = query.data?.total ?? 0;
  return {
    ...query,
    allowed,
    rows: query.data?.items ?? ([] as RowOf<R>[]),
    total,
    page: params.page ?? 1,
    pageCount: pageCountOf(total, params.pageSize ?? DEFAULT_PAGE_SIZE),
  };
};

/** One row of a resource by `_id` (nothing asked for while `id` is undefined). */
export const useRecord = <R extends RecordsResource>(
  resource: R,
  id: RowTarget | undefined,
  options: ReadOptions = {},
) => {
  const { http } = useRecordsAdapters();
  const allowed = useCan(resource, 'read');
  // Without an id (a new record) there is no row to address: nothing is asked for.
  const query = useQuery({
    ...(id === undefined
      ? { queryKey: recordKeys(resource).row(''), queryFn: skipToken }
      : recordQueryOptions(http, resource, id)),
    enabled: allowed && (options.enabled ?? true),
  } as ReturnType<typeof recordQueryOptions<R>>);
  useNotifyFailure(query.error, options.notifyFailure);
  return { ...query, allowed, record: query.data };
};

/** A picker's first matches of a search (code and name for a user who may only pick the resource). */
export const useLookup = <R extends RecordsResource>(resource: R, search: string, limit?: number) => {
  const { http } = useRecordsAdapters();
  const query = useQuery(lookupQueryOptions(http, resource, search, limit));
  useNotifyFailure(query.error);
  return { ...query, rows: query.data?.items ?? [] };
};

/**
 * A write of the records (its mutation options: the call, then the cached reads marked stale) told through the
 * notifications: the records' `message` on success (when given), the server's message on failure.
 */
const useToldMutation = <TData, TVariables>(
  options: UseMutationOptions<TData, Error, TVariables>,
  message?: RecordsMessage,
) => {
  const { i18n, notifications } = useRecordsAdapters();
  return useMutation({
    ...options,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      if (message) notifications.success(messageOf(i18n, message));
    },
    onError: (error) => notifications.error(errorMessageOf(error)),
  });
};

/**
 * Saves a row: `save({ values })` creates it, `save({ id, version, values })` replaces it as read at `version`.
 * Success is told through the notifications; a failure with the server's message. A save refused because
 * someone else saved the row since (409 RECORD_CHANGED) sets `changed`, so the screen can offer to reload.
 */
export const useSaveRecord = <R extends RecordsResource>(resource: R) => {
  const { http } = useRecordsAdapters();
  const mutation = useToldMutation(saveRecordOptions(http, resource, useQueryClient()), 'saved');
  const save = useCallback((input: SaveInput) => mutation.mutateAsync(input), [mutation]);
  return { ...mutation, save, changed: isRecordChanged(mutation.error) };
};

/**
 * Deletes a row: `remove(id)` resolves once it is gone (told through the notifications), or rejects with the
 * server's refusal (told too: 409 'Không thể xóa: ... đang được dùng ở ...').
 */
export const useDeleteRecord = <R extends RecordsResource>(resource: R) => {
  const { http } = useRecordsAdapters();
  const mutation = useToldMutation(deleteRecordOptions(http, resource, useQueryClient()), 'deleted');
  const remove = useCallback((target: RowTarget) => mutation.mutateAsync(target), [mutation]);
  return { ...mutation, remove };
};

/**
 * A voucher's lines kept while it is edited: `change` adds, updates or removes a line, and `record` is the
 * voucher with its lines and the totals the resource derives from them (the rule the server runs on save). Only its
 * lines field and `derive` are read: an app may pass them without the whole declaration.
 */
export const useLines = (resource: Pick<RecordsResource, 'linesField' | 'derive'>, initial: Line = {}) => {
  const [lines, setLines] = useState<Line[]>(() => linesOf(resource, initial));
  const change = useCallback((next: LinesChange) => setLines((current) => changeLines(current, next)), []);
  const record = useMemo(() => recordWithLines(resource, initial, lines), [resource, initial, lines]);
  return { lines, change, record };
};

/**
 * Runs a transition of the resource's status machine on a row: `run({ id, transition, reason })` resolves with the
 * stored row, or rejects with the server's refusal, which is told through the notifications (409: 'Không thể
 * chuyển trạng thái từ ...'). The app words its own success message.
 */
export const useRecordTransition = <R extends RecordsResource>(resource: R) => {
  const { http } = useRecordsAdapters();
  const mutation = useToldMutation(transitionOptions(http, resource, useQueryClient()));
  const run = useCallback((input: TransitionInput) => mutation.mutateAsync(input), [mutation]);
  return { ...mutation, run };
};
