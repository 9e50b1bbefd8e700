import { describe, expect, it } from 'vitest';
import { configDefaults } from '@sen/domain';
import { f } from '@sen/domain/resources';
import { apiFailure, recordingHttp } from '../test/http.js';
import {
  duplicateProblem,
  isFieldRequired,
  localProblem,
  partnerOwnedProblem,
  remoteProblem,
  schemaProblem,
  uniquePartnerPhoneProblem,
  uniquePropertyProblem,
} from './form-rules.js';

const phone = f.phone(['Điện thoại', 'Phone'], { requiredWhen: 'crm_partner_require_phone' });
const flagOff = [{ name: 'crm_partner_require_phone', group: 'crm', value: 'f' }];

describe('local validators', () => {
  it('requires a field declared required, and one whose config flag is on (crm_partner_require_phone defaults to true)', () => {
    expect(isFieldRequired(f.text(['A', 'A'], { required: true }), [])).toBe(true);
    expect(isFieldRequired(phone, configDefaults)).toBe(true);
    expect(isFieldRequired(phone, [])).toBe(true);
    expect(isFieldRequired(phone, flagOff)).toBe(false);
    expect(isFieldRequired(f.text(['A', 'A'], { required: true, readOnly: true }), [])).toBe(false);
  });

  it('says required only for empty values of required fields', () => {
    expect(localProblem(phone, '', [])).toEqual({ code: 'required' });
    expect(localProblem(phone, '  ', [])).toEqual({ code: 'required' });
    expect(localProblem(phone, '', flagOff)).toBeNull();
    expect(localProblem(f.lines(['L', 'L'], {}), [], [])).toBeNull();
  });

  it('checks a phone has 10 to 15 digits once non-digits are stripped', () => {
    expect(localProblem(phone, '0901 234', [])).toEqual({ code: 'phone' });
    expect(localProblem(phone, '0901 234 567', [])).toBeNull();
    expect(localProblem(phone, '+84 (901) 234-567', [])).toBeNull();
    expect(localProblem(phone, '1234567890123456', [])).toEqual({ code: 'phone' });
  });

  it('checks an email has its parts', () => {
    const email = f.email(['Email', 'Email']);
    expect(localProblem(email, 'a@b', [])).toEqual({ code: 'email' });
    expect(localProblem(email, 'an@example.vn', [])).toBeNull();
  });

  it('duplicate: the value must differ from the target field (case and spaces ignored), empty never clashes', () => {
    const labels = { field: 'Điện thoại 2', target: 'Điện thoại' };
    expect(duplicateProblem('0901234567', ' 0901234567 ', labels)).toEqual({ code: 'duplicate', ...labels });
    expect(duplicateProblem('ab', 'AB', labels)).toEqual({ code: 'duplicate', ...labels });
    expect(duplicateProblem('0901234567', '0901234568', labels)).toBeNull();
    expect(duplicateProblem('', '', labels)).toBeNull();
  });
});

describe("the resource's zod rule of a value", () => {
  it('says the schema’s message for a value the server would refuse; nothing of empty or read-only values', () => {
    const code = f.code(['Mã', 'Code'], { max: 5 });
    expect(schemaProblem(code, 'KH 01')).toMatchObject({
      code: 'invalid',
      issue: {
        code: 'invalid_format',
        message: 'Chỉ gồm chữ không dấu, số, dấu chấm, gạch ngang, gạch dưới',
      },
    });
    expect(schemaProblem(code, 'KH0001')).toMatchObject({ code: 'invalid' });
    expect(schemaProblem(code, 'KH01')).toBeNull();
    expect(schemaProblem(code, null)).toBeNull();
    expect(schemaProblem(f.money(['Giá', 'Price']), 1.5)).toMatchObject({ code: 'invalid' });
    expect(schemaProblem(f.money(['Tổng', 'Total'], { readOnly: true }), -1)).toBeNull();
  });
});

describe('unique-property', () => {
  it('asks GET /crm/{resource}/{id or New}/exists/{field}/{value} and says the value exists', async () => {
    const { http, calls } = recordingHttp(() => ({ exists: true }));
    expect(
      await uniquePropertyProblem(http, { resource: 'partners', field: 'ma_kh', value: ' KH 01/x ' }),
    ).toEqual({
      code: 'exists',
      value: 'KH 01/x',
    });
    expect(calls[0]?.path).toBe('/crm/partners/New/exists/ma_kh/KH%2001%2Fx');
    await uniquePropertyProblem(http, { resource: 'partners', id: 'abc', field: 'ma_kh', value: 'KH01' });
    expect(calls[1]?.path).toBe('/crm/partners/abc/exists/ma_kh/KH01');
  });

  it('is valid when the value is free, and when the call fails', async () => {
    expect(
      await uniquePropertyProblem(recordingHttp(() => ({ exists: false })).http, {
        resource: 'partners',
        field: 'ma_kh',
        value: 'A',
      }),
    ).toBeNull();
    const failing = recordingHttp(() => {
      throw apiFailure(500, 'down');
    });
    expect(
      await uniquePropertyProblem(failing.http, { resource: 'partners', field: 'ma_kh', value: 'A' }),
    ).toBeNull();
  });
});

describe('unique-partner-phone', () => {
  it('asks GET /crm/partners[/{id}]/exists/phone/{phone}; a failed call counts as valid', async () => {
    const { http, calls } = recordingHttp(() => ({ exists: true }));
    expect(await uniquePartnerPhoneProblem(http, '0901234567')).toEqual({
      code: 'exists',
      value: '0901234567',
    });
    await uniquePartnerPhoneProblem(http, '0901234567', 'p1');
    expect(calls.map((c) => c.path)).toEqual([
      '/crm/partners/exists/phone/0901234567',
      '/crm/partners/p1/exists/phone/0901234567',
    ]);
    const failing = recordingHttp(() => {
      throw apiFailure(500, 'down');
    });
    expect(await uniquePartnerPhoneProblem(failing.http, '0901234567')).toBeNull();
  });
});

describe('unique-partner-phone-employee and unique-partner-website-employee', () => {
  it('names the salesperson who owns the value and the customer to link to', async () => {
    const { http, calls } = recordingHttp(() => ({
      exists: true,
      ma_nvbh: 'NV02',
      ten_nvbh: 'Trần Thị B',
      id: 'c9',
    }));
    expect(await partnerOwnedProblem(http, { kind: 'phone', value: '0901234567' })).toEqual({
      code: 'ownedBy',
      value: '0901234567',
      ma_nvbh: 'NV02',
      ten_nvbh: 'Trần Thị B',
      id: 'c9',
    });
    await partnerOwnedProblem(http, { kind: 'website', value: 'https://fb.com/x', id: 'p1', tenant: 'demo' });
    expect(calls[0]?.path).toBe('/crm/partners/New/exists/phone/0901234567/employee');
    expect(calls[1]).toMatchObject({
      path: '/crm/partners/p1/exists/website/https%3A%2F%2Ffb.com%2Fx/employee',
      query: { tenant: 'demo' },
    });
  });

  it('is valid when nobody else owns it, and INVALID when the call fails', async () => {
    const free = recordingHttp(() => ({ exists: false, ma_nvbh: null, ten_nvbh: null, id: null }));
    expect(await partnerOwnedProblem(free.http, { kind: 'phone', value: '0901234567' })).toBeNull();
    const failing = recordingHttp(() => {
      throw apiFailure(500, 'down');
    });
    expect(await partnerOwnedProblem(failing.http, { kind: 'phone', value: '0901234567' })).toEqual({
      code: 'checkFailed',
    });
  });
});

describe('remoteProblem: the checks a field gets', () => {
  const website = f.text(['Website', 'Website']);
  const code = f.code(['Mã', 'Code'], { unique: true });

  it('a partner phone: ownership first, then any partner', async () => {
    const { http, calls } = recordingHttp((call) =>
      call.path.endsWith('/employee') ? { exists: false } : { exists: true },
    );
    const problem = await remoteProblem('dien_thoai', phone, '0901234567', {
      http,
      resource: 'partners',
      configs: [],
    });
    expect(problem).toEqual({ code: 'exists', value: '0901234567' });
    expect(calls.map((c) => c.path)).toEqual([
      '/crm/partners/New/exists/phone/0901234567/employee',
      '/crm/partners/exists/phone/0901234567',
    ]);
  });

  it('a partner website only while crm_partner_validate_website is on', async () => {
    const { http, calls } = recordingHttp(() => ({ exists: true, ma_nvbh: 'NV02', ten_nvbh: 'B', id: 'c9' }));
    expect(
      await remoteProblem('website', website, 'fb.com/x', { http, resource: 'partners', configs: [] }),
    ).toBeNull();
    expect(calls).toHaveLength(0);
    const on = [{ name: 'crm_partner_validate_website', group: 'crm', value: 't' }];
    expect(
      await remoteProblem('website', website, 'fb.com/x', { http, resource: 'partners', configs: on }),
    ).toMatchObject({
      code: 'ownedBy',
      ma_nvbh: 'NV02',
    });
  });

  it('a unique field of any resource: unique-property with the record id', async () => {
    const { http, calls } = recordingHttp(() => ({ exists: true }));
    expect(
      await remoteProblem('ma_vt', code, 'VT01', { http, resource: 'products', id: 'r1', configs: [] }),
    ).toEqual({
      code: 'exists',
      value: 'VT01',
    });
    expect(calls[0]?.path).toBe('/crm/products/r1/exists/ma_vt/VT01');
    expect(
      await remoteProblem('ten', f.text(['T', 'T']), 'x', { http, resource: 'products', configs: [] }),
    ).toBeNull();
  });
});
