import { describe, expect, it } from 'vitest';
import { bareClient, json } from '../../test/helpers.js';
import { ApiRequestError } from '../api-error.js';
import { failureMiddleware, readBody } from './failure.js';

describe('failureMiddleware', () => {
  it('rejects with the server data, else the status text, else the system message', async () => {
    const answers = [
      json(
        { message: 'Không tìm thấy dữ liệu', code: 'NOT_FOUND' },
        { status: 404, statusText: 'Not Found' },
      ),
      new Response('', { status: 502, statusText: 'Bad Gateway' }),
      new Response('<html>oops</html>', { status: 500 }),
    ];
    const { send } = bareClient([failureMiddleware], () => answers.shift() ?? json({}));
    const first = await send('GET', '/a').catch((error: unknown) => error);
    expect(first).toBeInstanceOf(ApiRequestError);
    expect(first).toMatchObject({
      status: 404,
      message: 'Không tìm thấy dữ liệu',
      code: 'NOT_FOUND',
      data: { message: 'Không tìm thấy dữ liệu', code: 'NOT_FOUND' },
    });
    await expect(send('GET', '/b')).rejects.toMatchObject({
      status: 502,
      message: 'Bad Gateway',
      data: null,
    });
    await expect(send('GET', '/c')).rejects.toMatchObject({
      status: 500,
      message: 'Lỗi hệ thống, vui lòng thử lai sau ít phút!',
    });
  });

  it('lets a successful response through', async () => {
    const { send } = bareClient([failureMiddleware], () => json({ ok: true }));
    await expect(send('GET', '/a')).resolves.toMatchObject({ data: { ok: true } });
  });

  it('turns a network failure into status 0 with the system message, and keeps aborts as they are', async () => {
    const { send } = bareClient([failureMiddleware], () => {
      throw new TypeError('fetch failed');
    });
    await expect(send('GET', '/a')).rejects.toMatchObject({
      name: 'ApiRequestError',
      status: 0,
      message: 'Lỗi hệ thống, vui lòng thử lai sau ít phút!',
    });
    const aborted = bareClient([failureMiddleware], () => {
      throw new DOMException('stopped', 'AbortError');
    });
    await expect(aborted.send('GET', '/a')).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('reads bodies as JSON, text or nothing', async () => {
    expect(await readBody(new Response('{"a":1}'))).toEqual({ a: 1 });
    expect(await readBody(new Response('plain'))).toBe('plain');
    expect(await readBody(new Response(''))).toBeUndefined();
  });
});
