import { Link } from '@tanstack/react-router';
import { Pill } from '../portal/Pill';
import { Empty } from '../portal/Empty';
import { formatDate, formatMoney } from '@sen/domain';
import type { PortalAppointment, PortalOverview } from '@sen/domain/resources';
import { useTranslation } from '../../i18n/react';
import { useOverview } from '../portal/queries';
import { QueryState } from '../portal/QueryState';
import { statusTones, type AppointmentStatus } from '../appointments/appointmentStatus';
import * as layout from '../account/Portal.css';
import * as styles from './Home.css';

const cardStatusTone = { '1': 'success', '2': 'danger', '3': 'warning' } as const;

/** The portal's home: each prepaid card's balance, the packages with their sessions left, the next appointment. */
export const HomePage = () => {
  const overview = useOverview();
  return (
    <div className={layout.page}>
      <QueryState query={overview} lines={8}>
        {() => <Overview data={overview.data!} />}
      </QueryState>
    </div>
  );
};

const Overview = ({ data }: { data: PortalOverview }) => {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={layout.pageTitle}>{t('home.hello', { name: data.profile.ten_kh })}</h1>

      <section className={layout.section} aria-labelledby="home-cards">
        <div className={layout.sectionHead}>
          <h2 id="home-cards" className={layout.sectionTitle}>
            {t('home.cards')}
          </h2>
          {data.cards.length > 0 && (
            <Link to="/client/payment-card-histories" className={layout.link}>
              {t('home.cardHistory')}
            </Link>
          )}
        </div>
        {data.cards.length === 0 ? (
          <Empty title={t('home.noCards')} description={t('home.noCardsDescription')} />
        ) : (
          <ul
            className={styles.cards}
            aria-label={t('home.cards')}
            data-single={data.cards.length === 1 || undefined}
          >
            {data.cards.map((card) => (
              <li key={card._id} className={styles.card} data-testid={`card-${card.ma_the}`}>
                <span className={styles.cardTop}>
                  <span className={styles.cardNumber}>{card.ma_the}</span>
                  {card.trang_thai && card.trang_thai !== '1' && (
                    <Pill tone={cardStatusTone[card.trang_thai as keyof typeof cardStatusTone] ?? 'neutral'}>
                      {t(`home.cardStatus.${card.trang_thai as '0' | '1' | '2' | '3'}`)}
                    </Pill>
                  )}
                </span>
                <span className={styles.balanceLabel}>{t('cards.balance')}</span>
                <span className={styles.balance} data-testid="card-balance">
                  {formatMoney(card.so_du, { currency: true })}
                </span>
                <span className={styles.cardFacts}>
                  {card.ngay_het_han
                    ? t('cards.expires', { date: formatDate(card.ngay_het_han) })
                    : t('cards.noExpiry')}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={layout.section} aria-labelledby="home-next">
        <div className={layout.sectionHead}>
          <h2 id="home-next" className={layout.sectionTitle}>
            {t('home.next')}
          </h2>
          <Link to="/client/appointments" search={{ book: true }} className={layout.link}>
            {t('home.book')}
          </Link>
        </div>
        {data.next_appointment ? (
          <NextAppointment appointment={data.next_appointment} />
        ) : (
          <p className={layout.muted}>{t('home.noNext')}</p>
        )}
      </section>

      <section className={layout.section} aria-labelledby="home-packages">
        <h2 id="home-packages" className={layout.sectionTitle}>
          {t('home.packages')}
        </h2>
        {data.packages.length === 0 ? (
          <Empty title={t('home.noPackages')} description={t('home.noPackagesDescription')} />
        ) : (
          <ul className={layout.list}>
            {data.packages.map((pack) => (
              <li key={pack._id} className={layout.item}>
                <div className={layout.itemTop}>
                  <span className={layout.itemTitle}>{pack.ten_goi ?? pack.ma_lt}</span>
                  {pack.so_buoi_con <= 0 && <Pill tone="neutral">{t('home.usedUp')}</Pill>}
                </div>
                {pack.ten_dv && <span className={layout.muted}>{pack.ten_dv}</span>}
                <span>{t('home.sessionsLeft', { left: pack.so_buoi_con, total: pack.so_buoi })}</span>
                <div
                  className={styles.meter}
                  role="meter"
                  aria-valuemin={0}
                  aria-valuemax={pack.so_buoi}
                  aria-valuenow={pack.so_buoi_con}
                  aria-label={t('home.sessionsLeft', { left: pack.so_buoi_con, total: pack.so_buoi })}
                >
                  <div
                    className={styles.meterFill}
                    style={{
                      width: `${pack.so_buoi > 0 ? Math.min(100, (pack.so_buoi_con / pack.so_buoi) * 100) : 0}%`,
                    }}
                  />
                </div>
                <span className={layout.muted}>
                  {[
                    pack.ngay_mua ? t('home.bought', { date: formatDate(pack.ngay_mua) }) : null,
                    pack.ngay_het_han ? t('home.expires', { date: formatDate(pack.ngay_het_han) }) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <details>
                  <summary className={styles.summary}>
                    {t('home.uses')} ({pack.uses.length})
                  </summary>
                  {pack.uses.length === 0 ? (
                    <p className={layout.muted}>{t('home.noUses')}</p>
                  ) : (
                    <ul className={styles.uses}>
                      {pack.uses.map((use, i) => (
                        <li key={`${use.so_ct}-${i}`}>
                          {formatDate(use.ngay_ct)} · {t('home.useLine', { count: use.so_buoi })}
                          {use.ten_dvcs ? ` · ${use.ten_dvcs}` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
};

/** The next appointment in short: service, status, when and where; cancelling is on the appointments page. */
const NextAppointment = ({ appointment }: { appointment: PortalAppointment }) => {
  const { t } = useTranslation();
  const status = (appointment.trang_thai in statusTones ? appointment.trang_thai : '0') as AppointmentStatus;
  return (
    <Link
      to="/client/appointments"
      className={`${layout.item} ${styles.next}`}
      data-testid="next-appointment"
    >
      <span className={layout.itemTop}>
        <span className={layout.itemTitle}>{appointment.ten_vt ?? appointment.so_ct}</span>
        <Pill tone={statusTones[status]}>{t(`appointments.status.${status}`)}</Pill>
      </span>
      <span>
        {t('appointments.at', {
          time: appointment.gio_hen.slice(0, 5),
          date: formatDate(appointment.ngay_hen),
        })}
      </span>
      <span className={layout.muted}>
        {[
          appointment.ten_dvcs ?? appointment.ma_dvcs,
          appointment.ten_nv ? t('appointments.with', { name: appointment.ten_nv }) : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </Link>
  );
};
