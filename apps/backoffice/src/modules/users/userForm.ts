import { isWeakPassword, parseBranchs, type UserDetail, type UserWrite } from '@sen/domain';
import { matrixOf, rightsOfMatrix, type RightsMatrix } from './rightsMatrix';

/** What the user form edits. */
export type UserFormValues = {
  user_name: string;
  ten_nsd: string;
  email: string;
  password: string;
  confirm: string;
  is_admin: boolean;
  branchs: string[];
  ma_nvbh: string;
  ten_nvbh: string;
  employee_yn: boolean;
  employees: string[];
  agent_id: string;
  agent_pass: string;
  has_agent_pass: boolean;
  locked: boolean;
  rights: RightsMatrix;
};

/** The fields a form problem can sit on. */
export type UserFormField = 'user_name' | 'ten_nsd' | 'email' | 'password' | 'confirm';

/** A problem of the form, as an i18n key under `users.form.errors`. */
export type UserFormProblem = 'required' | 'email' | 'userName' | 'passwordWeak' | 'confirm';

/** The values of a new user: nothing granted. */
export const emptyUserForm = (): UserFormValues => ({
  user_name: '',
  ten_nsd: '',
  email: '',
  password: '',
  confirm: '',
  is_admin: false,
  branchs: [],
  ma_nvbh: '',
  ten_nvbh: '',
  employee_yn: false,
  employees: [],
  agent_id: '',
  agent_pass: '',
  has_agent_pass: false,
  locked: false,
  rights: matrixOf(),
});

/** The values of an existing user (passwords empty: kept unless typed). */
export const userFormOf = (user: UserDetail): UserFormValues => ({
  ...emptyUserForm(),
  user_name: user.user_name,
  ten_nsd: user.ten_nsd,
  email: user.email ?? '',
  is_admin: user.is_admin,
  branchs: parseBranchs(user.branchs),
  ma_nvbh: user.ma_nvbh ?? '',
  ten_nvbh: user.ten_nvbh ?? '',
  employee_yn: user.employee_yn,
  employees: [...user.employees],
  agent_id: user.agent_id ?? '',
  has_agent_pass: user.has_agent_pass,
  locked: user.locked,
  rights: matrixOf(user.rights),
});

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const userNamePattern = /^[\p{L}\p{N}._@-]+$/u;

/**
 * The form's problems per field, the server's rules checked before sending: required user name (letters,
 * digits, . _ @ -) and display name, a valid email when given, a password on create (optional on edit) that
 * passes the strength rule, and the confirmation equal to it.
 */
export const validateUserForm = (
  values: UserFormValues,
  isNew: boolean,
): Partial<Record<UserFormField, UserFormProblem>> => {
  const problems: Partial<Record<UserFormField, UserFormProblem>> = {};
  const userName = values.user_name.trim();
  if (!userName) problems.user_name = 'required';
  else if (!userNamePattern.test(userName)) problems.user_name = 'userName';
  if (!values.ten_nsd.trim()) problems.ten_nsd = 'required';
  if (values.email.trim() && !emailPattern.test(values.email.trim())) problems.email = 'email';
  if (!values.password) {
    if (isNew) problems.password = 'required';
  } else if (isWeakPassword(values.password, userName)) problems.password = 'passwordWeak';
  if (values.password !== values.confirm && (values.password || values.confirm)) problems.confirm = 'confirm';
  return problems;
};

/** The body of POST/PUT system/users: the user with its rights (an empty password keeps the current one). */
export const userBodyOf = (values: UserFormValues): UserWrite => ({
  user_name: values.user_name.trim(),
  ten_nsd: values.ten_nsd.trim(),
  email: values.email.trim() || null,
  ...(values.password ? { password: values.password } : {}),
  is_admin: values.is_admin,
  branchs: values.branchs.join(','),
  employee_yn: values.employee_yn,
  employees: values.employees,
  ma_nvbh: values.ma_nvbh || null,
  agent_id: values.agent_id.trim() || null,
  ...(values.agent_id.trim() && values.agent_pass ? { agent_pass: values.agent_pass } : {}),
  locked: values.locked,
  rights: rightsOfMatrix(values.rights),
});
