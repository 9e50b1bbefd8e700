export { recordingHttp } from '../../api/test/recording-http.js';
export type { HttpCall } from '../../api/test/recording-http.js';

/** A failure as the API client raises it (ApiRequestError's shape): status, localised message, `{ code, details }`. */
export const apiFailure = (status: number, message: string, details?: unknown, code = 'X') =>
  Object.assign(new Error(message), { status, code, data: { message, code, details } });
