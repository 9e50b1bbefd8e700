import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { defineResource, f, resourceNamed, type Resource } from '@sen/domain/resources';
import { FieldApi } from '@tanstack/react-form';
import { apiFailure, recordingHttp, type HttpCall } from '../test/http.js';
import { createRecordForm, type RecordFormOptions } from './form.js';
import { lineKey } from './form-keys.js';
import type { FormLine } from './form-values.js';

const partners = resourceNamed('partners') as Resource;
const bills = resourceNamed('bills') as Resource;
const transfers = resourceNamed('transfer-orders') as Resource;
const context = { today: '2026-11-23', selectedBranches: ['CN01'] };

const free = (call: HttpCall) => (call.path.includes('/exists/') ? { exists: false } : undefined);

/**
 * A record form as the page runs it, without React: the form library's form, and a field for each input the page
 * shows (every field of the sections, every editable field of every line), mounted again as lines come and go.
 */
const formOf = (
  resource: Resource,
  answer: (call: HttpCall) => unknown = free,
  options: Partial<RecordFormOptions> = {},
) => {
  const recording = recordingHttp(answer);
  const all: RecordFormOptions = { resource, configs: [], context, checkDebounceMs: 0, ...options };
  const record = createRecordForm(all, recording.http);
  const { form } = record;
  const mounted = new Set<string>();
  const mount = (key: string) => {
    if (mounted.has(key)) return;
    mounted.add(key);
    new FieldApi({ form, name: key, validators: record.validatorsOf(key) } as never).mount();
  };
  const mountAll = () => {
    for (const name of resource.sections.flatMap((section) => section.fields)) {
      const field = resource.fields[name];
      if (field?.type !== 'lines') {
        mount(name);
        continue;
      }
      const lines = (form.state.values[name] ?? []) as FormLine[];
      lines.forEach((_, index) => {
        for (const [lineName, lineField] of Object.entries(field.fields))
          if (!lineField.readOnly) mount(lineKey(name, index, lineName));
      });
    }
  };
  mountAll();
  const values = () => form.state.values as Record<string, unknown>;
  return {
    form,
    record,
    values,
    calls: recording.calls,
    set: (key: string, value: unknown, picked?: Record<string, unknown>) => {
      record.setField(key, value, picked);
    },
    addLine: () => {
      const index = record.addLine();
      mountAll();
      return index;
    },
    /** Leaving a field: its local rules, then its server check. */
    leave: async (key: string) => {
      await form.validateField(key, 'blur');
      return record.problems()[key];
    },
  };
};

const stored = {
  _id: 'p7',
  _version: '901',
  ma_kh: 'KH01',
  ten_kh: 'A',
  dien_thoai: '0901234567',
  ma_dvcs: 'CN01',
};

describe('partner form', () => {
  it('a bad phone is refused with the spec message and nothing is sent; fixed, the partner is POSTed', async () => {
    const partner = formOf(partners, (call) =>
      call.method === 'POST' ? { _id: 'p1', ma_kh: 'KH01' } : free(call),
    );
    partner.set('ma_kh', 'KH01');
    partner.set('ten_kh', 'Nguyễn Văn A');
    partner.set('dien_thoai', '0901 23');
    expect(partner.record.isDirty()).toBe(true);
    expect(await partner.record.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(partner.record.problems().dien_thoai).toEqual({ code: 'phone' });
    expect(partner.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    partner.set('dien_thoai', '0901 234 567');
    expect(partner.record.problems().dien_thoai).toBeUndefined();
    expect(await partner.record.save()).toEqual({ ok: true, row: { _id: 'p1', ma_kh: 'KH01' } });
    const post = partner.calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/crm/partners');
    expect(post?.body).toMatchObject({
      ma_kh: 'KH01',
      ten_kh: 'Nguyễn Văn A',
      dien_thoai: '0901 234 567',
      ma_dvcs: 'CN01',
    });
    expect(partner.record.isDirty()).toBe(false);
  });

  it('a required field left empty (the phone while crm_partner_require_phone is on) blocks the save', async () => {
    const partner = formOf(partners);
    partner.set('ma_kh', 'KH01');
    expect(await partner.record.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(partner.record.problems()).toMatchObject({
      ten_kh: { code: 'required' },
      dien_thoai: { code: 'required' },
    });
  });

  it("a value the resource's zod schema refuses says the schema's message; nothing is sent", async () => {
    const partner = formOf(partners);
    Object.entries({ ma_kh: 'KH 01', ten_kh: 'A', dien_thoai: '0901234567' }).forEach(([k, v]) =>
      partner.set(k, v),
    );
    expect(await partner.record.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(partner.record.problems()).toEqual({
      ma_kh: {
        code: 'invalid',
        issue: expect.objectContaining({
          message: 'Chỉ gồm chữ không dấu, số, dấu chấm, gạch ngang, gạch dưới',
        }),
      },
    });
    expect(partner.calls.some((c) => c.method === 'POST' || c.path.includes('/exists/ma_kh/'))).toBe(false);
  });

  it('the phone is not required while crm_partner_require_phone is off', async () => {
    const partner = formOf(partners, free, {
      configs: [{ name: 'crm_partner_require_phone', group: 'crm', value: 'f' }],
    });
    partner.set('ma_kh', 'KH01');
    await partner.record.save();
    expect(partner.record.problems().ten_kh).toEqual({ code: 'required' });
    expect(partner.record.problems().dien_thoai).toBeUndefined();
  });

  it('a taken code says "{value} đã tồn tại" when the field is left (unique-property)', async () => {
    const partner = formOf(partners, (call) =>
      call.path.includes('/exists/ma_kh/') ? { exists: true } : free(call),
    );
    partner.set('ma_kh', 'KH01');
    expect(await partner.leave('ma_kh')).toEqual({ code: 'exists', value: 'KH01' });
    expect(partner.calls.at(-1)?.path).toBe('/crm/partners/New/exists/ma_kh/KH01');
  });

  it('typing runs the server check once the typing settles (debounced): only the last value is asked', async () => {
    // Fake timers: the debounce and the slow answer are measured on the test's clock, not a loaded machine's.
    vi.useFakeTimers();
    onTestFinished(() => void vi.useRealTimers());
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const elapse = (ms: number) => vi.advanceTimersByTimeAsync(ms);
    const partner = formOf(
      partners,
      (call) =>
        call.path.includes('/exists/ma_kh/') ? later(40).then(() => ({ exists: true })) : free(call),
      { checkDebounceMs: 30 },
    );
    partner.set('ma_kh', 'K');
    partner.set('ma_kh', 'KH');
    partner.set('ma_kh', 'KH01');
    await elapse(50);
    // The check is running ('Đang kiểm tra…').
    expect(partner.form.getFieldMeta('ma_kh')?.isValidating).toBe(true);
    await elapse(60);
    expect(partner.calls.filter((c) => c.path.includes('/exists/ma_kh/')).map((c) => c.path)).toEqual([
      '/crm/partners/New/exists/ma_kh/KH01',
    ]);
    expect(partner.record.problems().ma_kh).toEqual({ code: 'exists', value: 'KH01' });
    expect(partner.form.getFieldMeta('ma_kh')?.isValidating).toBe(false);
  });

  it('a phone owned by another salesperson names them; a failed ownership check counts as invalid', async () => {
    const owned = formOf(partners, (call) =>
      call.path.endsWith('/employee')
        ? { exists: true, ma_nvbh: 'NV02', ten_nvbh: 'Trần Thị B', id: 'c9' }
        : free(call),
    );
    owned.set('dien_thoai', '0901234567');
    expect(await owned.leave('dien_thoai')).toMatchObject({ code: 'ownedBy', ma_nvbh: 'NV02', id: 'c9' });

    const failing = formOf(partners, (call) => {
      if (call.path.endsWith('/employee')) throw apiFailure(500, 'down');
      return free(call);
    });
    failing.set('dien_thoai', '0901234567');
    expect(await failing.leave('dien_thoai')).toEqual({ code: 'checkFailed' });
  });

  it('the website is checked against other salespeople only while crm_partner_validate_website is on', async () => {
    const answer = (call: HttpCall) =>
      call.path.includes('/exists/website/')
        ? { exists: true, ma_nvbh: 'NV02', ten_nvbh: 'B', id: null }
        : free(call);
    const off = formOf(partners, answer);
    off.set('website', 'sen.vn');
    expect(await off.leave('website')).toBeUndefined();
    const on = formOf(partners, answer, {
      configs: [{ name: 'crm_partner_validate_website', group: 'crm', value: 't' }],
    });
    on.set('website', 'sen.vn');
    expect(await on.leave('website')).toMatchObject({ code: 'ownedBy', value: 'sen.vn' });
  });

  it('editing PUTs to /{path}/{_id} and checks existence under the record id', async () => {
    const partner = formOf(partners, (call) => (call.method === 'PUT' ? { _id: 'p7' } : free(call)), {
      id: 'p7',
      row: stored,
    });
    expect(partner.values()).toMatchObject({ ma_kh: 'KH01', ten_kh: 'A' });
    expect(partner.record.isDirty()).toBe(false);
    partner.set('ten_kh', 'B');
    expect(partner.record.isDirty()).toBe(true);
    expect((await partner.record.save()).ok).toBe(true);
    expect(partner.calls.find((c) => c.method === 'PUT')?.path).toBe('/crm/partners/p7');
    expect(partner.calls.some((c) => c.path === '/crm/partners/p7/exists/ma_kh/KH01')).toBe(true);
  });

  it('an edit sends the row version it was loaded from, then the one its save answered', async () => {
    const partner = formOf(
      partners,
      (call) => (call.method === 'PUT' ? { _id: 'p7', _version: '902' } : free(call)),
      {
        id: 'p7',
        row: stored,
      },
    );
    partner.set('ten_kh', 'B');
    expect((await partner.record.save()).ok).toBe(true);
    partner.set('ten_kh', 'C');
    expect((await partner.record.save()).ok).toBe(true);
    const puts = partner.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => (c.body as { _version?: string })._version)).toEqual(['901', '902']);
    expect(puts[0]?.body).toMatchObject({ ten_kh: 'B', ma_kh: 'KH01' });
  });

  it('a save over someone else’s newer one (409 RECORD_CHANGED) is `changed`, the form kept as typed', async () => {
    const message = 'Bản ghi đã được người khác thay đổi. Vui lòng tải lại để xem thay đổi mới nhất.';
    const partner = formOf(
      partners,
      (call) => {
        if (call.method === 'PUT') throw apiFailure(409, message, undefined, 'RECORD_CHANGED');
        return free(call);
      },
      { id: 'p7', row: stored },
    );
    partner.set('ten_kh', 'B');
    expect(await partner.record.save()).toEqual({ ok: false, reason: 'changed', message });
    expect(partner.form.state.isSubmitting).toBe(false);
    expect(partner.record.isDirty()).toBe(true);
    expect(partner.record.problems()).toEqual({});
    expect(partner.values().ten_kh).toBe('B');
  });

  it("the server's 409 and 400 details land on their fields; the message is the toast's", async () => {
    const partner = formOf(partners, (call) => {
      if (call.method === 'POST') throw apiFailure(409, 'Mã KH01 đã tồn tại', { fields: ['ma_kh'] });
      return free(call);
    });
    Object.entries({ ma_kh: 'KH01', ten_kh: 'A', dien_thoai: '0901234567' }).forEach(([k, v]) =>
      partner.set(k, v),
    );
    expect(await partner.record.save()).toEqual({
      ok: false,
      reason: 'server',
      message: 'Mã KH01 đã tồn tại',
    });
    expect(partner.record.problems().ma_kh).toEqual({ code: 'server', message: 'Mã KH01 đã tồn tại' });
    expect(partner.form.state.isSubmitting).toBe(false);
    // Typing in the field checks it again: the server's problem goes.
    partner.set('ma_kh', 'KH02');
    expect(partner.record.problems().ma_kh).toBeUndefined();

    const bad = formOf(partners, (call) => {
      if (call.method === 'POST')
        throw apiFailure(400, 'Dữ liệu không hợp lệ', [
          { in: 'body', path: '/email', message: 'Email không hợp lệ' },
        ]);
      return free(call);
    });
    Object.entries({ ma_kh: 'KH01', ten_kh: 'A', dien_thoai: '0901234567' }).forEach(([k, v]) =>
      bad.set(k, v),
    );
    await bad.record.save();
    expect(bad.record.problems().email).toEqual({ code: 'server', message: 'Email không hợp lệ' });
  });
});

describe('bill form', () => {
  const billForm = (answer?: (call: HttpCall) => unknown) =>
    formOf(
      bills,
      answer ?? ((call) => (call.method === 'POST' ? { _id: 'b1', so_ct: 'HD000001' } : free(call))),
    );

  it('a new voucher starts with today, the one selected branch and its type', () => {
    expect(billForm().values()).toMatchObject({ ngay_ct: '2026-11-23', ma_dvcs: 'CN01', ma_ct: 'HDB' });
  });

  it('two lines: picking a product fills name, unit and price; totals follow every keystroke', () => {
    const bill = billForm();
    bill.addLine();
    bill.set('chi_tiet[0].ma_vt', 'VT1', { ma_vt: 'VT1', ten_vt: 'Dầu gội', dvt: 'CHAI', gia_ban: 120000 });
    bill.set('chi_tiet[0].so_luong', 2);
    expect(bill.values()).toMatchObject({ t_tien: 240000 });
    bill.addLine();
    bill.set('chi_tiet[1].ma_vt', 'DV1', { ma_vt: 'DV1', ten_vt: 'Gội đầu', dvt: 'LAN', gia_ban: 50000 });
    bill.set('chi_tiet[1].so_luong', 1);
    bill.set('chi_tiet[1].ck', 10);
    const lines = bill.values().chi_tiet as FormLine[];
    expect(lines[0]).toMatchObject({ ten_vt: 'Dầu gội', dvt: 'CHAI', gia: 120000, thanh_tien: 240000 });
    expect(lines[1]).toMatchObject({ tien: 50000, tien_ck: 5000, thanh_tien: 45000 });
    expect(bill.values()).toMatchObject({ t_tien: 290000, t_ck: 5000, t_tt: 285000 });
  });

  it('reordering and removing keep the totals and the line keys', async () => {
    const bill = billForm();
    bill.addLine();
    bill.set('chi_tiet[0].gia', 100);
    bill.set('chi_tiet[0].so_luong', 1);
    bill.addLine();
    bill.set('chi_tiet[1].gia', 200);
    bill.set('chi_tiet[1].so_luong', 1);
    const keys = (bill.values().chi_tiet as FormLine[]).map((l) => l._key);
    bill.record.moveLine(1, -1);
    const moved = bill.values().chi_tiet as FormLine[];
    expect(moved.map((l) => l._key)).toEqual([keys[1], keys[0]]);
    expect(moved.map((l) => l.gia)).toEqual([200, 100]);
    bill.record.moveLine(0, -1);
    expect((bill.values().chi_tiet as FormLine[]).map((l) => l._key)).toEqual([keys[1], keys[0]]);
    await bill.record.removeLine(0);
    expect(bill.values().t_tt).toBe(100);
    expect((bill.values().chi_tiet as FormLine[]).map((l) => l._key)).toEqual([keys[0]]);
  });

  it('is priced by the server as it is entered: prices, the rule, gifts and the bill discount; gifts are never sent', async () => {
    const priceAnswer = {
      ma_km_hd: 'KD000001',
      tien_ck_hd: 20000,
      chi_tiet: [
        {
          ma_vt: 'VT1',
          so_luong: 2,
          gia: 110000,
          ck: 5,
          thue_suat: 8,
          tien_giam: 20000,
          loai_km: 'NHOM',
          ma_km: 'VIP',
          hang_km: false,
        },
        {
          ma_vt: 'TUI',
          ten_vt: 'Túi quà',
          so_luong: 1,
          gia: 0,
          ck: 0,
          thue_suat: 0,
          tien_giam: 0,
          loai_km: 'KMSP',
          ma_km: 'KS1',
          hang_km: true,
        },
      ],
    };
    const bill = formOf(
      bills,
      (call) =>
        call.path.endsWith('/price')
          ? priceAnswer
          : call.method === 'POST'
            ? { _id: 'b1', so_ct: 'HD1' }
            : free(call),
      { priceDebounceMs: 0 },
    );
    bill.set('ma_kh', 'KH01');
    bill.addLine();
    bill.set('chi_tiet[0].ma_vt', 'VT1', { ma_vt: 'VT1', ten_vt: 'Dầu gội', dvt: 'CHAI', gia_ban: 120000 });
    bill.set('chi_tiet[0].so_luong', 2);
    bill.addLine();
    await vi.waitFor(() => expect((bill.values().chi_tiet as FormLine[]).length).toBe(3));
    const quotes = bill.calls.filter((call) => call.path === '/sales/bills/price');
    // Typing settles into one request per change at most; the empty second line is not sent.
    expect((quotes.at(-1)?.body as { chi_tiet: unknown[] }).chi_tiet).toHaveLength(1);
    const lines = bill.values().chi_tiet as FormLine[];
    expect(lines[0]).toMatchObject({
      ten_vt: 'Dầu gội',
      gia: 110000,
      ck: 5,
      loai_km: 'NHOM',
      tien_giam: 20000,
    });
    // 220,000 − 11,000 − 20,000 = 189,000, + 8 % tax.
    expect(lines[0]).toMatchObject({ tien_ck: 31000, thanh_tien: 204120 });
    expect(lines[2]).toMatchObject({ ma_vt: 'TUI', hang_km: true, thanh_tien: 0 });
    expect(bill.values()).toMatchObject({ ma_km_hd: 'KD000001', tien_ck_hd: 20000, t_tt: 204120 });
    await bill.record.removeLine(1);
    await bill.record.save();
    const saved = bill.calls.find((call) => call.method === 'POST' && call.path === '/sales/bills');
    expect((saved?.body as { chi_tiet: { ma_vt: string }[] }).chi_tiet.map((l) => l.ma_vt)).toEqual(['VT1']);
  });

  it('drops a price answer for values changed since it was asked: what was typed stays', async () => {
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const answers: unknown[] = [];
    const bill = formOf(
      bills,
      async (call) => {
        if (!call.path.endsWith('/price')) return free(call);
        const body = call.body as { chi_tiet: { so_luong: number }[] };
        answers.push(body.chi_tiet[0]?.so_luong);
        // The first answer (quantity 1) comes back only once the quantity became 3.
        if (answers.length === 1) await held;
        const so_luong = body.chi_tiet[0]?.so_luong ?? 0;
        return {
          chi_tiet: [
            { ma_vt: 'VT1', so_luong, gia: 100000, ck: 0, thue_suat: 0, loai_km: null, hang_km: false },
          ],
        };
      },
      { priceDebounceMs: 50 },
    );
    bill.addLine();
    bill.set('chi_tiet[0].ma_vt', 'VT1', { ma_vt: 'VT1', ten_vt: 'Dầu gội', gia_ban: 100000 });
    bill.set('chi_tiet[0].so_luong', 1);
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    // The answer comes back before the next request leaves (typing settles for 50 ms).
    bill.set('chi_tiet[0].so_luong', 3);
    release!();
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    await vi.waitFor(() => expect(bill.values().t_tt).toBe(300000));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((bill.values().chi_tiet as FormLine[])[0]).toMatchObject({ so_luong: 3, gia: 100000 });
    expect(bill.values().t_tt).toBe(300000);
  });

  it('a line missing its required product or price is marked per line; a complete bill POSTs its lines', async () => {
    const bill = billForm();
    bill.set('ma_kh', 'KH01');
    bill.addLine();
    bill.set('chi_tiet[0].so_luong', 1);
    expect(await bill.record.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(bill.record.problems()).toMatchObject({
      'chi_tiet[0].ma_vt': { code: 'required' },
      'chi_tiet[0].gia': { code: 'required' },
    });
    bill.set('chi_tiet[0].ma_vt', 'VT1');
    bill.set('chi_tiet[0].gia', 1000);
    expect(bill.record.problems()['chi_tiet[0].ma_vt']).toBeUndefined();
    expect(await bill.record.save()).toMatchObject({ ok: true, row: { so_ct: 'HD000001' } });
    const body = bill.calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      ma_kh: 'KH01',
      ngay_ct: '2026-11-23',
      chi_tiet: [{ stt: 1, ma_vt: 'VT1', so_luong: 1, gia: 1000 }],
    });
  });

  it('a line’s problems follow it when a line before it is removed or it moves', async () => {
    const bill = billForm();
    bill.set('ma_kh', 'KH01');
    bill.addLine();
    bill.set('chi_tiet[0].ma_vt', 'VT1');
    bill.set('chi_tiet[0].gia', 1000);
    bill.set('chi_tiet[0].so_luong', 1);
    bill.addLine();
    bill.set('chi_tiet[1].so_luong', 1);
    expect(await bill.record.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(Object.keys(bill.record.problems()).sort()).toEqual(['chi_tiet[1].gia', 'chi_tiet[1].ma_vt']);
    bill.record.moveLine(1, -1);
    expect(Object.keys(bill.record.problems()).sort()).toEqual(['chi_tiet[0].gia', 'chi_tiet[0].ma_vt']);
    await bill.record.removeLine(1);
    expect(Object.keys(bill.record.problems()).sort()).toEqual(['chi_tiet[0].gia', 'chi_tiet[0].ma_vt']);
    expect((bill.values().chi_tiet as FormLine[]).map((line) => line.ma_vt)).toEqual(['']);
  });

  it("a 400 on a line's field lands on that line", async () => {
    const bill = billForm((call) => {
      if (call.method === 'POST')
        throw apiFailure(400, 'Dữ liệu không hợp lệ', [
          { in: 'body', path: '/chi_tiet/0/so_luong', message: 'Quá lớn' },
        ]);
      return free(call);
    });
    bill.set('ma_kh', 'KH01');
    bill.addLine();
    bill.set('chi_tiet[0].ma_vt', 'VT1');
    bill.set('chi_tiet[0].gia', 1);
    bill.set('chi_tiet[0].so_luong', 1);
    await bill.record.save();
    expect(bill.record.problems()['chi_tiet[0].so_luong']).toEqual({ code: 'server', message: 'Quá lớn' });
  });
});

/** A journal whose line must not credit the account it debits (a line field's `differentFrom`). */
const journal = defineResource({
  name: 'journal-form-test',
  route: '/accounting/journal-form-test',
  table: 'journal_form_test',
  title: ['Bút toán', 'Journal'],
  fields: {
    chi_tiet: f.lines(['Chi tiết', 'Lines'], {
      tk_no: f.lookup(['Tài khoản nợ', 'Debit account'], 'accounts'),
      tk_co: f.lookup(['Tài khoản có', 'Credit account'], 'accounts', { differentFrom: 'tk_no' }),
    }),
  },
  keyFields: [],
  listColumns: [],
  search: [],
  defaultSort: [],
}) as unknown as Resource;

const saved = (call: HttpCall) =>
  call.method === 'POST' || call.method === 'PUT' ? { _id: 't1' } : undefined;

describe('the duplicate validator in the form (spec section 5: differentFrom)', () => {
  it('shows the duplicate under the field while typing, either side', () => {
    const transfer = formOf(transfers, saved);
    transfer.set('ma_kho', 'KHO01');
    expect(transfer.record.problems().ma_kho_n).toBeUndefined();
    transfer.set('ma_kho_n', ' kho01');
    expect(transfer.record.problems().ma_kho_n).toEqual({
      code: 'duplicate',
      field: 'Kho nhập',
      target: 'Kho xuất',
    });
    // The target changes: the problem goes, and comes back when they meet again.
    transfer.set('ma_kho', 'KHO02');
    expect(transfer.record.problems().ma_kho_n).toBeUndefined();
    transfer.set('ma_kho', 'KHO01');
    expect(transfer.record.problems().ma_kho_n).toMatchObject({ code: 'duplicate' });
    // Never on the target itself.
    expect(transfer.record.problems().ma_kho).toBeUndefined();
    transfer.set('ma_kho_n', 'KHO03');
    expect(transfer.record.problems().ma_kho_n).toBeUndefined();
  });

  it('blocks the save and sends nothing while the two are the same; sends once fixed', async () => {
    const transfer = formOf(transfers, saved);
    transfer.set('ma_kho', 'KHO01');
    transfer.set('ma_kho_n', 'KHO01');
    transfer.addLine();
    transfer.set('chi_tiet[0].ma_vt', 'SP01');
    transfer.set('chi_tiet[0].so_luong', 2);
    expect(await transfer.record.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(transfer.record.problems().ma_kho_n).toMatchObject({ code: 'duplicate' });
    expect(transfer.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    transfer.set('ma_kho_n', 'KHO02');
    expect((await transfer.record.save()).ok).toBe(true);
    expect(transfer.calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      ma_kho: 'KHO01',
      ma_kho_n: 'KHO02',
    });
  });

  it('checks it again when the field is left, and names the fields in English when English is chosen', async () => {
    const transfer = formOf(transfers, saved, { locale: 'en' });
    transfer.set('ma_kho', 'KHO01');
    transfer.set('ma_kho_n', 'KHO01');
    expect(await transfer.leave('ma_kho_n')).toEqual({
      code: 'duplicate',
      field: 'To warehouse',
      target: 'From warehouse',
    });
  });

  it('an empty value never clashes, and a required field still says it is required first', async () => {
    const transfer = formOf(transfers, saved);
    expect(await transfer.record.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(transfer.record.problems().ma_kho_n).toEqual({ code: 'required' });
    transfer.set('ma_kho', 'KHO01');
    expect(transfer.record.problems().ma_kho_n).toEqual({ code: 'required' });
    transfer.set('ma_kho_n', 'KHO01');
    expect(transfer.record.problems().ma_kho_n).toMatchObject({ code: 'duplicate' });
  });

  it('compares a line’s field with the same line’s, under that line', async () => {
    const entry = formOf(journal, saved);
    entry.addLine();
    entry.addLine();
    entry.set('chi_tiet[0].tk_no', '111');
    entry.set('chi_tiet[1].tk_co', '111');
    expect(entry.record.problems()).toEqual({});
    entry.set('chi_tiet[1].tk_no', '111');
    expect(entry.record.problems()['chi_tiet[1].tk_co']).toEqual({
      code: 'duplicate',
      field: 'Tài khoản có',
      target: 'Tài khoản nợ',
    });
    expect(await entry.record.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(Object.keys(entry.record.problems())).toEqual(['chi_tiet[1].tk_co']);
    expect(entry.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    entry.set('chi_tiet[1].tk_co', '131');
    expect(entry.record.problems()).toEqual({});
  });
});

describe('fields no input stands for', () => {
  const hidden = defineResource({
    name: 'hidden-form-test',
    route: '/test/hidden-form-test',
    table: 'hidden_form_test',
    title: ['Ẩn', 'Hidden'],
    fields: {
      ma: f.code(['Mã', 'Code'], { required: true }),
      ten: f.text(['Tên', 'Name'], { required: true }),
    },
    sections: [{ title: ['Chung', 'General'], fields: ['ten'] }],
    keyFields: ['ma'],
    listColumns: [],
    search: [],
    defaultSort: [],
  }) as unknown as Resource;

  it('are checked on save too: a required one left empty refuses it until it is given', async () => {
    const form = formOf(hidden, saved);
    form.set('ten', 'A');
    expect(await form.record.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(form.record.problems()).toEqual({ ma: { code: 'required' } });
    expect(form.calls).toHaveLength(0);
    form.set('ma', 'X1');
    expect(await form.record.save()).toEqual({ ok: true, row: { _id: 't1' } });
    expect(form.record.problems()).toEqual({});
  });
});

describe('return form', () => {
  const returns = resourceNamed('returns') as Resource;
  const bill = {
    _id: 'b7',
    so_ct: 'HD000016',
    ngay_ct: '2026-11-20',
    ma_kh: 'KH0001',
    ten_kh: 'Trần Thị Mai',
    chi_tiet: [
      {
        ma_vt: 'VT1',
        ten_vt: 'Serum vitamin C 30ml',
        dvt: 'CHAI',
        so_luong: 2,
        gia: 350000,
        ck: 0,
        thue_suat: 0,
      },
      { ma_vt: 'VT2', ten_vt: 'Mặt nạ collagen', dvt: 'HOP', so_luong: 1, gia: 120000, ck: 10, thue_suat: 0 },
    ],
  };

  it('picking the original bill fills its customer, then its goods as sold, with the totals', async () => {
    const form = formOf(returns, (call) => (call.path.endsWith('sales/bills/b7') ? bill : free(call)));
    form.set('so_ct_hd', 'HD000016', {
      _id: 'b7',
      so_ct: 'HD000016',
      ngay_ct: '2026-11-20',
      ma_kh: 'KH0001',
      ten_kh: 'Trần Thị Mai',
    });
    expect(form.values()).toMatchObject({
      ma_kh: 'KH0001',
      ten_kh: 'Trần Thị Mai',
      ngay_ct_hd: '2026-11-20',
    });
    await vi.waitFor(() => expect(form.values().chi_tiet).toHaveLength(2));
    expect(form.calls.some((call) => call.method === 'GET' && call.path.endsWith('sales/bills/b7'))).toBe(
      true,
    );
    expect(form.values().chi_tiet).toEqual([
      expect.objectContaining({
        ma_vt: 'VT1',
        ten_vt: 'Serum vitamin C 30ml',
        so_luong: 2,
        thanh_tien: 700000,
      }),
      expect.objectContaining({ ma_vt: 'VT2', so_luong: 1, ck: 10, thanh_tien: 108000 }),
    ]);
    expect(form.values()).toMatchObject({ t_tt: 808000 });
  });

  it('a bill that cannot be read leaves the lines as they were', async () => {
    const form = formOf(returns, (call) => {
      if (call.path.includes('sales/bills/')) throw apiFailure(403, 'Không có quyền');
      return free(call);
    });
    form.set('so_ct_hd', 'HD000016', { _id: 'b7', so_ct: 'HD000016' });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(form.values().chi_tiet).toEqual([]);
  });
});

describe("a customer's address: province and ward (address lookups)", () => {
  it('picking a province fills its name; another province clears the ward narrowed by it', () => {
    const { set, values } = formOf(partners);
    set('ma_tinh', '79', { ma_tinh: '79', ten_tinh: 'Thành phố Hồ Chí Minh' });
    expect(values()).toMatchObject({ ma_tinh: '79', tinh_thanh: 'Thành phố Hồ Chí Minh' });
    set('ma_xa', '26743', { ma_xa: '26743', ten_xa: 'Phường Bến Thành' });
    // The same province again keeps the ward.
    set('ma_tinh', '79', { ma_tinh: '79', ten_tinh: 'Thành phố Hồ Chí Minh' });
    expect(values().ma_xa).toBe('26743');
    set('ma_tinh', '01', { ma_tinh: '01', ten_tinh: 'Thành phố Hà Nội' });
    expect(values()).toMatchObject({ ma_tinh: '01', tinh_thanh: 'Thành phố Hà Nội', ma_xa: '' });
  });
});
