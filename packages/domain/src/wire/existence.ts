import { z } from 'zod';

/**
 * Existence checks of spec section 7, behind the validators of spec section 5 (unique-property,
 * unique-partner-phone, unique-partner-phone-employee, unique-partner-website-employee).
 */

/** The literal record id meaning "a record not saved yet": every record counts. */
export const NEW_RECORD_ID = 'New';

/** GET crm/{type}/{id or New}/exists/{field}/{value} and GET crm/partners[/{id}]/exists/phone/{phone}. */
export const existsResultSchema = z.object({
  exists: z.boolean().describe('Another record of the tenant (any record when the id is New) has the value'),
});
export type ExistsResult = z.infer<typeof existsResultSchema>;

/**
 * GET crm/partners/{id}/exists/{phone|website}/{value}/employee: whether another salesperson already owns a
 * partner with the value; when so, who (code and name) and which record (id), for the message
 * 'handled by {ma_nvbh} - {ten_nvbh}' and the link to that customer.
 */
export const employeeExistsResultSchema = z.object({
  exists: z
    .boolean()
    .describe("A partner with the value is owned by a salesperson other than the caller's own"),
  ma_nvbh: z.string().nullable().describe('Code of the owning salesperson (null when exists is false)'),
  ten_nvbh: z
    .string()
    .nullable()
    .describe('Name of the owning salesperson (null when exists is false or the name is unknown)'),
  id: z.string().nullable().describe('Record id of the owned partner (null when exists is false)'),
});
export type EmployeeExistsResult = z.infer<typeof employeeExistsResultSchema>;

/** The optional `tenant` query of the employee checks: when sent, it must equal the Tenant header. */
export const employeeExistsQuerySchema = z.object({
  tenant: z.string().optional().describe('Tenant code; when sent it must equal the Tenant header'),
});
