import { z } from 'zod';
import { tableDateRangeQuery, tablePagingQuery } from '../resources/list-query.js';

export const auditActions = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

/** One change made through the API (GET system/logs). */
export const auditLogSchema = z.object({
  id: z.string().describe('Entry id'),
  at: z.string().describe('When (ISO 8601)'),
  user_name: z.string(),
  ip: z.string().nullable(),
  device_id: z.string().nullable(),
  action: z.enum(auditActions),
  resource: z.string().describe("API path of the set, e.g. 'stock/units'"),
  resource_name: z.string().describe("Set name, e.g. 'units'"),
  record_id: z.string().nullable().describe('_id of the row'),
  record_key: z.string().nullable().describe("Natural key, e.g. 'HOP' or 'CN01/HD'"),
  before: z.record(z.string(), z.unknown()).nullable().describe('The row before the change (null on create)'),
  after: z.record(z.string(), z.unknown()).nullable().describe('The row after the change (null on delete)'),
});
export type AuditLogEntry = z.infer<typeof auditLogSchema>;

/** Filters of GET system/logs/total. */
export const auditLogFilterSchema = z.object({
  user_name: z.string().trim().min(1).max(100).optional(),
  resource: z.string().trim().min(1).max(200).optional().describe("API path or set name, e.g. 'stock/units'"),
  action: z.enum(auditActions).optional(),
  record_id: z.string().trim().min(1).max(100).optional(),
  ...tableDateRangeQuery,
});

/** Query of GET system/logs: the filters plus the data table's paging, pageIndex and pageSize (newest first). */
export const auditLogQuerySchema = auditLogFilterSchema.extend(tablePagingQuery);
