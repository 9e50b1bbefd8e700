import { describe, expect, it } from 'vitest';
import { appRoutes } from '@sen/domain';
import { PUBLIC_SCREENS, publicScreenDecision } from './publicScreens';

describe('publicScreenDecision', () => {
  it('lists exactly the catalogue’s public routes', () => {
    const catalogue = appRoutes.filter((route) => route.guard === 'public').map((route) => route.path);
    expect([...PUBLIC_SCREENS].sort()).toEqual([...catalogue].sort());
  });

  it('decides the auth layout for a signed-out visitor on a public screen', () => {
    expect(publicScreenDecision('/auth/login', false)).toEqual({ layout: 'auth', noScroll: false });
    expect(publicScreenDecision('/error-404/', false)).toEqual({ layout: 'auth', noScroll: false });
  });

  it('leaves everything else, and signed-in users, to the full guard', () => {
    expect(publicScreenDecision('/auth/login', true)).toBeNull();
    expect(publicScreenDecision('/crm/partners', false)).toBeNull();
    expect(publicScreenDecision('/auth/login/extra', false)).toBeNull();
  });
});
