import { z } from 'zod';
import { tablePagingQuery, tableSearchQuery, tableSortQuery } from '../resources/list-query.js';
import { commandRoutes } from '../routes/catalogue.js';
import { bilingual } from '../input/issue-message.js';

/*
 * Wire shapes of the user administration screens (GET/POST/PUT/DELETE system/users, system/users/{id}/rights).
 * Password hashes and call-center passwords never leave the server: a user says only whether it has an agent_pass.
 */

/** The seven rights of a menu id, as stored in user_rights (spec section 6). */
export const rightFlagNames = [
  'r_access',
  'r_read',
  'r_readall',
  'r_add',
  'r_edit',
  'r_del',
  'r_print',
] as const;
export type RightFlagName = (typeof rightFlagNames)[number];

/**
 * Every menu id a user can be given rights on: the menu ids of the command routes (pages of the menu, approve
 * variants included), in menu order, each once.
 */
export const grantableMenuIds: readonly string[] = [...new Set(commandRoutes.map((route) => route.menuId))];

/** The menu id whose rights guard the user administration screens. */
export const USERS_MENU_ID = 'system.users';

/** Minimum length of a staff password. */
export const PASSWORD_MIN_LENGTH = 8;
/** Maximum length of a staff password. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * The password strength rule of staff accounts: at least PASSWORD_MIN_LENGTH characters, at least one letter and
 * one digit, and not containing the user name (case-insensitive). Answers whether the password breaks it.
 */
export const isWeakPassword = (password: string, userName = ''): boolean => {
  if (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH) return true;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return true;
  const name = userName.trim().toLowerCase();
  return name.length >= 3 && password.toLowerCase().includes(name);
};

const flag = (what: string) => z.boolean().describe(what);

/** One menu id and its seven rights. */
export const userRightSchema = z.object({
  menu_id: z.string().min(1).max(200).describe("Menu id, e.g. 'crm.partners' (see grantableMenuIds)"),
  r_access: flag('Access: the command shows in the menu and its pages open'),
  r_read: flag('Read the records'),
  r_readall: flag("Read every user's records (without it, only the user's own)"),
  r_add: flag('Add records'),
  r_edit: flag('Edit records (also lets read)'),
  r_del: flag('Delete records'),
  r_print: flag('Print'),
});
export type UserRight = z.infer<typeof userRightSchema>;

/** GET system/users/{id}/rights and the body of PUT system/users/{id}/rights. */
export const userRightsBodySchema = z.object({
  rights: z
    .array(userRightSchema)
    .max(2000)
    .describe(
      'GET: every grantable menu id in menu order with its seven flags (false when not granted). PUT: the rights that replace all of the user’s rights; menu ids left out get none',
    ),
});
export type UserRightsBody = z.infer<typeof userRightsBodySchema>;

/** A staff user as the administration screens see it. */
export const userSchema = z.object({
  id: z.string().describe('User id (uuid)'),
  user_name: z.string().describe('Sign-in name, unique per tenant ignoring case'),
  ten_nsd: z.string().describe('Display name'),
  email: z.string().nullable(),
  is_admin: z.boolean().describe('Administrator: passes every permission check'),
  branchs: z
    .string()
    .describe("Permitted branch codes, comma-separated (user_rights.branchs), e.g. 'CN01,CN02'"),
  employee_yn: z
    .boolean()
    .describe('Employee data scope on: only records of the listed employees (and records without one)'),
  employees: z.array(z.string()).describe('Salesperson codes (ma_nvbh) of the employee data scope'),
  ma_nvbh: z.string().nullable().describe('The salesperson the user is (saler)'),
  ten_nvbh: z.string().nullable(),
  agent_id: z.string().nullable().describe('Call-center agent id'),
  has_agent_pass: z
    .boolean()
    .describe('Whether a call-center agent password is stored (it is never sent back)'),
  locked: z
    .boolean()
    .describe('A locked user cannot sign in; their sessions are refused on the next request'),
  created_at: z.string().describe('ISO 8601 instant'),
});
export type User = z.infer<typeof userSchema>;

/** GET system/users/{id}: the user and, for the form, its rights. */
export const userDetailSchema = userSchema.extend({
  rights: z.array(userRightSchema).describe('Every grantable menu id in menu order with its seven flags'),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))
    .describe(what);

/** The fields of POST system/users and PUT system/users/{id}. */
export const userWriteSchema = z.object({
  user_name: z
    .string()
    .trim()
    .min(1)
    .max(50)
    .regex(
      /^[\p{L}\p{N}._@-]+$/u,
      bilingual({ vi: 'Chỉ gồm chữ, số và . _ @ -', en: 'Letters, digits and . _ @ - only' }),
    )
    .describe('Sign-in name (letters, digits, . _ @ -), unique per tenant ignoring case'),
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH)
    .optional()
    .describe(
      `Required on create; on update an empty or absent password keeps the current one. At least ${PASSWORD_MIN_LENGTH} characters with letters and digits, not containing the user name`,
    ),
  ten_nsd: z.string().trim().min(1).max(200).describe('Display name'),
  email: z
    .union([z.email().max(200), z.literal('')])
    .nullable()
    .optional()
    .transform((v) => (v ? v : null))
    .describe('Email (empty for none)'),
  is_admin: z.boolean().default(false).describe('Administrator; only administrators may set or change it'),
  branchs: z
    .string()
    .trim()
    .max(2000)
    .default('')
    .describe('Permitted branch codes, comma-separated; each must be a branch of the tenant'),
  employee_yn: z.boolean().default(false).describe('Employee data scope on'),
  employees: z
    .array(z.string().trim().min(1).max(32))
    .max(500)
    .default([])
    .describe('Salesperson codes of the employee data scope'),
  ma_nvbh: optionalText(32, 'Salesperson code the user is (a salesperson of the tenant); empty for none'),
  agent_id: optionalText(100, 'Call-center agent id; empty for none (clears the agent password too)'),
  agent_pass: z
    .string()
    .max(200)
    .optional()
    .describe('Call-center agent password; empty or absent keeps the stored one'),
  locked: z.boolean().default(false).describe('Locked users cannot sign in'),
  rights: z
    .array(userRightSchema)
    .max(2000)
    .optional()
    .describe('When given, replaces every right of the user in the same transaction (see PUT .../rights)'),
});
export type UserWrite = z.input<typeof userWriteSchema>;

/** Query of GET system/users: the data table's state. */
export const usersQuerySchema = z.object({
  ...tablePagingQuery,
  ...tableSortQuery,
  ...tableSearchQuery,
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/** Columns GET system/users sorts by. */
export const userSortKeys = [
  'user_name',
  'ten_nsd',
  'email',
  'is_admin',
  'locked',
  'ma_nvbh',
  'created_at',
] as const;
