import { ApiError } from '../http/api-error.js';
import { open, seal } from './aes-gcm.js';
import type { TenantKeys } from './tenant-keys.js';

/** What every value sealed for a tenant is bound to, so another tenant's ciphertext never opens. */
const valueAad = (tenantId: string) => `sen:value:${tenantId}`;

/** Encrypts and decrypts text values with the tenant's data key (POST system/encrypt, encrypts, decrypt). */
export class TenantCipher {
  constructor(private readonly keys: TenantKeys) {}

  /** Each call uses a fresh random IV: the same text gives a different ciphertext every time. */
  async encrypt(tenantId: string, values: readonly string[]): Promise<string[]> {
    const key = await this.keys.keyOf(tenantId);
    return values.map((value) => seal(key, Buffer.from(value, 'utf8'), valueAad(tenantId)));
  }

  /** 400 CIPHERTEXT_INVALID when a value is malformed, tampered with, or sealed for another tenant. */
  async decrypt(tenantId: string, value: string): Promise<string> {
    const key = await this.keys.keyOf(tenantId);
    const plain = open(key, value, valueAad(tenantId));
    if (!plain) throw new ApiError(400, 'CIPHERTEXT_INVALID');
    return plain.toString('utf8');
  }
}
