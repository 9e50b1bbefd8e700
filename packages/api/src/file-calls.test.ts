import { describe, expect, it } from 'vitest';
import { fakeFetch, json, makeClient } from '../test/helpers.js';

const uploaded = {
  items: [{ id: 'f1', name: 'a.png', url: '/api/files/f1/a.png', size: 1, type: 'image/png' }],
  total: 1,
};

describe('files: the storage host calls', () => {
  it('uploads files and images as multipart under the field files to the API root by default', async () => {
    const { calls, fetch } = fakeFetch(() => json(uploaded));
    const { client, state } = makeClient(fetch);
    state.branchs = ['CN01'];
    await expect(client.files.uploadFiles([new File(['1'], 'a.png')])).resolves.toEqual(uploaded);
    await client.files.uploadImages([new File(['2'], 'b.png'), new File(['3'], 'c.png')]);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/upload/files',
      'POST /api/upload/images',
    ]);
    const sent = (calls[1]?.body as FormData).getAll('files') as File[];
    expect(sent.map((file) => file.name)).toEqual(['b.png', 'c.png']);
    expect((calls[0]?.body as FormData).get('ma_dvcs')).toBeNull();
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer old-access', tenant: 'demo' });
  });

  it('uses the storage host when configured, for uploads, deletes and downloads', async () => {
    const { calls, fetch } = fakeFetch((call) =>
      call.method === 'GET'
        ? new Response(new Blob(['PNG']))
        : json({ items: ['/api/files/f1/a.png', '/api/files/f2/b.png'], total: 2 }),
    );
    const { client } = makeClient(fetch, { storageUrl: 'https://files.example.com/api/' });
    await client.files.uploadFiles([new File(['1'], 'a.png')]);
    const deleted = await client.files.deleteUploads(['/api/files/f1/a.png', '/api/files/f2/b.png']);
    expect(deleted.total).toBe(2);
    const blob = await client.files.download('/api/files/f1/a.png');
    expect(await blob.text()).toBe('PNG');
    await client.files.download('https://cdn.example.com/x.png');
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST https://files.example.com/api/upload/files',
      'DELETE https://files.example.com/api/upload',
      'GET https://files.example.com/api/files/f1/a.png',
      'GET https://cdn.example.com/x.png',
    ]);
    expect(calls[1]?.body).toEqual(['/api/files/f1/a.png', '/api/files/f2/b.png']);
    expect(calls[1]?.headers['content-type']).toBe('application/json');
  });

  it('rejects a failed upload with the server message', async () => {
    const { fetch } = fakeFetch(() =>
      json(
        { message: 'Tệp quá lớn', code: 'FILE_TOO_LARGE' },
        { status: 413, statusText: 'Payload Too Large' },
      ),
    );
    const { client } = makeClient(fetch);
    await expect(client.files.uploadFiles([new File(['1'], 'a.png')])).rejects.toMatchObject({
      status: 413,
      message: 'Tệp quá lớn',
    });
  });
});
