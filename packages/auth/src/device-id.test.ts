import { describe, expect, it } from 'vitest';
import { deviceIdPattern } from '@sen/domain';
import { getDeviceId } from './device-id.js';
import { MemoryStorage } from '../test/helpers.js';

describe('getDeviceId', () => {
  it('creates a valid id once and keeps it', () => {
    const storage = new MemoryStorage();
    const id = getDeviceId(storage);
    expect(id).toMatch(deviceIdPattern);
    expect(storage.getItem('deviceId')).toBe(id);
    expect(getDeviceId(storage)).toBe(id);
    expect(getDeviceId(new MemoryStorage())).not.toBe(id);
  });

  it('replaces a stored value that is not a valid id', () => {
    const storage = new MemoryStorage();
    storage.setItem('deviceId', 'bad id!');
    expect(getDeviceId(storage)).toMatch(deviceIdPattern);
  });
});
