import { describe, expect, it } from 'vitest';
import { ApiRequestError, failureMessage } from './api-error.js';

describe('ApiRequestError', () => {
  it('takes the server message first', () => {
    const error = new ApiRequestError({
      status: 403,
      statusText: 'Forbidden',
      body: { message: 'Bạn không có quyền thực hiện chức năng này', code: 'FORBIDDEN' },
    });
    expect(error.message).toBe('Bạn không có quyền thực hiện chức năng này');
    expect(error.status).toBe(403);
    expect(error.code).toBe('FORBIDDEN');
    expect(error.data).toEqual({ message: 'Bạn không có quyền thực hiện chức năng này', code: 'FORBIDDEN' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ApiRequestError');
  });

  it('falls back to the status text, then to the system message', () => {
    expect(failureMessage({ code: 'X' }, 'Bad Gateway')).toBe('Bad Gateway');
    expect(failureMessage(undefined, 'Not Found')).toBe('Not Found');
    expect(failureMessage('<html>502</html>', 'Bad Gateway')).toBe('Bad Gateway');
    expect(failureMessage('plain reason', 'Bad Gateway')).toBe('plain reason');
    expect(failureMessage(undefined, '')).toBe('Lỗi hệ thống, vui lòng thử lai sau ít phút!');
    expect(new ApiRequestError({ status: 0 }).message).toBe('Lỗi hệ thống, vui lòng thử lai sau ít phút!');
  });
});
