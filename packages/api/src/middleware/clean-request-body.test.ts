import { describe, expect, it } from 'vitest';
import { bareClient } from '../../test/helpers.js';
import { POLICY_KEY } from '../request-policy.js';
import { cleanRequestBodyMiddleware } from './clean-request-body.js';

describe('cleanRequestBodyMiddleware', () => {
  it('strips nulls from POST and PUT bodies and adds ma_dvcs on POST with exactly one branch', async () => {
    let branchs = ['CN01'];
    const { calls, send } = bareClient([cleanRequestBodyMiddleware(() => branchs)]);
    await send('POST', '/crm/partners', { body: { ten: 'A', dia_chi: null, nested: { x: null, y: 1 } } });
    await send('PUT', '/crm/partners/1', { body: { ten: 'B', dia_chi: null } });
    await send('PATCH', '/crm/partners/1', { body: { dia_chi: null } });
    await send('DELETE', '/upload', { body: ['/api/files/1/a.png'] });
    await send('POST', '/crm/partners', { body: { ten: 'C', ma_dvcs: 'CN09' } });
    branchs = ['CN01', 'CN02'];
    await send('POST', '/crm/partners', { body: { ten: 'D' } });
    expect(calls.map((c) => c.body)).toEqual([
      { ten: 'A', nested: { y: 1 }, ma_dvcs: 'CN01' },
      { ten: 'B' },
      { dia_chi: null },
      ['/api/files/1/a.png'],
      { ten: 'C', ma_dvcs: 'CN09' },
      { ten: 'D' },
    ]);
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('adds no branch code to session calls or when the call says so', async () => {
    const { calls, send } = bareClient([cleanRequestBodyMiddleware(() => ['CN01'])]);
    await send('POST', '/auth/login', { body: { user_name: 'a', password: 'b', extra: null } });
    await send('POST', '/notifications/broadcast', {
      body: { title: 'x' },
      [POLICY_KEY]: { addBranch: false },
    });
    expect(calls.map((c) => c.body)).toEqual([{ user_name: 'a', password: 'b' }, { title: 'x' }]);
  });

  it('leaves bodies that are not JSON alone', async () => {
    const { calls, send } = bareClient([cleanRequestBodyMiddleware(() => ['CN01'])]);
    const form = new FormData();
    form.append('files', new Blob(['1']), 'a.txt');
    await send('POST', '/upload/files', { body: form, bodySerializer: (body: unknown) => body });
    expect(calls[0]?.body).toBeInstanceOf(FormData);
    expect((calls[0]?.body as FormData).get('ma_dvcs')).toBeNull();
  });
});
