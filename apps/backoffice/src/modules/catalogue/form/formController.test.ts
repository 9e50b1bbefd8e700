import { describe, expect, it } from 'vitest';
import { resourceNamed, type Resource } from '@sen/domain/resources';
import { createFormController } from './formController';
import { initialFormValues, type FormLine } from './formModel';
import { apiFailure, recordingHttp, type HttpCall } from './test/http';

const partners = resourceNamed('partners') as Resource;
const bills = resourceNamed('bills') as Resource;
const context = { today: '2026-11-23', selectedBranches: ['CN01'] };

const free = (call: HttpCall) => (call.path.includes('/exists/') ? { exists: false } : undefined);

const partnerForm = (answer: (call: HttpCall) => unknown = free, id?: string) => {
  const recording = recordingHttp(answer);
  const controller = createFormController({
    resource: partners,
    http: recording.http,
    configs: [],
    id,
    initial: initialFormValues(
      partners,
      id ? { _id: id, ma_kh: 'KH01', ten_kh: 'A', dien_thoai: '0901234567', ma_dvcs: 'CN01' } : undefined,
      context,
    ),
    failureText: 'Lưu thất bại',
  });
  return { controller, calls: recording.calls };
};

describe('partner form', () => {
  it('a bad phone is refused with the spec message and nothing is sent; fixed, the partner is POSTed', async () => {
    const { controller, calls } = partnerForm((call) =>
      call.method === 'POST' ? { _id: 'p1', ma_kh: 'KH01' } : free(call),
    );
    controller.setField('ma_kh', 'KH01');
    controller.setField('ten_kh', 'Nguyễn Văn A');
    controller.setField('dien_thoai', '0901 23');
    expect(await controller.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(controller.get().problems.dien_thoai).toEqual({ code: 'phone' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    controller.setField('dien_thoai', '0901 234 567');
    expect(controller.get().problems.dien_thoai).toBeUndefined();
    const outcome = await controller.save();
    expect(outcome).toEqual({ ok: true, row: { _id: 'p1', ma_kh: 'KH01' } });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/crm/partners');
    expect(post?.body).toMatchObject({
      ma_kh: 'KH01',
      ten_kh: 'Nguyễn Văn A',
      dien_thoai: '0901 234 567',
      ma_dvcs: 'CN01',
    });
    expect(controller.get().dirty).toBe(false);
  });

  it('a required field left empty (the phone while crm_partner_require_phone is on) blocks the save', async () => {
    const { controller } = partnerForm();
    controller.setField('ma_kh', 'KH01');
    expect(await controller.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(controller.get().problems).toMatchObject({
      ten_kh: { code: 'required' },
      dien_thoai: { code: 'required' },
    });
  });

  it('a taken code says "{value} đã tồn tại" when the field is left (unique-property)', async () => {
    const { controller, calls } = partnerForm((call) =>
      call.path.includes('/exists/ma_kh/') ? { exists: true } : free(call),
    );
    controller.setField('ma_kh', 'KH01');
    expect(await controller.checkField('ma_kh')).toEqual({ code: 'exists', value: 'KH01' });
    expect(calls.at(-1)?.path).toBe('/crm/partners/New/exists/ma_kh/KH01');
    expect(controller.get().problems.ma_kh).toEqual({ code: 'exists', value: 'KH01' });
  });

  it('a phone owned by another salesperson names them; a failed ownership check counts as invalid', async () => {
    const owned = partnerForm((call) =>
      call.path.endsWith('/employee')
        ? { exists: true, ma_nvbh: 'NV02', ten_nvbh: 'Trần Thị B', id: 'c9' }
        : free(call),
    );
    owned.controller.setField('dien_thoai', '0901234567');
    expect(await owned.controller.checkField('dien_thoai')).toMatchObject({
      code: 'ownedBy',
      ma_nvbh: 'NV02',
      id: 'c9',
    });

    const failing = partnerForm((call) => {
      if (call.path.endsWith('/employee')) throw apiFailure(500, 'down');
      return free(call);
    });
    failing.controller.setField('dien_thoai', '0901234567');
    expect(await failing.controller.checkField('dien_thoai')).toEqual({ code: 'checkFailed' });
  });

  it('editing PUTs to /{path}/{_id} and checks existence under the record id', async () => {
    const { controller, calls } = partnerForm(
      (call) => (call.method === 'PUT' ? { _id: 'p7' } : free(call)),
      'p7',
    );
    controller.setField('ten_kh', 'B');
    expect(controller.get().dirty).toBe(true);
    expect((await controller.save()).ok).toBe(true);
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/crm/partners/p7');
    expect(calls.some((c) => c.path === '/crm/partners/p7/exists/ma_kh/KH01')).toBe(true);
  });

  it('an edit sends the row version it was loaded from, then the one its save answered', async () => {
    const recording = recordingHttp((call) =>
      call.method === 'PUT' ? { _id: 'p7', _version: '902' } : free(call),
    );
    const row = {
      _id: 'p7',
      _version: '901',
      ma_kh: 'KH01',
      ten_kh: 'A',
      dien_thoai: '0901234567',
      ma_dvcs: 'CN01',
    };
    const controller = createFormController({
      resource: partners,
      http: recording.http,
      configs: [],
      id: 'p7',
      version: row._version,
      initial: initialFormValues(partners, row, context),
    });
    controller.setField('ten_kh', 'B');
    expect((await controller.save()).ok).toBe(true);
    controller.setField('ten_kh', 'C');
    expect((await controller.save()).ok).toBe(true);
    const puts = recording.calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => (c.body as { _version?: string })._version)).toEqual(['901', '902']);
    expect(puts[0]?.body).toMatchObject({ ten_kh: 'B', ma_kh: 'KH01' });
  });

  it('a save over someone else’s newer one (409 RECORD_CHANGED) is `changed`, the form kept as typed', async () => {
    const message = 'Bản ghi đã được người khác thay đổi. Vui lòng tải lại để xem thay đổi mới nhất.';
    const recording = recordingHttp((call) => {
      if (call.method === 'PUT') throw apiFailure(409, message, undefined, 'RECORD_CHANGED');
      return free(call);
    });
    const row = {
      _id: 'p7',
      _version: '901',
      ma_kh: 'KH01',
      ten_kh: 'A',
      dien_thoai: '0901234567',
      ma_dvcs: 'CN01',
    };
    const controller = createFormController({
      resource: partners,
      http: recording.http,
      configs: [],
      id: 'p7',
      version: row._version,
      initial: initialFormValues(partners, row, context),
    });
    controller.setField('ten_kh', 'B');
    expect(await controller.save()).toEqual({ ok: false, reason: 'changed', message });
    expect(controller.get()).toMatchObject({ saving: false, dirty: true, problems: {} });
    expect(controller.get().values.ten_kh).toBe('B');
  });

  it("the server's 409 and 400 details land on their fields; the message is the toast's", async () => {
    const { controller } = partnerForm((call) => {
      if (call.method === 'POST') throw apiFailure(409, 'Mã KH01 đã tồn tại', { fields: ['ma_kh'] });
      return free(call);
    });
    Object.entries({ ma_kh: 'KH01', ten_kh: 'A', dien_thoai: '0901234567' }).forEach(([k, v]) =>
      controller.setField(k, v),
    );
    expect(await controller.save()).toEqual({ ok: false, reason: 'server', message: 'Mã KH01 đã tồn tại' });
    expect(controller.get().problems.ma_kh).toEqual({ code: 'server', message: 'Mã KH01 đã tồn tại' });
    expect(controller.get().saving).toBe(false);

    const bad = partnerForm((call) => {
      if (call.method === 'POST')
        throw apiFailure(400, 'Dữ liệu không hợp lệ', [
          { in: 'body', path: '/email', message: 'Email không hợp lệ' },
        ]);
      return free(call);
    });
    Object.entries({ ma_kh: 'KH01', ten_kh: 'A', dien_thoai: '0901234567' }).forEach(([k, v]) =>
      bad.controller.setField(k, v),
    );
    await bad.controller.save();
    expect(bad.controller.get().problems.email).toEqual({ code: 'server', message: 'Email không hợp lệ' });
  });
});

describe('bill form', () => {
  const billForm = () => {
    const recording = recordingHttp((call) =>
      call.method === 'POST' ? { _id: 'b1', so_ct: 'HD000001' } : free(call),
    );
    const controller = createFormController({
      resource: bills,
      http: recording.http,
      configs: [],
      initial: initialFormValues(bills, undefined, context),
    });
    return { controller, calls: recording.calls };
  };

  it('two lines: picking a product fills name, unit and price; totals follow every keystroke', () => {
    const { controller } = billForm();
    controller.addLine();
    controller.setLineField(0, 'ma_vt', 'VT1', {
      ma_vt: 'VT1',
      ten_vt: 'Dầu gội',
      dvt: 'CHAI',
      gia_ban: 120000,
    });
    controller.setLineField(0, 'so_luong', 2);
    controller.addLine();
    controller.setLineField(1, 'ma_vt', 'DV1', {
      ma_vt: 'DV1',
      ten_vt: 'Gội đầu',
      dvt: 'LAN',
      gia_ban: 50000,
    });
    controller.setLineField(1, 'so_luong', 1);
    controller.setLineField(1, 'ck', 10);
    const { values } = controller.get();
    const lines = values.chi_tiet as FormLine[];
    expect(lines[0]).toMatchObject({ ten_vt: 'Dầu gội', dvt: 'CHAI', gia: 120000, thanh_tien: 240000 });
    expect(lines[1]).toMatchObject({ tien: 50000, tien_ck: 5000, thanh_tien: 45000 });
    expect(values).toMatchObject({ t_tien: 290000, t_ck: 5000, t_tt: 285000 });
  });

  it('reordering and removing keep the totals and the line keys', () => {
    const { controller } = billForm();
    controller.addLine();
    controller.setLineField(0, 'gia', 100);
    controller.setLineField(0, 'so_luong', 1);
    controller.addLine();
    controller.setLineField(1, 'gia', 200);
    controller.setLineField(1, 'so_luong', 1);
    const keys = (controller.get().values.chi_tiet as FormLine[]).map((l) => l._key);
    controller.moveLine(1, -1);
    const moved = controller.get().values.chi_tiet as FormLine[];
    expect(moved.map((l) => l._key)).toEqual([keys[1], keys[0]]);
    expect(moved.map((l) => l.gia)).toEqual([200, 100]);
    controller.removeLine(0);
    expect(controller.get().values.t_tt).toBe(100);
  });

  it('a line missing its required product or price is marked per line; a complete bill POSTs its lines', async () => {
    const { controller, calls } = billForm();
    controller.setField('ma_kh', 'KH01');
    controller.addLine();
    controller.setLineField(0, 'so_luong', 1);
    expect(await controller.save()).toEqual({ ok: false, reason: 'invalid' });
    expect(controller.get().problems).toMatchObject({
      'chi_tiet.0.ma_vt': { code: 'required' },
      'chi_tiet.0.gia': { code: 'required' },
    });
    controller.setLineField(0, 'ma_vt', 'VT1');
    controller.setLineField(0, 'gia', 1000);
    expect(controller.get().problems['chi_tiet.0.ma_vt']).toBeUndefined();
    expect(await controller.save()).toMatchObject({ ok: true, row: { so_ct: 'HD000001' } });
    const body = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(body).toMatchObject({
      ma_kh: 'KH01',
      ngay_ct: '2026-11-23',
      chi_tiet: [{ stt: 1, ma_vt: 'VT1', so_luong: 1, gia: 1000 }],
    });
  });

  it("a 400 on a line's field lands on that line", async () => {
    const recording = recordingHttp((call) => {
      if (call.method === 'POST')
        throw apiFailure(400, 'Dữ liệu không hợp lệ', [
          { in: 'body', path: '/chi_tiet/0/so_luong', message: 'Quá lớn' },
        ]);
      return free(call);
    });
    const controller = createFormController({
      resource: bills,
      http: recording.http,
      configs: [],
      initial: initialFormValues(bills, undefined, context),
    });
    controller.setField('ma_kh', 'KH01');
    controller.addLine();
    controller.setLineField(0, 'ma_vt', 'VT1');
    controller.setLineField(0, 'gia', 1);
    controller.setLineField(0, 'so_luong', 1);
    await controller.save();
    expect(controller.get().problems['chi_tiet.0.so_luong']).toEqual({ code: 'server', message: 'Quá lớn' });
  });
});
