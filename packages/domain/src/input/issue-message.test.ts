import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { f } from '../resources/fields.js';
import { fieldSchemaOf } from '../resources/field-schema.js';
import { tablePagingQuery } from '../resources/list-query.js';
import { withoutRefusedCharacters } from '../text/characters.js';
import { issueMessage, type IssueLike } from './issue-message.js';

/** The first issue of a refused value, as a ZodError holds it. */
const issueOf = (schema: z.ZodType, value: unknown): IssueLike => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error(`${JSON.stringify(value)} was accepted`);
  return parsed.error.issues[0] as IssueLike;
};

const both = (schema: z.ZodType, value: unknown) => {
  const issue = issueOf(schema, value);
  return [issueMessage(issue, 'vi'), issueMessage(issue, 'en')];
};

describe('issueMessage', () => {
  it("words zod's own issues as a person would, in each language", () => {
    expect(both(fieldSchemaOf(f.text(['Tên', 'Name'], { max: 20 })), 'x'.repeat(21))).toEqual([
      'Tối đa 20 ký tự',
      'At most 20 characters',
    ]);
    expect(both(fieldSchemaOf(f.money(['Tiền', 'Amount'])), -5)).toEqual([
      'Phải lớn hơn hoặc bằng 0',
      'Must be at least 0',
    ]);
    expect(both(fieldSchemaOf(f.percent(['Chiết khấu', 'Discount'])), 120)).toEqual([
      'Phải nhỏ hơn hoặc bằng 100',
      'Must be at most 100',
    ]);
    expect(both(z.object({ ma_kh: z.string() }), {})).toEqual(['Bắt buộc nhập', 'Required']);
    expect(both(z.object({ so_luong: z.number() }), { so_luong: 'mười' })).toEqual([
      'Phải là số',
      'Must be a number',
    ]);
    expect(both(z.string().min(3), 'ab')).toEqual(['Tối thiểu 3 ký tự', 'At least 3 characters']);
    expect(both(z.string().min(1), '')).toEqual(['Bắt buộc nhập', 'Required']);
    expect(both(z.email(), 'x@')).toEqual(['Email không hợp lệ', 'Invalid email address']);
    expect(both(z.iso.date(), '2026-13-01')).toEqual([
      'Ngày không hợp lệ (YYYY-MM-DD)',
      'Invalid date (YYYY-MM-DD)',
    ]);
    expect(both(z.enum(['0', '1', '9']), '5')).toEqual([
      'Chỉ nhận một trong: 0, 1, 9',
      'Must be one of: 0, 1, 9',
    ]);
  });

  it('large bounds are written with the comma thousands separator of the screens (spec section 9)', () => {
    expect(issueMessage(issueOf(z.number().max(1_000_000), 2_000_000), 'vi')).toBe(
      'Phải nhỏ hơn hoặc bằng 1,000,000',
    );
  });

  it("keeps a schema's own message, in English when it was declared in both languages", () => {
    expect(both(fieldSchemaOf(f.phone(['Điện thoại', 'Phone'])), '0901')).toEqual([
      'Số điện thoại không hợp lệ',
      'Invalid phone number',
    ]);
    expect(both(tablePagingQuery.pageSize, 7)).toEqual([
      'Một trong 10, 20, 50, 100, 200, 500, 1000',
      'One of 10, 20, 50, 100, 200, 500, 1000',
    ]);
    expect(both(withoutRefusedCharacters(z.string(), 'one'), 'a\u0000b')).toEqual([
      'Không được chứa ký tự điều khiển (NUL, ...)',
      'Must not contain control characters (NUL, ...)',
    ]);
    expect(both(fieldSchemaOf(f.time(['Giờ', 'Time'])), '25:00')).toEqual([
      'Giờ không hợp lệ (HH:mm)',
      'Invalid time (HH:mm)',
    ]);
    // A message declared in one language only is shown as written.
    expect(both(z.string().regex(/^#[0-9a-f]{6}$/, '#RRGGBB'), 'red')).toEqual(['#RRGGBB', '#RRGGBB']);
  });

  it("reads the server's validation details, whose code is zod's", () => {
    expect(
      issueMessage(
        {
          code: 'too_big',
          message: 'Too big: expected string to have <=200 characters',
          origin: 'string',
          maximum: 200,
          inclusive: true,
        },
        'vi',
      ),
    ).toBe('Tối đa 200 ký tự');
  });
});
