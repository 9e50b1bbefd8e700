import { describe, expect, it } from 'vitest';
import { QRPay } from 'vietnam-qr-pay';
import { receivingAccountOf, transferPurpose, vietQrPayload } from './vietqr';

/** The CRC-16/CCITT-FALSE of an EMVCo payload, computed here from the standard (not by the library). */
const crc16 = (text: string): string => {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
};

const branch = { nh_bin: '970436', so_tk_nh: '1031234567', ten_tk_nh: 'CONG TY TNHH SEN SPA' };

describe('VietQR at the till', () => {
  it('knows the branch’s bank by its BIN, and nothing when it names none or an unknown one', () => {
    expect(receivingAccountOf(branch)).toEqual({
      bin: '970436',
      bank: 'Vietcombank',
      account: '1031234567',
      holder: 'CONG TY TNHH SEN SPA',
    });
    expect(receivingAccountOf({ ...branch, nh_bin: '123456' })).toBeUndefined();
    expect(receivingAccountOf({ ...branch, so_tk_nh: ' ' })).toBeUndefined();
    expect(receivingAccountOf(undefined)).toBeUndefined();
  });

  it('builds a dynamic NAPAS payload with the amount, the content and a valid CRC', () => {
    const payload = vietQrPayload({ bin: '970436', account: '1031234567' }, 32_400, 'Sen CN01 đơn #12');
    // Payload format 01, dynamic (12), NAPAS GUID, the bank and account, VND (704), the amount, VN.
    expect(payload.startsWith('000201010212')).toBe(true);
    expect(payload).toContain('A000000727');
    expect(payload).toContain('0006970436');
    expect(payload).toContain('01101031234567');
    expect(payload).toContain('5303704');
    expect(payload).toContain('540532400');
    expect(payload).toContain('5802VN');
    expect(payload.slice(-8, -4)).toBe('6304');
    expect(payload.slice(-4)).toBe(crc16(payload.slice(0, -4)));
    const read = new QRPay(payload);
    expect(read.isValid).toBe(true);
    expect(read.amount).toBe('32400');
    expect(read.additionalData.purpose).toBe('SEN CN01 DON 12');
  });

  it('keeps the transfer content to what every bank accepts', () => {
    expect(transferPurpose('Thanh toán đơn #BL000123 – chi nhánh Quận 1')).toBe('THANH TOAN DON BL000123 C');
  });
});
