import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { listOf, otpResponseSchema, uploadedFileSchema } from '@sen/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { portalDemoPhone } from '../src/seed/demo-customers.js';
import { contentDisposition, sanitizeFileName } from '../src/services/file-store-names.js';
import { fileIdOfUrl } from '../src/services/file-store-urls.js';
import { createSecondTenant, secondTenant } from './helpers/second-tenant.js';
import { call, demoPasswords, startTestServer, tokenFor, type TestServer } from './helpers/test-app.js';

let server: TestServer;
let filesDir = '';
const tokens = { admin: '', nvbh01: '', beta: '', customer: '' };

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(os.tmpdir(), 'sen-files-'));
  server = await startTestServer({
    FILES_DIR: filesDir,
    UPLOAD_MAX_BYTES: '4096',
    UPLOAD_IMAGE_MAX_BYTES: '2048',
    UPLOAD_MAX_FILES: '3',
  });
  await createSecondTenant(server.database.db);
  tokens.admin = await tokenFor(server.app, 'admin', demoPasswords.admin);
  tokens.nvbh01 = await tokenFor(server.app, 'nvbh01', demoPasswords.nvbh01);
  tokens.beta = await tokenFor(server.app, 'admin', secondTenant.admin.password, secondTenant.code);
  const otp = await call(server.app, 'POST', `/api/auth/otp/customer/${portalDemoPhone}`);
  const code = otpResponseSchema.parse(otp.json()).demo_code as string;
  const signIn = await call(server.app, 'POST', '/api/auth/login', {
    body: { user_name: portalDemoPhone, password: code, system_type: 'client', login_type: 'otp' },
  });
  tokens.customer = signIn.json().session.access_token as string;
});
afterAll(async () => {
  await server.close();
  await rm(filesDir, { recursive: true, force: true });
});

type Who = keyof typeof tokens;
type Part = { name: string; type: string; bytes: Uint8Array; field?: string };

/** A multipart/form-data body serialised the way a browser's fetch does (FormData through Response). */
const multipart = async (parts: Part[]) => {
  const form = new FormData();
  for (const part of parts) {
    form.append(
      part.field ?? 'files',
      new Blob([new Uint8Array(part.bytes)], { type: part.type }),
      part.name,
    );
  }
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
};

const tenantOf = (who: Who) => (who === 'beta' ? secondTenant.code : 'demo');

const upload = async (route: 'files' | 'images', parts: Part[], who: Who = 'nvbh01') => {
  const { body, contentType } = await multipart(parts);
  return call(server.app, 'POST', `/api/upload/${route}`, {
    token: tokens[who],
    tenant: tenantOf(who),
    headers: { 'content-type': contentType },
    body,
  });
};

const uploaded = async (route: 'files' | 'images', parts: Part[], who: Who = 'nvbh01') => {
  const res = await upload(route, parts, who);
  expect(res.statusCode, res.body).toBe(200);
  return listOf(uploadedFileSchema).strict().parse(res.json());
};

const download = (url: string, who: Who = 'nvbh01') =>
  call(server.app, 'GET', url, { token: tokens[who], tenant: tenantOf(who) });

const remove = (urls: string[], who: Who = 'nvbh01') =>
  call(server.app, 'DELETE', '/api/upload', { token: tokens[who], tenant: tenantOf(who), body: urls });

const ascii = (text: string) => new TextEncoder().encode(text);
const pdf = (extra = 600) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(extra)]);
const png = (extra = 300) =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(extra)]);
const webp = () =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([1, 0, 0, 0]), Buffer.from('WEBPVP8 '), randomBytes(64)]);

/** Every stored file under FILES_DIR, relative. */
const storedFiles = async (): Promise<string[]> =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)))
    .sort();

const fileRows = () => server.database.db.selectFrom('files').selectAll().execute();

describe('POST /api/upload/files and GET /api/files/{id}/{name}', () => {
  it('stores a file with a Vietnamese name and gives back the same bytes', async () => {
    const bytes = pdf();
    const name = 'Báo cáo tháng 11 – Đà Nẵng (bản cuối).pdf';
    const list = await uploaded('files', [{ name, type: 'application/pdf', bytes }]);
    expect(list.total).toBe(1);
    const [file] = list.items;
    expect(file).toMatchObject({ name, size: bytes.length, type: 'application/pdf' });
    expect(file?.url).toBe(`/api/files/${file?.id}/${encodeURIComponent(name)}`);

    const res = await download(file?.url ?? '');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-length']).toBe(String(bytes.length));
    expect(res.headers['content-disposition']).toBe(contentDisposition('attachment', name));
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(name).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );

    const [row] = (await fileRows()).filter((r) => r.id === file?.id);
    expect(row).toMatchObject({ kind: 'file', name, size: bytes.length, type: 'application/pdf' });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.path.startsWith(`demo${path.sep}`)).toBe(true);
    expect(await readFile(path.join(filesDir, row?.path ?? ''))).toEqual(bytes);
  });

  it('takes several files at once, from the allow-list, typed by extension and content', async () => {
    const list = await uploaded('files', [
      {
        name: 'khach-hang.csv',
        type: 'application/vnd.ms-excel',
        bytes: ascii('ma_kh,ten_kh\nKH0001,Trần Thị Mai\n'),
      },
      { name: 'ghi chú.txt', type: 'text/plain', bytes: ascii('Xin chào') },
      {
        name: 'hop-dong.docx',
        type: 'application/octet-stream',
        bytes: Buffer.concat([Buffer.from([0x50, 0x4b, 3, 4]), randomBytes(50)]),
      },
    ]);
    expect(list.items.map((f) => [f.name, f.type])).toEqual([
      ['khach-hang.csv', 'text/csv'],
      ['ghi chú.txt', 'text/plain'],
      ['hop-dong.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
    expect(list.total).toBe(3);
  });

  it('refuses a file over the size limit with a localised 413 and stores nothing', async () => {
    const before = await storedFiles();
    const rowsBefore = (await fileRows()).length;
    const res = await upload('files', [
      { name: 'nho.txt', type: 'text/plain', bytes: ascii('ok') },
      { name: 'lon.pdf', type: 'application/pdf', bytes: pdf(5000) },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      code: 'UPLOAD_TOO_LARGE',
      message: 'Tệp lon.pdf vượt quá dung lượng cho phép (4 KB)',
    });
    expect(await storedFiles()).toEqual(before);
    expect((await fileRows()).length).toBe(rowsBefore);
  });

  it('refuses more files than allowed in one request', async () => {
    const part = { name: 'a.txt', type: 'text/plain', bytes: ascii('a') };
    const res = await upload('files', [part, part, part, part]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'UPLOAD_TOO_MANY_FILES',
      message: 'Chỉ được tải lên tối đa 3 tệp mỗi lần',
    });
  });

  it('refuses a type off the allow-list and a disguised file with a localised 415, storing nothing', async () => {
    const before = await storedFiles();
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(8), randomBytes(100)]);
    const wrong = await upload('files', [
      { name: 'setup.exe', type: 'application/x-msdownload', bytes: exe },
    ]);
    expect(wrong.statusCode).toBe(415);
    expect(wrong.json()).toEqual({
      code: 'UPLOAD_TYPE_NOT_ALLOWED',
      message: 'Tệp setup.exe không đúng định dạng cho phép',
    });
    const disguised = await upload('files', [
      { name: 'ok.txt', type: 'text/plain', bytes: ascii('fine') },
      { name: 'hoa-don.pdf', type: 'application/pdf', bytes: exe },
    ]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().message).toBe('Tệp hoa-don.pdf không đúng định dạng cho phép');
    expect(await storedFiles()).toEqual(before);
  });

  it('keeps only the last segment of a file name, so no name leaves the tenant folder', async () => {
    const list = await uploaded('files', [
      { name: '../../../../etc/cron.d/evil.txt', type: 'text/plain', bytes: ascii('x') },
      { name: '..\\..\\windows\\win.ini.txt', type: 'text/plain', bytes: ascii('y') },
    ]);
    expect(list.items.map((f) => f.name)).toEqual(['evil.txt', 'win.ini.txt']);
    const stored = await storedFiles();
    expect(
      stored.every((relative) => relative.startsWith(`demo${path.sep}`) && !relative.includes('..')),
    ).toBe(true);
    const rows = (await fileRows()).filter((r) => list.items.some((f) => f.id === r.id));
    expect(rows.map((r) => path.basename(r.path)).sort()).toEqual(list.items.map((f) => f.id).sort());
  });

  it('answers 400 when no part is in the files field and 415 when the body is not multipart', async () => {
    const none = await upload('files', [
      { name: 'a.txt', type: 'text/plain', bytes: ascii('a'), field: 'other' },
    ]);
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('UPLOAD_NO_FILES');
    const notMultipart = await call(server.app, 'POST', '/api/upload/files', { token: tokens.nvbh01 });
    expect(notMultipart.statusCode).toBe(415);
    expect(notMultipart.json().code).toBe('UPLOAD_NOT_MULTIPART');
  });

  it('is for signed-in staff only', async () => {
    const part = { name: 'a.txt', type: 'text/plain', bytes: ascii('a') };
    const { body, contentType } = await multipart([part]);
    const anonymous = await call(server.app, 'POST', '/api/upload/files', {
      headers: { 'content-type': contentType },
      body,
    });
    expect(anonymous.statusCode).toBe(401);
    const customer = await upload('files', [part], 'customer');
    expect(customer.statusCode).toBe(403);
  });
});

describe('POST /api/upload/images', () => {
  it('takes JPEG, PNG, WebP and GIF images and stores the type the bytes show', async () => {
    const list = await uploaded('images', [
      { name: 'anh-dai-dien.png', type: 'image/png', bytes: png() },
      { name: 'banner.webp', type: 'image/webp', bytes: webp() },
      { name: 'logo.gif', type: 'image/gif', bytes: Buffer.concat([Buffer.from('GIF89a'), randomBytes(40)]) },
    ]);
    expect(list.items.map((f) => f.type)).toEqual(['image/png', 'image/webp', 'image/gif']);
    const res = await download(list.items[0]?.url ?? '');
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-disposition']).toMatch(/^inline; /);
  });

  it('refuses other types, disguised files and images over the image limit', async () => {
    const pdfAsImage = await upload('images', [{ name: 'scan.pdf', type: 'application/pdf', bytes: pdf() }]);
    expect(pdfAsImage.statusCode).toBe(415);
    const disguised = await upload('images', [
      { name: 'photo.png', type: 'image/png', bytes: ascii('<svg onload=alert(1)>') },
    ]);
    expect(disguised.statusCode).toBe(415);
    expect(disguised.json().code).toBe('UPLOAD_TYPE_NOT_ALLOWED');
    const big = await upload('images', [{ name: 'big.png', type: 'image/png', bytes: png(3000) }], 'admin');
    expect(big.statusCode).toBe(413);
    const tooBig = await multipart([{ name: 'big.png', type: 'image/png', bytes: png(3000) }]);
    const en = await call(server.app, 'POST', '/api/upload/images', {
      token: tokens.admin,
      headers: { 'content-type': tooBig.contentType, 'accept-language': 'en' },
      body: tooBig.body,
    });
    expect(en.statusCode).toBe(413);
    expect(en.json().message).toBe('The file big.png is larger than allowed (2 KB)');
  });

  it('answers 400 for a multipart body it cannot read, storing nothing', async () => {
    const before = await storedFiles();
    const { body, contentType } = await multipart([{ name: 'a.png', type: 'image/png', bytes: png() }]);
    const cut = await call(server.app, 'POST', '/api/upload/images', {
      token: tokens.admin,
      headers: { 'content-type': contentType },
      body: body.subarray(0, body.length - 60),
    });
    expect(cut.statusCode).toBe(400);
    expect(cut.json().code).toBe('VALIDATION_FAILED');
    expect(await storedFiles()).toEqual(before);
  });
});

describe('DELETE /api/upload', () => {
  it('deletes the named files, after which they are 404, and ignores urls it cannot match', async () => {
    const list = await uploaded('files', [
      { name: 'xoa-1.txt', type: 'text/plain', bytes: ascii('1') },
      { name: 'xoa-2.txt', type: 'text/plain', bytes: ascii('2') },
    ]);
    const [first, second] = list.items;
    const res = await remove([
      first?.url ?? '',
      `https://erp.example.vn${second?.url ?? ''}`,
      '/api/files/nope/x',
      'rác',
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ items: [first?.url, second?.url], total: 2 });
    for (const file of [first, second]) {
      const gone = await download(file?.url ?? '');
      expect(gone.statusCode).toBe(404);
      expect(gone.json()).toEqual({ code: 'FILE_NOT_FOUND', message: 'Không tìm thấy tệp' });
    }
    expect((await fileRows()).some((r) => r.id === first?.id)).toBe(false);
    const stored = await storedFiles();
    expect(stored.some((relative) => relative.endsWith(first?.id ?? '-'))).toBe(false);
    const again = await remove([first?.url ?? '']);
    expect(again.json()).toEqual({ items: [], total: 0 });
  });

  it('refuses an empty list', async () => {
    const res = await remove([]);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('tenant isolation', () => {
  it("answers 404 for another tenant's file and does not delete it", async () => {
    const [file] = (
      await uploaded('files', [{ name: 'rieng.txt', type: 'text/plain', bytes: ascii('demo only') }])
    ).items;
    const url = file?.url ?? '';
    const seen = await download(url, 'beta');
    expect(seen.statusCode).toBe(404);
    const removed = await remove([url], 'beta');
    expect(removed.json()).toEqual({ items: [], total: 0 });
    expect((await download(url)).statusCode).toBe(200);
    const [betaFile] = (
      await uploaded('files', [{ name: 'beta.txt', type: 'text/plain', bytes: ascii('beta') }], 'beta')
    ).items;
    const row = (await fileRows()).find((r) => r.id === betaFile?.id);
    expect(row?.path.startsWith(`beta${path.sep}`)).toBe(true);
    expect((await download(betaFile?.url ?? '')).statusCode).toBe(404);
  });
});

describe('file names and urls', () => {
  it('sanitises names', () => {
    expect(sanitizeFileName('C:\\tmp\\..\\Báo cáo.pdf')).toBe('Báo cáo.pdf');
    expect(sanitizeFileName('../../etc/passwd')).toBe('passwd');
    expect(sanitizeFileName('..')).toBe('file');
    expect(sanitizeFileName(' .hidden. ')).toBe('hidden');
    expect(sanitizeFileName('a\u0000b\r\nc<>:"|?*.txt')).toBe('abc.txt');
    expect(sanitizeFileName('Ba\u0301o ca\u0301o.txt')).toBe('Báo cáo.txt');
    const long = sanitizeFileName(`${'x'.repeat(300)}.xlsx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.xlsx')).toBe(true);
  });
  it('reads the file id out of relative and absolute urls only', () => {
    const id = '0b7c2a6e-6d3f-4c61-9d7e-0f5e7c9a1b2c';
    expect(fileIdOfUrl(`/api/files/${id}/a.txt`)).toBe(id);
    expect(fileIdOfUrl(`https://host/api/files/${id.toUpperCase()}/a.txt`)).toBe(id);
    expect(fileIdOfUrl('/api/files/../../etc/passwd')).toBeUndefined();
    expect(fileIdOfUrl('a.txt')).toBeUndefined();
  });
  it('keeps files under DATA_DIR/files unless FILES_DIR says otherwise', async () => {
    const config = await loadConfig({ DATA_DIR: filesDir, JWT_SECRET: 'x'.repeat(40) });
    expect(config.filesDir).toBe(path.join(filesDir, 'files'));
    expect(config).toMatchObject({
      uploadMaxBytes: 10 * 1024 * 1024,
      uploadImageMaxBytes: 5 * 1024 * 1024,
      uploadMaxFiles: 10,
    });
  });
});
