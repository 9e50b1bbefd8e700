import { lazy, Suspense, useState } from 'react';
import { Button } from '@sen/ui';
import { Pill } from '../portal/Pill';
import { statusTones as tones, type AppointmentStatus as Status } from './appointmentStatus';
import { formatDate } from '@sen/domain';
import type { PortalAppointment } from '@sen/domain/resources';
import { useTranslation } from '../../i18n/react';
import * as layout from '../account/Portal.css';

const CancelDialog = lazy(() => import('./CancelDialog'));

/** Statuses a customer may cancel in (when the window allows). */
const cancellable = new Set(['5', '0', '1']);

/** One appointment: service, when, where and with whom, its status, and 'Hủy lịch' while the customer may. */
export const AppointmentCard = ({
  appointment,
  cancelWindowHours,
  upcoming = true,
}: {
  appointment: PortalAppointment;
  cancelWindowHours?: number;
  upcoming?: boolean;
}) => {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const status = (appointment.trang_thai in tones ? appointment.trang_thai : '0') as Status;
  const time = appointment.gio_hen.slice(0, 5);
  const date = formatDate(appointment.ngay_hen);
  const service = appointment.ten_vt ?? appointment.so_ct;

  return (
    <article className={layout.item} data-testid="appointment" data-status={status}>
      <div className={layout.itemTop}>
        <span className={layout.itemTitle}>{service}</span>
        <Pill tone={tones[status]}>{t(`appointments.status.${status}`)}</Pill>
      </div>
      <span>{t('appointments.at', { time, date })}</span>
      <span className={layout.muted}>
        {[
          appointment.ten_dvcs ?? appointment.ma_dvcs,
          appointment.ten_nv ? t('appointments.with', { name: appointment.ten_nv }) : null,
          appointment.thoi_luong ? t('appointments.minutes', { count: appointment.thoi_luong }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {appointment.noi_dung && <span className={layout.muted}>{appointment.noi_dung}</span>}
      {upcoming && appointment.can_cancel && (
        <div className={layout.itemActions}>
          <Button variant="secondary" onPress={() => setConfirming(true)}>
            {t('appointments.cancel')}
          </Button>
        </div>
      )}
      {upcoming && !appointment.can_cancel && cancellable.has(status) && cancelWindowHours !== undefined && (
        <span className={layout.muted}>{t('appointments.tooLate')}</span>
      )}
      {confirming && (
        <Suspense fallback={null}>
          <CancelDialog
            id={appointment._id}
            message={t('appointments.cancelMessage', { service, time, date })}
            onClose={() => setConfirming(false)}
          />
        </Suspense>
      )}
    </article>
  );
};
