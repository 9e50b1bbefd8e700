import { getRouteApi } from '@tanstack/react-router';
import { Button, EmptyState } from '@sen/ui';
import { useTranslation } from '../../i18n/react';
import { useAppointments } from '../portal/queries';
import { QueryState } from '../portal/QueryState';
import { AppointmentCard } from './AppointmentCard';
import { BookingForm } from './BookingForm';
import * as layout from '../account/Portal.css';

const route = getRouteApi('/client/appointments');

/** The customer's appointments: the booking request form (?book), those to come (with cancel), then the past ones. */
export const AppointmentsPage = () => {
  const { t } = useTranslation();
  const { book } = route.useSearch();
  const navigate = route.useNavigate();
  const appointments = useAppointments();
  const setBooking = (open: boolean) => void navigate({ search: open ? { book: true } : {}, replace: true });

  return (
    <div className={layout.page}>
      <div className={layout.sectionHead}>
        <h1 className={layout.pageTitle}>{t('appointments.title')}</h1>
        {!book && (
          <Button variant="primary" onPress={() => setBooking(true)}>
            {t('appointments.book')}
          </Button>
        )}
      </div>
      {book && <BookingForm onClose={() => setBooking(false)} />}
      <QueryState query={appointments} lines={6}>
        {() => {
          const data = appointments.data!;
          return (
            <>
              <section className={layout.section} aria-labelledby="upcoming">
                <h2 id="upcoming" className={layout.sectionTitle}>
                  {t('appointments.upcoming')}
                </h2>
                {data.cancel_before_hours > 0 && (
                  <p className={layout.muted}>
                    {t('appointments.cancelWindow', { hours: data.cancel_before_hours })}
                  </p>
                )}
                {data.upcoming.length === 0 ? (
                  <EmptyState
                    headingLevel={3}
                    title={t('appointments.noUpcoming')}
                    description={t('appointments.noUpcomingDescription')}
                  />
                ) : (
                  <ul className={layout.list}>
                    {data.upcoming.map((appointment) => (
                      <li key={appointment._id}>
                        <AppointmentCard
                          appointment={appointment}
                          cancelWindowHours={data.cancel_before_hours}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
              <section className={layout.section} aria-labelledby="past">
                <h2 id="past" className={layout.sectionTitle}>
                  {t('appointments.past')}
                </h2>
                {data.past.length === 0 ? (
                  <p className={layout.muted}>{t('appointments.noPast')}</p>
                ) : (
                  <ul className={layout.list}>
                    {data.past.map((appointment) => (
                      <li key={appointment._id}>
                        <AppointmentCard appointment={appointment} upcoming={false} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </>
          );
        }}
      </QueryState>
    </div>
  );
};
