import { describe, expect, it } from 'vitest';
import { pathPolicy, policyOf, POLICY_KEY, withPolicyOf } from './request-policy.js';

describe('request policy', () => {
  it('sends no token and never refreshes sign-in calls; adds no branch code to session calls', () => {
    const signIn = { auth: false, refreshOnUnauthorized: false, addBranch: false };
    expect(pathPolicy('/auth/login')).toEqual(signIn);
    expect(pathPolicy('/auth/refresh-token')).toEqual(signIn);
    expect(pathPolicy('/auth/otp/customer/{id}')).toEqual(signIn);
    expect(pathPolicy('/auth/otp/customer/0901234567')).toEqual(signIn);
    expect(pathPolicy('/auth/logout')).toEqual({
      auth: true,
      refreshOnUnauthorized: false,
      addBranch: false,
    });
    expect(pathPolicy('/auth/user-info')).toEqual({
      auth: true,
      refreshOnUnauthorized: true,
      addBranch: false,
    });
    expect(pathPolicy('/health')).toMatchObject({ auth: false, refreshOnUnauthorized: false });
    expect(pathPolicy('/crm/partners')).toEqual({ auth: true, refreshOnUnauthorized: true, addBranch: true });
  });

  it("lets a call override its path's policy, and carries the override to a replacement request", () => {
    const request = Object.assign(new Request('http://x/api/a'), { [POLICY_KEY]: { addBranch: false } });
    expect(policyOf(request, '/crm/partners')).toEqual({
      auth: true,
      refreshOnUnauthorized: true,
      addBranch: false,
    });
    const next = withPolicyOf(new Request('http://x/api/a'), request);
    expect(policyOf(next, '/crm/partners').addBranch).toBe(false);
    const undefinedKept = Object.assign(new Request('http://x/'), { [POLICY_KEY]: { auth: undefined } });
    expect(policyOf(undefinedKept, '/crm/partners').auth).toBe(true);
  });
});
