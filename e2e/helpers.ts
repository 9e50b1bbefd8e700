import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

export const demo = {
  admin: { user: 'admin', password: 'Admin@123' },
  cashier: { user: 'thungan', password: 'Cashier@123' },
  sales: { user: 'nvbh01', password: 'Sales@123' },
  customerPhone: '0901234567',
};

/**
 * The business's day and clock (Vietnam, Asia/Ho_Chi_Minh) at an instant, worked out here with Intl (not with the
 * app's helpers) so that a spec can check what the screens show whatever zone the runner or the browser is in.
 */
export const inVietnam = (at: Date | string | number = Date.now()) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Ho_Chi_Minh',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(at))
      .map((p) => [p.type, p.value]),
  ) as Record<string, string>;
  return {
    /** 'YYYY-MM-DD' */
    day: `${parts.year}-${parts.month}-${parts.day}`,
    /** 'DD/MM/YYYY' */
    dayVi: `${parts.day}/${parts.month}/${parts.year}`,
    /** 'HH:mm' */
    time: `${parts.hour}:${parts.minute}`,
  };
};

/** Signs in through the back office's login form (Vietnamese labels, the default locale). */
export const signIn = async (page: Page, who: { user: string; password: string }, rememberMe = false) => {
  await page.getByLabel('Tên đăng nhập').fill(who.user);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(who.password);
  if (rememberMe) await page.getByText('Ghi nhớ đăng nhập').click();
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
};

/** Signs in and waits until the start-up has finished (the landing page is shown). */
export const signInAs = async (page: Page, who: { user: string; password: string }) => {
  await page.goto('/auth/login');
  await signIn(page, who);
  await expect.poll(() => new URL(page.url()).pathname).not.toBe('/auth/login');
};

export const expectPath = async (page: Page, path: string) => {
  await expect.poll(() => new URL(page.url()).pathname).toBe(path);
};

/**
 * Signs in through the API (as the back office does) and answers the headers of a signed-in call: the demo
 * tenant, the first branch and the bearer token.
 */
export const apiHeaders = async (request: APIRequestContext, who: { user: string; password: string }) => {
  const login = await request.post('/api/auth/login', {
    headers: { Tenant: 'demo' },
    data: { user_name: who.user, password: who.password, system_type: 'backoffice', login_type: 'password' },
  });
  expect(login.ok(), `API sign-in of ${who.user}`).toBe(true);
  const { session } = (await login.json()) as { session: { access_token: string } };
  return { Tenant: 'demo', Branchs: 'CN01', Authorization: `Bearer ${session.access_token}` };
};

/** Types into a picker and takes its first option. */
export const pickFirst = async (page: Page, combo: Locator, search: string) => {
  await combo.fill(search);
  // The options before the search answers are the unfiltered ones (the newest first): wait for one naming what was
  // typed, else take the first the search left.
  const named = page
    .getByRole('option')
    .filter({ hasText: new RegExp(search.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i') })
    .first();
  const found = await named.waitFor({ state: 'visible', timeout: 5_000 }).then(
    () => true,
    () => false,
  );
  const option = found ? named : page.getByRole('option').first();
  await expect(option).toBeVisible();
  await option.click();
};

/** Picks the branch when the form did not pick one (several branches selected). */
export const ensureBranch = async (page: Page, form: Locator) => {
  const branch = form.getByRole('combobox', { name: 'Đơn vị' });
  if ((await branch.inputValue()) === '') await pickFirst(page, branch, 'CN01');
};

/** Opens a new voucher's form (`…/new`, the form named by its title) with its branch picked. */
export const newVoucherForm = async (page: Page, path: string, title: string) => {
  await page.goto(path);
  const form = page.getByRole('form', { name: title });
  await ensureBranch(page, form);
  return form;
};

/** Types a code into a picker and takes the option of that code (once the search has answered). */
export const pickCode = async (page: Page, combo: Locator, code: string) => {
  await combo.fill(code);
  const option = page.getByRole('option').filter({ hasText: code }).first();
  await expect(option).toBeVisible();
  await option.click();
};

/** Types into a number input, replacing what it holds (a picked product already filled the price). */
export const typeNumber = async (input: Locator, text: string) => {
  await input.click();
  await input.press('Control+a');
  await input.pressSequentially(text);
};

/**
 * Runs `run` with config flags set through the API (as the settings screen sets them), then puts back what they
 * were: e.g. sale_bill_price_manual for a bill whose prices are typed, not the products' own.
 */
export const withConfigFlags = async <T>(
  request: APIRequestContext,
  headers: Record<string, string>,
  flags: Record<string, 't' | 'f'>,
  run: () => Promise<T>,
): Promise<T> => {
  const set = async (name: string, value: string) => {
    const res = await request.put(`/api/system/configs/name/${name}`, { headers, data: { value } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  const before: Record<string, string> = {};
  for (const name of Object.keys(flags)) {
    const res = await request.get(`/api/system/configs/name/${name}`, { headers });
    before[name] = res.ok() ? String(((await res.json()) as { value?: unknown }).value ?? 'f') : 'f';
  }
  for (const [name, value] of Object.entries(flags)) await set(name, value);
  try {
    return await run();
  } finally {
    for (const [name, value] of Object.entries(before)) await set(name, value);
  }
};

/**
 * Opens the cashier's shift the till asks for on a device without one (the float typed in, Enter), and waits
 * until the till is free to sell.
 */
export const openTillShift = async (page: Page, float = '0') => {
  const dialog = page.getByRole('dialog', { name: 'Mở ca thu ngân' });
  await dialog.getByLabel('Tiền đầu ca').fill(float);
  await dialog.getByLabel('Tiền đầu ca').press('Enter');
  await expect(dialog).toBeHidden();
};
