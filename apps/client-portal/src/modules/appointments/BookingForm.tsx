import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Card, DateInput, Form, Select, Skeleton, TextArea } from '@sen/ui';
import { ApiRequestError } from '@sen/api';
import { businessToday, formatMoney } from '@sen/domain';
import { useTranslation } from '../../i18n/react';
import { useBookingOptions } from '../portal/queries';
import { useRequestBooking } from '../portal/mutations';
import { bookingTimes } from './bookingTimes';
import * as layout from '../account/Portal.css';

/** No technician asked for: the desk decides. */
const ANY = '*';

/**
 * 'Đặt lịch': a request for a service at a branch on a day and time (a technician optional). It lands on the desk's
 * calendar as 'Chờ xác nhận' and holds the slot; the server refuses a slot taken or outside the opening hours.
 */
export const BookingForm = ({ onClose }: { onClose: () => void }) => {
  const { t } = useTranslation();
  const options = useBookingOptions();
  const request = useRequestBooking();
  const [service, setService] = useState<string | null>(null);
  const [branch, setBranch] = useState<string | null>(null);
  const [day, setDay] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [technician, setTechnician] = useState<string>(ANY);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const data = options.data;
  const chosenService = data?.services.find((s) => s.ma_vt === service);
  const chosenBranch = data?.branches.find((b) => b.ma_dvcs === (branch ?? data.branches[0]?.ma_dvcs));
  const times = useMemo(
    () =>
      chosenBranch && day
        ? bookingTimes({
            day,
            open: chosenBranch.gio_mo,
            close: chosenBranch.gio_dong,
            minutes: chosenService?.thoi_gian ?? 60,
            now: new Date(),
          })
        : [],
    [chosenBranch, day, chosenService],
  );
  const technicians = (data?.technicians ?? []).filter(
    (e) => !e.ma_dvcs || e.ma_dvcs === chosenBranch?.ma_dvcs,
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const missing = !service
      ? t('booking.service')
      : !chosenBranch
        ? t('booking.branch')
        : !day
          ? t('booking.day')
          : !time || !times.includes(time)
            ? t('booking.time')
            : null;
    if (missing) {
      setError(t('booking.required', { field: missing.toLowerCase() }));
      return;
    }
    request.mutate(
      {
        ma_vt: service!,
        ma_dvcs: chosenBranch!.ma_dvcs,
        ngay_hen: day!,
        gio_hen: time!,
        ma_nv: technician === ANY ? null : technician,
        noi_dung: note.trim() || null,
      },
      {
        onSuccess: () => setSent(t('booking.sent')),
        onError: (caught) =>
          setError(caught instanceof ApiRequestError ? caught.message : t('errors.unknown')),
      },
    );
  };

  return (
    <Card
      title={t('booking.title')}
      actions={
        <Button variant="ghost" onPress={onClose}>
          {t('booking.close')}
        </Button>
      }
    >
      {options.isPending ? (
        <Skeleton lines={5} />
      ) : options.isError || !data ? (
        <Alert tone="danger">{t('common.loadError')}</Alert>
      ) : sent ? (
        <div className={layout.form}>
          <Alert tone="success">{sent}</Alert>
          <Button variant="primary" onPress={onClose}>
            {t('booking.close')}
          </Button>
        </div>
      ) : (
        <Form onSubmit={submit} className={layout.form} validationBehavior="aria">
          <p className={layout.muted}>{t('booking.intro')}</p>
          {error && <Alert tone="danger">{error}</Alert>}
          <Select
            label={t('booking.service')}
            isRequired
            items={data.services.map((s) => ({
              id: s.ma_vt,
              label: s.gia_ban > 0 ? `${s.ten_vt} · ${formatMoney(s.gia_ban, { currency: true })}` : s.ten_vt,
            }))}
            value={service}
            onChange={(key) => setService(key === null ? null : String(key))}
          />
          <Select
            label={t('booking.branch')}
            isRequired
            items={data.branches.map((b) => ({ id: b.ma_dvcs, label: b.ten_dvcs }))}
            value={chosenBranch?.ma_dvcs ?? null}
            onChange={(key) => {
              setBranch(key === null ? null : String(key));
              setTechnician(ANY);
            }}
            description={
              chosenBranch?.gio_mo && chosenBranch.gio_dong
                ? t('booking.hours', { open: chosenBranch.gio_mo, close: chosenBranch.gio_dong })
                : undefined
            }
          />
          <DateInput label={t('booking.day')} isRequired value={day} onChange={setDay} />
          <Select
            label={t('booking.time')}
            isRequired
            isDisabled={!day}
            items={times.map((slot) => ({ id: slot, label: slot }))}
            value={time && times.includes(time) ? time : null}
            onChange={(key) => setTime(key === null ? null : String(key))}
            description={
              day && times.length === 0 && day >= businessToday() ? t('booking.noTimes') : undefined
            }
          />
          <Select
            label={`${t('booking.technician')} ${t('common.optional')}`}
            items={[
              { id: ANY, label: t('booking.anyTechnician') },
              ...technicians.map((e) => ({ id: e.ma_nv, label: e.ten_nv })),
            ]}
            value={technician}
            onChange={(key) => setTechnician(key === null ? ANY : String(key))}
          />
          <TextArea
            label={`${t('booking.note')} ${t('common.optional')}`}
            value={note}
            onChange={setNote}
            rows={2}
          />
          <Button type="submit" variant="primary" isPending={request.isPending}>
            {t('booking.submit')}
          </Button>
        </Form>
      )}
    </Card>
  );
};
