import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { branchCalls } from '../helpers/branch-calls.js';
import { tenantIdOf } from '../helpers/operations-fixtures.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from '../helpers/test-app.js';
import { startViettelStandIn, type ViettelStandIn } from '../helpers/viettel-stand-in.js';

/**
 * E-invoices through the Viettel SInvoice provider, against a local stand-in of its HTTP API: the publish action
 * stores the transaction id and the sending state, the durable job signs in and creates the invoice (or finds it
 * by its transaction id after a timeout), a refusal is kept in Vietnamese, cancel goes to the provider, and the
 * invoice file is fetched by a later job.
 */

let server: TestServer;
let viettel: ViettelStandIn;
let admin: string;
let tenantId: string;
let filesDir: string;

const api = branchCalls(
  () => server,
  () => admin,
);

type Row = Record<string, unknown> & { _id: string };

const invoiceRow = async (id: string): Promise<Row> =>
  (
    await sql<Row>`SELECT *, _id::text AS _id FROM sales_invoice_orders WHERE _id = ${id}`.execute(
      server.database.db,
    )
  ).rows[0]!;

/** The invoice once its sending state (trang_thai_gui) is `state`, waiting for the jobs. */
const sendingState = (id: string, state: string, label: string) =>
  eventually(
    () => invoiceRow(id),
    (r) => r.trang_thai_gui === state,
    label,
  );

/** Jobs of one invoice, oldest first. */
const jobsOf = async (invoiceId: string, type?: string) =>
  (
    await server.database.db
      .selectFrom('jobs')
      .selectAll()
      .where(sql<boolean>`payload->>'invoiceId' = ${invoiceId}`)
      .orderBy('created_at')
      .execute()
  ).filter((job) => !type || job.type === type);

/** Waits until the check holds (the app's own worker runs the jobs). */
const eventually = async <T>(
  read: () => Promise<T>,
  holds: (value: T) => boolean,
  what: string,
): Promise<T> => {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (holds(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The jobs once none is running: a job writes the invoice first and is marked done just after. */
const finishedJobs = (invoiceId: string, type: string) =>
  eventually(
    () => jobsOf(invoiceId, type),
    (jobs) => jobs.length > 0 && jobs.every((job) => job.status !== 'running'),
    `${type} finished`,
  );

/** The invoice once the provider has issued it (published, '1'). */
const publishedRow = (invoiceId: string, what: string) =>
  eventually(
    () => invoiceRow(invoiceId),
    (r) => r.trang_thai === '1',
    what,
  );

/** Makes a job's retry due now instead of after its backoff. */
const dueNow = (jobId: string) =>
  server.database.db
    .updateTable('jobs')
    .set({ run_at: sql`now()` })
    .where('id', '=', jobId)
    .execute();

const setConfig = async (name: string, value: string) => {
  await server.database.db
    .deleteFrom('configs')
    .where('tenant_id', '=', tenantId)
    .where('grp', '=', 'invoice')
    .where('name', '=', name)
    .execute();
  await server.database.db
    .insertInto('configs')
    .values({ tenant_id: tenantId, grp: 'invoice', name, value })
    .execute();
};

const newInvoice = async () =>
  api.created('sales/invoice-orders', {
    ngay_ct: '2026-11-27',
    ma_kh: 'KH0001',
    ten_dv_mua: 'Công ty TNHH Sen Việt',
    ma_so_thue: '0312345678',
    dia_chi: '12 Lê Lợi, Quận 1',
    email: 'ketoan@senviet.vn',
    mau_so: '1/001',
    ky_hieu: 'C26TAA',
    chi_tiet: [
      { ma_vt: 'GOI-60', so_luong: 3, gia: 333_333, ck: 10, thue_suat: 8 },
      { ma_vt: 'MAS-60', so_luong: 1, gia: 450_000, ck: 0, thue_suat: 10 },
    ],
  });

const publish = (id: string, language = 'vi') =>
  call(server.app, 'POST', `/api/sales/invoice-publish/${id}/publish`, {
    token: admin,
    headers: { Branchs: 'CN01', 'accept-language': language },
  });

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'sen-einvoice-'));
  viettel = await startViettelStandIn();
  server = await startTestServer({ EINVOICE_TIMEOUT_MS: '400', FILES_DIR: filesDir });
  tenantId = await tenantIdOf(server.database.db);
  admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  await api.created('stock/products', {
    ma_vt: 'GOI-60',
    ten_vt: 'Gội đầu dưỡng sinh 60 phút',
    loai_vt: 'DV',
    dvt: 'LAN',
    gia_ban: 333_333,
  });
  await api.created('stock/products', {
    ma_vt: 'MAS-60',
    ten_vt: 'Massage body thảo dược 60 phút',
    loai_vt: 'DV',
    dvt: 'LAN',
    gia_ban: 450_000,
  });
});
afterAll(async () => {
  await server?.close();
  await viettel?.close();
  await rm(filesDir, { recursive: true, force: true });
});
beforeEach(() => {
  viettel.createModes = [];
  viettel.onCreate = undefined;
});

describe('publishing without a provider', () => {
  it('is refused with a localised 409 and leaves the draft as it was, nothing queued', async () => {
    const invoice = await newInvoice();
    const res = await publish(invoice._id);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EINVOICE_NOT_CONFIGURED',
      message: 'Chưa cấu hình hóa đơn điện tử: sale_invoice_type',
    });
    await setConfig('sale_invoice_type', 'misa');
    const en = await publish(invoice._id, 'en');
    expect(en.statusCode).toBe(409);
    expect(en.json().message).toBe('E-invoice type misa is not supported');
    await setConfig('sale_invoice_type', 'viettel');
    await setConfig('sale_invoice_url', 'sinvoice.viettel.vn');
    const noUrl = await publish(invoice._id);
    expect(noUrl.statusCode).toBe(409);
    expect(noUrl.json().message).toBe(
      'Chưa cấu hình hóa đơn điện tử: sale_invoice_url (http/https), sale_invoice_username, sale_invoice_password',
    );
    const row = await invoiceRow(invoice._id);
    expect(row).toMatchObject({ trang_thai: '0', trang_thai_gui: '0', ma_giao_dich: null });
    expect(await jobsOf(invoice._id)).toEqual([]);
  });
});

describe('publishing through Viettel SInvoice', () => {
  beforeAll(async () => {
    const sealed = await call(server.app, 'POST', '/api/system/encrypt', {
      token: admin,
      body: { value: viettel.password },
    });
    expect(sealed.statusCode, sealed.body).toBe(200);
    await setConfig('sale_invoice_type', 'viettel');
    await setConfig('sale_invoice_url', `${viettel.url}/`);
    await setConfig('sale_invoice_username', viettel.username);
    await setConfig('sale_invoice_password', sealed.json().value as string);
  });

  it('stores the transaction id and the sending state before sending, then the number and lookup code', async () => {
    const invoice = await newInvoice();
    const seen: Row[] = [];
    viettel.onCreate = async () => {
      seen.push(await invoiceRow(invoice._id));
    };
    const res = await publish(invoice._id);
    expect(res.statusCode, res.body).toBe(200);
    const answered = res.json();
    expect(answered).toMatchObject({ trang_thai: '3', trang_thai_gui: '1', loi_gui: null });
    const uuid = answered.ma_giao_dich as string;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);

    const row = await publishedRow(invoice._id, 'published');
    const stored = viettel.invoices.get(uuid)!;
    expect(stored.invoiceNo).toBe('C26TAA0000001');
    expect(row).toMatchObject({
      trang_thai: '1',
      trang_thai_gui: '2',
      so_hd_dt: stored.invoiceNo,
      ma_tra_cuu: stored.reservationCode,
      ma_giao_dich: uuid,
      loi_gui: null,
    });
    // What the server had stored when the create call reached the provider.
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ ma_giao_dich: uuid, trang_thai: '3', trang_thai_gui: '1' });
    // Signed in with the decrypted password, created under the stored transaction id, amounts exact in VND.
    expect(viettel.count('auth/login')).toBeGreaterThan(0);
    const general = stored.body.generalInvoiceInfo as Record<string, unknown>;
    expect(general).toMatchObject({ transactionUuid: uuid, templateCode: '1/001', invoiceSeries: 'C26TAA' });
    expect(stored.body.summarizeInfo).toMatchObject({
      totalAmountWithoutTax: 1_349_999,
      totalTaxAmount: 117_000,
      totalAmountWithTax: 1_466_999,
    });
    expect(Number(row.t_tt), "the invoice's own total").toBe(1_466_999);
    const shown = await api.call('GET', `sales/invoice-publish/${invoice._id}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ so_hd_dt: stored.invoiceNo, trang_thai_gui: '2' });
  });

  it('fetches the invoice file with a later job and stores it with the files', async () => {
    const invoice = await newInvoice();
    expect((await publish(invoice._id)).statusCode).toBe(200);
    const row = await eventually(
      () => invoiceRow(invoice._id),
      (r) => Boolean(r.tep_hd),
      'file stored',
    );
    const [files] = await finishedJobs(invoice._id, 'einvoice.files');
    expect(files).toMatchObject({ status: 'done' });
    const [issue] = await finishedJobs(invoice._id, 'einvoice.issue');
    expect(files!.created_at.getTime()).toBeGreaterThanOrEqual(issue!.finished_at!.getTime() - 1000);
    const url = String(row.tep_hd);
    expect(url).toMatch(new RegExp(`^/api/files/[0-9a-f-]{36}/${row.so_hd_dt}\\.pdf$`));
    const download = await call(server.app, 'GET', url, { token: admin });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain(`%PDF-1.4\n% ${String(row.so_hd_dt)}`);
  });

  it('after a timeout the invoice the provider stored is found by its transaction id: issued exactly once', async () => {
    const invoice = await newInvoice();
    viettel.createModes = ['store-then-hang'];
    expect((await publish(invoice._id)).statusCode).toBe(200);
    const [job] = await eventually(
      () => jobsOf(invoice._id, 'einvoice.issue'),
      (jobs) => jobs[0]?.attempts === 1 && jobs[0].status === 'queued',
      'first try failed',
    );
    const waiting = await invoiceRow(invoice._id);
    expect(waiting).toMatchObject({ trang_thai: '3', trang_thai_gui: '1' });
    expect(String(waiting.loi_gui)).toMatch(/^Không kết nối được nhà cung cấp hóa đơn điện tử: .*timeout/);
    expect(job!.last_error).toMatch(/timeout/);
    const uuid = String(waiting.ma_giao_dich);
    expect(viettel.invoices.has(uuid)).toBe(true);

    const creates = viettel.count('/createInvoice/' + viettel.username);
    const searches = viettel.count('/searchInvoiceByTransactionUuid');
    await dueNow(job!.id);
    const row = await publishedRow(invoice._id, 'published');
    expect(row).toMatchObject({
      so_hd_dt: viettel.invoices.get(uuid)!.invoiceNo,
      trang_thai_gui: '2',
      loi_gui: null,
    });
    expect(viettel.count('/createInvoice/' + viettel.username), 'no second create').toBe(creates);
    expect(viettel.count('/searchInvoiceByTransactionUuid')).toBe(searches + 1);
    expect([...viettel.invoices.values()].filter((i) => i.transactionUuid === uuid)).toHaveLength(1);
    expect((await finishedJobs(invoice._id, 'einvoice.issue'))[0]).toMatchObject({
      status: 'done',
      attempts: 2,
    });
  });

  it("keeps the provider's refusal in Vietnamese as 'Lỗi gửi'; publishing again looks up first, then issues", async () => {
    const invoice = await newInvoice();
    viettel.createModes = ['refuse'];
    expect((await publish(invoice._id)).statusCode).toBe(200);
    const failed = await sendingState(invoice._id, '3', 'refused');
    expect(failed).toMatchObject({
      trang_thai: '0',
      so_hd_dt: null,
      loi_gui: 'Nhà cung cấp hóa đơn điện tử từ chối: Ký hiệu hóa đơn không hợp lệ (INVOICE_SERIES_INVALID)',
    });
    expect((await finishedJobs(invoice._id, 'einvoice.issue'))[0]).toMatchObject({
      status: 'done',
      attempts: 1,
    });
    const listed = await api.call('GET', `sales/invoice-publish?trang_thai=0`);
    expect(listed.json().items.find((r: Row) => r._id === invoice._id)).toMatchObject({
      trang_thai_gui: '3',
      loi_gui: failed.loi_gui,
    });

    const searches = viettel.count('/searchInvoiceByTransactionUuid');
    const again = await publish(invoice._id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      ma_giao_dich: failed.ma_giao_dich,
      trang_thai_gui: '1',
      loi_gui: null,
    });
    const row = await publishedRow(invoice._id, 'published');
    expect(row.so_hd_dt).toBe(viettel.invoices.get(String(failed.ma_giao_dich))!.invoiceNo);
    expect(viettel.count('/searchInvoiceByTransactionUuid')).toBe(searches + 1);
  });

  it('cancels a published invoice at the provider', async () => {
    const invoice = await newInvoice();
    expect((await publish(invoice._id)).statusCode).toBe(200);
    const published = await publishedRow(invoice._id, 'published');
    const res = await call(server.app, 'POST', `/api/sales/invoice-publish/${invoice._id}/cancel`, {
      token: admin,
      headers: { Branchs: 'CN01' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ trang_thai: '9', trang_thai_gui: '4' });
    const row = await sendingState(invoice._id, '5', 'cancelled');
    expect(row).toMatchObject({ trang_thai: '9', loi_gui: null, so_hd_dt: published.so_hd_dt });
    expect(viettel.invoices.get(String(published.ma_giao_dich))!.status).toBe('cancelled');
    const cancelCall = viettel.calls.find((c) => c.path.endsWith('/cancelTransactionInvoice'))!;
    expect(cancelCall.body).toMatchObject({
      invoiceNo: published.so_hd_dt,
      strIssueDate: expect.stringMatching(/^\d{14}$/),
    });
  });

  it('a refused cancellation takes the invoice back to published with the error', async () => {
    const invoice = await newInvoice();
    expect((await publish(invoice._id)).statusCode).toBe(200);
    const published = await publishedRow(invoice._id, 'published');
    viettel.invoices.get(String(published.ma_giao_dich))!.status = 'cancelled';
    const res = await call(server.app, 'POST', `/api/sales/invoice-publish/${invoice._id}/cancel`, {
      token: admin,
      headers: { Branchs: 'CN01' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await sendingState(invoice._id, '6', 'cancel refused');
    expect(row).toMatchObject({
      trang_thai: '1',
      loi_gui: 'Nhà cung cấp hóa đơn điện tử từ chối: Không tìm thấy hóa đơn (INVOICE_NOT_FOUND)',
    });
  });

  it('an invoice published with so_ct_goc replaces the published one at the provider; sent ones are not edited', async () => {
    const original = await newInvoice();
    expect((await publish(original._id)).statusCode).toBe(200);
    const published = await publishedRow(original._id, 'published');

    const edit = await api.call('PATCH', `sales/invoice-orders/${original._id}`, {
      ten_dv_mua: 'Công ty khác',
      _version: published._version,
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json()).toMatchObject({
      code: 'EINVOICE_NOT_EDITABLE',
      message: 'Hóa đơn điện tử đã gửi nhà cung cấp, không sửa hoặc xóa được',
    });
    expect((await api.call('DELETE', `sales/invoice-orders/${original._id}`)).statusCode).toBe(409);

    const wrong = await newInvoice();
    await api.call('PATCH', `sales/invoice-orders/${wrong._id}`, {
      so_ct_goc: 'DT-KHONG-CO',
      _version: wrong._version,
    });
    const refused = await publish(wrong._id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe('Hóa đơn gốc DT-KHONG-CO không tồn tại hoặc chưa phát hành');

    const replacement = await newInvoice();
    const named = await api.call('PATCH', `sales/invoice-orders/${replacement._id}`, {
      so_ct_goc: original.so_ct,
      ten_dv_mua: 'Công ty TNHH Sen Việt Nam',
      _version: replacement._version,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect((await publish(replacement._id)).statusCode).toBe(200);
    const row = await publishedRow(replacement._id, 'replacement');
    const sent = viettel.invoices.get(String(row.ma_giao_dich))!;
    expect(sent.body.generalInvoiceInfo).toMatchObject({
      adjustmentType: '3',
      originalInvoiceId: published.so_hd_dt,
      originalTemplateCode: '1/001',
      originalInvoiceIssueDate: viettel.invoices.get(String(published.ma_giao_dich))!.issueDate,
    });
    expect(await invoiceRow(original._id)).toMatchObject({ trang_thai: '2', so_hd_dt: published.so_hd_dt });
  });

  it('an invoice published with so_ct_goc and loai_dc 6 adjusts the original down; the original stays published', async () => {
    const original = await newInvoice();
    expect((await publish(original._id)).statusCode).toBe(200);
    const published = await publishedRow(original._id, 'published');
    // The spa charged one massage too many: the adjustment takes it off.
    const adjustment = await api.created('sales/invoice-orders', {
      ngay_ct: '2026-11-27',
      ma_kh: 'KH0001',
      ten_dv_mua: 'Công ty TNHH Sen Việt',
      ma_so_thue: '0312345678',
      mau_so: '1/001',
      ky_hieu: 'C26TAA',
      so_ct_goc: original.so_ct,
      loai_dc: '6',
      chi_tiet: [{ ma_vt: 'MAS-60', so_luong: 1, gia: 450_000, ck: 0, thue_suat: 10 }],
    });
    expect((await publish(adjustment._id)).statusCode).toBe(200);
    const row = await publishedRow(adjustment._id, 'adjustment published');
    const sent = viettel.invoices.get(String(row.ma_giao_dich))!;
    expect(sent.body.generalInvoiceInfo).toMatchObject({
      adjustmentType: '5',
      adjustmentInvoiceType: '1',
      originalInvoiceId: published.so_hd_dt,
      additionalReferenceDesc: `Điều chỉnh giảm hóa đơn ${String(published.so_hd_dt)}`,
    });
    expect(sent.body.itemInfo).toEqual([
      expect.objectContaining({ itemCode: 'MAS-60', isIncreaseItem: false, itemTotalAmountWithTax: 495_000 }),
    ]);
    expect(await invoiceRow(original._id)).toMatchObject({ trang_thai: '1', so_hd_dt: published.so_hd_dt });
  });

  it('a wrong password is a refusal kept on the invoice, not a retry', async () => {
    await setConfig('sale_invoice_password', 'sai-mat-khau');
    try {
      const invoice = await newInvoice();
      expect((await publish(invoice._id)).statusCode).toBe(200);
      const row = await sendingState(invoice._id, '3', 'refused');
      expect(String(row.loi_gui)).toBe(
        'Đăng nhập nhà cung cấp hóa đơn điện tử không thành công: Sai tên đăng nhập hoặc mật khẩu',
      );
      expect(row.trang_thai).toBe('0');
    } finally {
      await setConfig('sale_invoice_password', viettel.password);
    }
  });
});
