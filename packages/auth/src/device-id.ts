import type { WebStorage } from './web-storage.js';
import { deviceIdPattern } from '@sen/domain';

/** Storage key of the device id. */
export const deviceIdKey = 'deviceId';

/** A random UUID v4 built from getRandomValues (available outside secure contexts, unlike randomUUID). */
export const randomDeviceId = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/** The device id kept in `storage['deviceId']`, created once (a stored value that is not a valid id is replaced). */
export const getDeviceId = (storage: WebStorage): string => {
  const stored = storage.getItem(deviceIdKey);
  if (stored && deviceIdPattern.test(stored)) return stored;
  const created = randomDeviceId();
  storage.setItem(deviceIdKey, created);
  return created;
};
