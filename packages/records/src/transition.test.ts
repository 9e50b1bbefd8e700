import { describe, expect, it } from 'vitest';
import { paymentCards } from '@sen/domain/resources';
import { transitionRequestOf } from './transition.js';

const lock = paymentCards.statuses!.transitions.find((t) => t.name === 'lock')!;
const activate = paymentCards.statuses!.transitions.find((t) => t.name === 'activate')!;

describe('the request of a transition', () => {
  it('posts to the row under the resource, with the reason it asks for, trimmed', () => {
    expect(transitionRequestOf(paymentCards, { id: 'a/b', transition: lock, reason: ' Mất thẻ ' })).toEqual({
      url: '/sales/payment-cards/a%2Fb/lock',
      body: { ly_do_khoa: 'Mất thẻ' },
    });
  });

  it('sends no body for a transition without a reason, and goes under a view’s own path when given', () => {
    expect(
      transitionRequestOf(paymentCards, { id: '7', transition: activate, path: 'sales/cards-view' }),
    ).toEqual({
      url: '/sales/cards-view/7/activate',
      body: undefined,
    });
  });
});
