import { describe, expect, it } from 'vitest';
import { catalogueEntryOfRoute, resourceNamed, type Resource, type View } from '@sen/domain/resources';
import { createRecordForm, initialFormValues, recordInputOf } from '@sen/records';
import { recordingHttp } from './form/test/http';
import { isWritableView, pageResourceOf, writableViewResource } from './viewResource';

const callLogs = resourceNamed('call-logs') as Resource;
const makeACall = catalogueEntryOfRoute('/crm/call-logs/call') as View;
const pbxLogs = catalogueEntryOfRoute('/crm/call-center/call-logs') as View;

describe('a writable view as its pages see its resource', () => {
  it('has the view’s route, API path, menu id and title, and the resource’s fields and name', () => {
    const target = writableViewResource(makeACall, callLogs);
    expect(target).toMatchObject({
      name: 'call-logs',
      route: '/crm/call-logs/call',
      path: 'crm/call-logs/call',
      menuId: 'crm.call-logs.call',
      title: makeACall.title,
    });
    expect(target.sections).toBe(callLogs.sections);
    expect(writableViewResource(makeACall, callLogs)).toBe(target);
  });

  it('presets each fixed field, shows it read-only and does not send it (the server stamps it)', () => {
    const target = writableViewResource(makeACall, callLogs);
    expect(target.fields.chieu_goi).toMatchObject({ readOnly: true, defaultValue: 'OUT' });
    expect(callLogs.fields.chieu_goi?.readOnly).toBeFalsy();
    const values = initialFormValues(target, undefined, { today: '2031-04-02', selectedBranches: ['CN01'] });
    expect(values.chieu_goi).toBe('OUT');
    const body = recordInputOf(target, { ...values, chieu_goi: 'IN', dien_thoai: '0901234567' });
    expect(body).not.toHaveProperty('chieu_goi');
    expect(body).toMatchObject({ dien_thoai: '0901234567' });
  });

  it('leaves read-only views and resources as they are', () => {
    expect(isWritableView(makeACall)).toBe(true);
    expect(isWritableView(pbxLogs)).toBe(false);
    expect(isWritableView(callLogs)).toBe(false);
    expect(pageResourceOf(pbxLogs, callLogs)).toBe(callLogs);
    expect(pageResourceOf(callLogs, callLogs)).toBe(callLogs);
    expect(pageResourceOf(makeACall, callLogs).path).toBe('crm/call-logs/call');
  });
});

describe('the form of a writable view', () => {
  const form = (id?: string) => {
    const target = writableViewResource(makeACall, callLogs);
    const recording = recordingHttp((call) => (call.method === 'GET' ? undefined : { _id: 'c1' }));
    const row = id
      ? { _id: id, so_ct: 'CG000001', ngay_ct: '2031-04-02', gio_goi: '09:30', dien_thoai: '0901234567' }
      : undefined;
    const record = createRecordForm(
      {
        resource: target,
        configs: [],
        id,
        row: row ? { ...row, chieu_goi: 'OUT', ket_qua: 'ANSWERED', ma_dvcs: 'CN01' } : undefined,
        context: { today: '2031-04-02', selectedBranches: ['CN01'] },
      },
      recording.http,
    );
    return { record, calls: recording.calls };
  };

  it('creates through the view’s API path, leaving the fixed field to the server', async () => {
    const { record, calls } = form();
    record.setField('gio_goi', '09:30');
    record.setField('dien_thoai', '0901234567');
    const outcome = await record.save();
    expect(outcome, JSON.stringify(record.problems())).toEqual({ ok: true, row: { _id: 'c1' } });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/crm/call-logs/call');
    expect(post?.body).toMatchObject({ dien_thoai: '0901234567', ma_dvcs: 'CN01' });
    expect(post?.body).not.toHaveProperty('chieu_goi');
  });

  it('saves an edit with PUT on the view’s path', async () => {
    const { record, calls } = form('c9');
    record.setField('noi_dung', 'Gọi lại sau');
    const outcome = await record.save();
    expect(outcome, JSON.stringify(record.problems())).toMatchObject({ ok: true });
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/crm/call-logs/call/c9');
  });
});
