import { z } from 'zod';

/** Where a sign-in comes from: the staff back office, the cashier app, or the customer portal. */
export const systemTypeSchema = z.enum(['backoffice', 'pos', 'client']);
export type SystemType = z.infer<typeof systemTypeSchema>;

/** How the credentials are checked: a password, or a one-time code sent to a customer's phone. */
export const loginTypeSchema = z.enum(['password', 'otp']);
export type LoginType = z.infer<typeof loginTypeSchema>;

export const loginRequestSchema = z.object({
  user_name: z.string().trim().min(1).max(100),
  password: z.string().min(1).max(200),
  system_type: systemTypeSchema.default('backoffice'),
  login_type: loginTypeSchema.default('password'),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const sessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** ISO 8601 instant at which the access token expires. */
  expiration_date: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const userRightsSchema = z.object({
  /** Permitted branch codes (ma_dvcs) joined by commas. */
  branchs: z.string(),
  /** Employee codes whose data the user may see when employee_yn is 1. */
  employees: z.array(z.string()),
  /** 1: the employee data scope applies; 0: the user sees every employee's data. */
  employee_yn: z.union([z.literal(0), z.literal(1)]),
});
export type UserRights = z.infer<typeof userRightsSchema>;

export const salerSchema = z.object({ ma_nvbh: z.string(), ten_nvbh: z.string() });
export type Saler = z.infer<typeof salerSchema>;

export const userConfigSchema = z.object({ name: z.string(), value: z.string() });

export const userInfoSchema = z.object({
  user_name: z.string(),
  /** Display name of the user (tên người sử dụng). */
  ten_nsd: z.string(),
  email: z.string().nullable(),
  is_admin: z.union([z.literal(0), z.literal(1)]),
  /** 'staff' for back office and POS users, 'customer' for the client portal. */
  user_type: z.enum(['staff', 'customer']),
  /** Customer code when user_type is 'customer'. */
  ma_kh: z.string().nullable(),
  user_rights: userRightsSchema,
  r_access: z.array(z.string()),
  r_read: z.array(z.string()),
  r_readall: z.array(z.string()),
  r_add: z.array(z.string()),
  r_edit: z.array(z.string()),
  r_del: z.array(z.string()),
  r_print: z.array(z.string()),
  saler: salerSchema.nullable(),
  agent_id: z.string().nullable(),
  agent_pass: z.string().nullable(),
  user_configs: z.array(userConfigSchema),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/**
 * A user's info with nothing granted (a staff user of no branch, no rights, no employee scope) and the given
 * values over it: what the server builds a session's info from, and what tests start their users from.
 */
export const userInfoOf = (values: Partial<UserInfo> & Pick<UserInfo, 'user_name'>): UserInfo => ({
  ten_nsd: values.user_name,
  email: null,
  is_admin: 0,
  user_type: 'staff',
  ma_kh: null,
  user_rights: { branchs: '', employees: [], employee_yn: 0 },
  r_access: [],
  r_read: [],
  r_readall: [],
  r_add: [],
  r_edit: [],
  r_del: [],
  r_print: [],
  saler: null,
  agent_id: null,
  agent_pass: null,
  user_configs: [],
  ...values,
});

export const loginResponseSchema = z.object({ user_info: userInfoSchema, session: sessionSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** An access token as a request body carries it (a JWT: a few hundred characters). */
const accessTokenText = z.string().max(4096);
/** A refresh token as a request body carries it (opaque: 43 characters). */
const refreshTokenText = z.string().max(512);

export const refreshRequestSchema = z.object({
  access_token: accessTokenText.optional(),
  refresh_token: refreshTokenText.min(1),
});
export type RefreshRequest = z.input<typeof refreshRequestSchema>;

export const userInfoRequestSchema = z.object({
  access_token: accessTokenText.optional(),
  refresh_token: refreshTokenText.optional(),
});

export const logoutRequestSchema = z.object({ refresh_token: refreshTokenText.optional() });

export const otpResponseSchema = z.object({
  /** Seconds until the code expires (config otp_expiration, minutes). */
  expires_in: z.number().int(),
  /** Codes still allowed for this phone in the current hour (config otp_max_hourly). */
  remaining: z.number().int(),
  /** Only in demo mode, where no SMS gateway is configured: the code itself. */
  demo_code: z.string().optional(),
});
export type OtpResponse = z.infer<typeof otpResponseSchema>;
