import { dashboardSummarySchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  demoPasswords,
  login,
  startTestServer,
  tokenFor,
  type TestServer,
} from './helpers/test-app.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';

let server: TestServer;
let demoAdmin: string;
let betaAdmin: string;
beforeAll(async () => {
  server = await startTestServer();
  await createSecondTenant(server.database.db);
  demoAdmin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  betaAdmin = await tokenFor(
    server.app,
    secondTenant.admin.user_name,
    secondTenant.admin.password,
    secondTenant.code,
  );
});
afterAll(() => server.close());

const lists = [
  '/api/system/branchs',
  '/api/system/command',
  '/api/system/configs',
  '/api/system/dictionaries',
  '/api/system/stt',
  '/api/system/voucher-locks',
  '/api/call-center/providers',
];

describe('tenant isolation', () => {
  it("refuses a token of one tenant sent with another tenant's header", async () => {
    for (const url of [...lists, '/api/dashboard/analytics']) {
      const res = await call(server.app, 'GET', url, { token: demoAdmin, tenant: secondTenant.code });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('TENANT_MISMATCH');
    }
    const back = await call(server.app, 'POST', '/api/auth/user-info', { token: betaAdmin, tenant: 'demo' });
    expect(back.json().code).toBe('TENANT_MISMATCH');
  });

  it("does not sign a user in with another tenant's password", async () => {
    const res = await login(server.app, 'admin', demoPasswords.admin, { tenant: secondTenant.code });
    expect(res.status).toBe(401);
  });

  it("never lists the other tenant's rows", async () => {
    for (const url of lists) {
      const demo = JSON.stringify((await call(server.app, 'GET', url, { token: demoAdmin })).json());
      const beta = JSON.stringify(
        (await call(server.app, 'GET', url, { token: betaAdmin, tenant: secondTenant.code })).json(),
      );
      for (const marker of ['Beta', 'beta-', 'BETA', 'BT02']) expect(demo, url).not.toContain(marker);
      for (const marker of ['Quận 1', 'CN02', 'stringee']) expect(beta, url).not.toContain(marker);
    }
    const branchs = (await call(server.app, 'GET', '/api/system/branchs', { token: demoAdmin })).json();
    expect(branchs.items.find((b: { ma_dvcs: string }) => b.ma_dvcs === 'CN01').ten_dvcs).toBe(
      'Chi nhánh Quận 1',
    );
  });

  it("keeps each tenant's dashboard to its own numbers", async () => {
    const demo = dashboardSummarySchema.parse(
      (await call(server.app, 'GET', '/api/dashboard/analytics', { token: demoAdmin })).json(),
    );
    const beta = dashboardSummarySchema.parse(
      (
        await call(server.app, 'GET', '/api/dashboard/analytics', {
          token: betaAdmin,
          tenant: secondTenant.code,
        })
      ).json(),
    );
    expect(demo.branches.map((b) => b.ma_dvcs)).toEqual(['CN01', 'CN02', 'CN03']);
    // The same code CN01 in both tenants: each sees its own branch.
    expect(beta.branches).toEqual([
      { ma_dvcs: 'BT02', ten_dvcs: 'Beta Cần Thơ' },
      { ma_dvcs: 'CN01', ten_dvcs: 'Beta Sài Gòn' },
    ]);
    // The beta tenant sold nothing: none of the demo's sales, appointments or rooms show in its figures.
    expect(beta.revenue?.total).toBe(0);
    expect(beta.trend?.every((day) => day.total === 0)).toBe(true);
    expect(beta.appointments?.total).toBe(0);
    expect(beta.rooms).toEqual({ in_use: 0, total: 0 });
    const sameCode = dashboardSummarySchema.parse(
      (
        await call(server.app, 'GET', '/api/dashboard/analytics', {
          token: demoAdmin,
          headers: { branchs: 'CN01' },
        })
      ).json(),
    );
    expect(sameCode.branches).toEqual([{ ma_dvcs: 'CN01', ten_dvcs: 'Chi nhánh Quận 1' }]);
    expect(sameCode.rooms?.total).toBeGreaterThan(0);
  });

  it('refuses a branch code that exists only in the other tenant', async () => {
    const res = await call(server.app, 'GET', '/api/dashboard/analytics', {
      token: demoAdmin,
      headers: { branchs: 'BT02' },
    });
    expect(res.statusCode).toBe(403);
  });

  it("finds customers for OTP only in the request's tenant, and gives no demo code outside the demo tenant", async () => {
    // The demo tenant answers as for any number (no enumeration), but its code signs no one in.
    const wrongTenant = await call(server.app, 'POST', '/api/auth/otp/customer/0911111111');
    expect(wrongTenant.statusCode).toBe(200);
    const signIn = await call(server.app, 'POST', '/api/auth/login', {
      body: {
        user_name: '0911111111',
        password: wrongTenant.json().demo_code,
        system_type: 'client',
        login_type: 'otp',
      },
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().code).toBe('OTP_INVALID');
    const own = await call(server.app, 'POST', '/api/auth/otp/customer/0911111111', {
      tenant: secondTenant.code,
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().demo_code).toBeUndefined();
  });
});
