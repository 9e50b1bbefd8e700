import { useMemo, useState, type CSSProperties } from 'react';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  Dialog,
  NumericInput,
  Select,
  TextArea,
  TimePicker,
  vars,
} from '@sen/ui';
import { isApiRequestError } from '@sen/api';
import { businessClock, businessToday, type Locale } from '@sen/domain';
import {
  callFollowUpRequired,
  callLogProblemOf,
  callStatusRequired,
  resourceNamed,
  type EnumField,
} from '@sen/domain/resources';
import { errorMessageOf } from '@sen/records';
import { useAuthState, useServices } from '../../app/ServicesContext';
import { localeOf } from '../../i18n';
import { useTranslation } from '../../i18n/react';
import { notify } from '../notify/notify';

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
};
const wide: CSSProperties = { gridColumn: '1 / -1' };
const followUpBox: CSSProperties = {
  ...wide,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
};

/** The choices of a call-log enum field, in the language. */
const choicesOf = (field: string, locale: Locale) => {
  const declared = resourceNamed('call-logs')?.fields[field] as EnumField | undefined;
  return (declared?.options ?? []).map((option) => ({ id: option.value, label: option.label[locale] }));
};

type CallAnswer = { call: { so_ct: string }; follow_up: { so_ct: string } | null };

export type CallDialogProps = {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** The customer (_id) and how they are named in the dialog. */
  partnerId: string;
  customerName: string;
  /** Whether the user may book the follow-up appointment (add right on appointments). */
  mayBook: boolean;
  onSaved: () => void;
};

/**
 * Logging a call with the customer (item 4 of issue 18): day and hour, direction, result, the customer's status,
 * length and what was said; and the follow-up appointment, booked with the call in one write. The call settings
 * are the server's rule (`callLogProblemOf`), checked here as the dialog is filled: with crm_calllog_status an
 * answered call needs the customer's status, with crm_calllog_force_task the follow-up is booked with every call
 * (its day and hour asked for). The server's refusals (a follow-up outside opening hours, a technician busy) are
 * shown in the dialog, nothing written.
 */
export function CallDialog({
  isOpen,
  onOpenChange,
  partnerId,
  customerName,
  mayBook,
  onSaved,
}: CallDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n);
  const { api } = useServices();
  const { configs } = useAuthState();
  const statusNeeded = callStatusRequired(configs);
  const followUpNeeded = callFollowUpRequired(configs);
  const [day, setDay] = useState<string | null>(() => businessToday());
  const [time, setTime] = useState<string | null>(() => businessClock());
  const [direction, setDirection] = useState('OUT');
  const [result, setResult] = useState('ANSWERED');
  const [status, setStatus] = useState<string | null>(statusNeeded ? null : 'NEW');
  const [length, setLength] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [booking, setBooking] = useState(followUpNeeded);
  const [followDay, setFollowDay] = useState<string | null>(null);
  const [followTime, setFollowTime] = useState<string | null>(null);
  const [followLength, setFollowLength] = useState<number | null>(60);
  const [followContent, setFollowContent] = useState('');
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const choices = useMemo(
    () => ({
      direction: choicesOf('chieu_goi', locale),
      result: choicesOf('ket_qua', locale),
      status: choicesOf('tinh_trang', locale),
    }),
    [locale],
  );
  const booked = booking || followUpNeeded;
  // The server's rule on what is typed: which field is missing, if any.
  const problem = callLogProblemOf({ ket_qua: result, tinh_trang: status }, configs, booked);
  const missing = (value: unknown) => tried && (value === null || value === '');
  const save = useMutation({
    mutationFn: () =>
      api.post<CallAnswer>(`/crm/partners/${partnerId}/calls`, {
        ngay_ct: day,
        gio_goi: time,
        chieu_goi: direction,
        ket_qua: result,
        tinh_trang: status,
        thoi_luong: length ?? 0,
        noi_dung: content.trim() || null,
        follow_up: booked
          ? {
              ngay_hen: followDay,
              gio_hen: followTime,
              thoi_luong: followLength ?? 60,
              noi_dung: followContent.trim() || null,
            }
          : null,
      }),
    onSuccess: (answer) => {
      notify(
        'success',
        answer.follow_up
          ? t('customer360.call.savedWithFollowUp', { so_ct: answer.follow_up.so_ct })
          : t('customer360.call.saved'),
      );
      onSaved();
      onOpenChange(false);
    },
    onError: (error) => setRefusal(isApiRequestError(error) ? error.message : errorMessageOf(error)),
  });
  const submit = () => {
    setTried(true);
    setRefusal(null);
    if (!day || !time || problem?.field === 'tinh_trang') return;
    if (booked && (!followDay || !followTime)) return;
    save.mutate();
  };
  const required = (label: string) => t('customer360.call.required', { field: label.toLowerCase() });

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={`${t('customer360.call.title')} · ${customerName}`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {t('customer360.call.cancel')}
          </Button>
          <Button isPending={save.isPending} onPress={submit}>
            {t('customer360.call.save')}
          </Button>
        </>
      }
    >
      <form
        aria-label={t('customer360.call.title')}
        style={grid}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {refusal && (
          <div style={wide}>
            <Alert tone="danger">{refusal}</Alert>
          </div>
        )}
        <DatePicker
          label={t('customer360.call.day')}
          value={day}
          onChange={setDay}
          isRequired
          locale={locale}
          errorMessage={missing(day) ? required(t('customer360.call.day')) : undefined}
        />
        <TimePicker
          label={t('customer360.call.time')}
          value={time}
          onChange={setTime}
          isRequired
          locale={locale}
          errorMessage={missing(time) ? required(t('customer360.call.time')) : undefined}
        />
        <Select
          label={t('customer360.call.direction')}
          items={choices.direction}
          value={direction}
          onChange={(key) => setDirection(String(key))}
        />
        <Select
          label={t('customer360.call.result')}
          items={choices.result}
          value={result}
          onChange={(key) => setResult(String(key))}
        />
        <Select
          label={t('customer360.call.status')}
          items={choices.status}
          value={status}
          onChange={(key) => setStatus(key === null ? null : String(key))}
          isRequired={statusNeeded && result === 'ANSWERED'}
          description={statusNeeded ? t('customer360.call.statusHint') : undefined}
          errorMessage={
            tried && problem?.code === 'CALL_STATUS_REQUIRED'
              ? t('CALL_STATUS_REQUIRED', { ns: 'errors' })
              : undefined
          }
        />
        <NumericInput
          label={t('customer360.call.length')}
          value={length}
          onChange={setLength}
          min={0}
          max={86_400}
          precision={0}
        />
        <div style={wide}>
          <TextArea
            label={t('customer360.call.content')}
            value={content}
            onChange={setContent}
            maxLength={2000}
            rows={3}
          />
        </div>
        {(mayBook || followUpNeeded) && (
          <div style={wide}>
            {followUpNeeded ? (
              <Alert tone="info">{t('customer360.call.followUpRequired')}</Alert>
            ) : (
              <Checkbox isSelected={booking} onChange={setBooking}>
                {t('customer360.call.followUp')}
              </Checkbox>
            )}
          </div>
        )}
        {booked && (
          <fieldset style={{ ...followUpBox, margin: 0 }}>
            <legend style={{ paddingInline: vars.space.xs, fontWeight: vars.font.weightSemibold }}>
              {t('customer360.call.followUp')}
            </legend>
            <DatePicker
              label={t('customer360.call.followUpDay')}
              value={followDay}
              onChange={setFollowDay}
              minValue={day ?? undefined}
              isRequired
              locale={locale}
              errorMessage={missing(followDay) ? required(t('customer360.call.followUpDay')) : undefined}
            />
            <TimePicker
              label={t('customer360.call.followUpTime')}
              value={followTime}
              onChange={setFollowTime}
              isRequired
              locale={locale}
              errorMessage={missing(followTime) ? required(t('customer360.call.followUpTime')) : undefined}
            />
            <NumericInput
              label={t('customer360.call.followUpLength')}
              value={followLength}
              onChange={setFollowLength}
              min={0}
              max={1440}
              precision={0}
            />
            <div style={wide}>
              <TextArea
                label={t('customer360.call.followUpContent')}
                value={followContent}
                onChange={setFollowContent}
                maxLength={1000}
                rows={2}
              />
            </div>
          </fieldset>
        )}
      </form>
    </Dialog>
  );
}
