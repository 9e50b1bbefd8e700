import { describe, expect, it } from 'vitest';
import { branchScope, refusedBranchs } from './branch-scope.js';

const existing = ['CN01', 'CN02', 'CN03'];

describe('branchScope', () => {
  it('gives an admin every existing branch', () => {
    expect(branchScope({ isAdmin: true, branchs: '' }, existing)).toEqual(existing);
  });
  it('gives others the granted branches that exist', () => {
    expect(branchScope({ isAdmin: false, branchs: 'CN03, CN01,CN09' }, existing)).toEqual(['CN01', 'CN03']);
    expect(branchScope({ isAdmin: false, branchs: '' }, existing)).toEqual([]);
  });
  it('lists the requested codes outside the scope', () => {
    expect(refusedBranchs(['CN01', 'CN02', 'CN09'], ['CN01'])).toEqual(['CN02', 'CN09']);
    expect(refusedBranchs([], ['CN01'])).toEqual([]);
  });
});
