import { useMemo, useState } from 'react';
import type { CSSProperties, FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  Form,
  FormActions,
  NumericInput,
  Spinner,
  Switch,
  TextField,
} from '@sen/ui';
import { vars } from '@sen/ui';
import type { TFunction } from '../../i18n';
import { can, isAdminUser } from '@sen/auth';
import { configLabelOf, type ConfigEntry } from '@sen/domain';
import { useLabelLocale } from '../catalogue/fields/labelLocale';
import { useAuthState, useServices } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { groupConfigs } from '../admin/configGroups';
import { failureText } from '../auth/errors';
import { notify } from '../notify/notify';
import {
  applySettings,
  booleanValue,
  changedSettings,
  draftOf,
  numberOf,
  numberValue,
  settingKey,
  settingKindOf,
  type SettingChange,
  type SettingsDraft,
} from './settingsModel';

const page: CSSProperties = { display: 'grid', gap: vars.space.md };
const fields: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.md,
  alignItems: 'end',
};

/** The query key of the tenant's configuration (the same list the start-up sequence reads). */
export const configsQueryKey = ['sen', 'system', 'configs'] as const;

const groupTitle = (group: string, t: TFunction): string =>
  t(`admin.settings.groups.${group}`, { defaultValue: group }) as string;

type EditorProps = {
  entry: ConfigEntry;
  value: string;
  isDisabled: boolean;
  onChange: (value: string) => void;
};

/** The input of one entry, by its kind: a switch, a numeric input, a masked input or a text input. */
function SettingEditor({ entry, value, isDisabled, onChange }: EditorProps) {
  // What the flag means, in the user's language (the key only for a flag this app does not know).
  const label = configLabelOf(entry.name, useLabelLocale());
  switch (settingKindOf(entry)) {
    case 'boolean':
      return (
        <Switch
          isSelected={value === 't'}
          isDisabled={isDisabled}
          onChange={(on) => onChange(booleanValue(on))}
        >
          {label}
        </Switch>
      );
    case 'number':
      return (
        <NumericInput
          label={label}
          value={numberOf(value)}
          min={0}
          precision={0}
          isDisabled={isDisabled}
          onChange={(next) => onChange(numberValue(next))}
        />
      );
    case 'secret':
    case 'text':
      return (
        <TextField
          label={label}
          type={settingKindOf(entry) === 'secret' ? 'password' : 'text'}
          value={value}
          maxLength={2000}
          isDisabled={isDisabled}
          onChange={onChange}
        />
      );
  }
}

/**
 * /system/settings: the tenant's configuration (spec section 9) grouped by group, booleans as switches and numbers
 * as numeric inputs, saved with PATCH system/configs (update many, only the changed entries); 'Cập nhật thành
 * công!' on success, the server's message on failure (spec section 8). Only users with the edit right on
 * `system.settings` (or administrators) can save; others see the values read only.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const { api, auth } = useServices();
  const { user } = useAuthState();
  const queryClient = useQueryClient();
  const mayEdit = isAdminUser(user) || can(user, { menuId: 'system.settings', right: 'edit' });
  const configs = useQuery({ queryKey: configsQueryKey, queryFn: () => api.system.configs() });
  const entries = useMemo(() => configs.data?.items ?? [], [configs.data]);
  const groups = useMemo(() => groupConfigs(entries), [entries]);
  const [edits, setEdits] = useState<SettingsDraft>({});
  const draft = useMemo(() => ({ ...draftOf(entries), ...edits }), [entries, edits]);
  const changes = useMemo(() => changedSettings(entries, draft), [entries, draft]);

  const save = useMutation({
    mutationFn: (items: SettingChange[]) => api.patch('/system/configs', { items }),
    onSuccess: (_answer, items) => {
      const next = applySettings(entries, items);
      queryClient.setQueryData(configsQueryKey, { items: next, total: next.length });
      auth.set((current) => ({ ...current, configs: applySettings(current.configs, items) }));
      setEdits({});
      notify('success', t('settings.saved'));
    },
    onError: (error) => notify('failure', failureText(error, t)),
  });

  if (configs.isPending) return <Spinner label={t('app.loading')} />;
  if (configs.isError) {
    return (
      <Alert
        tone="danger"
        action={
          <Button size="sm" variant="secondary" onPress={() => void configs.refetch()}>
            {t('settings.retry')}
          </Button>
        }
      >
        {`${t('admin.settings.error')}: ${failureText(configs.error, t)}`}
      </Alert>
    );
  }
  if (entries.length === 0) {
    return <EmptyState title={t('admin.settings.empty')} description={t('settings.emptyDescription')} />;
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mayEdit && changes.length > 0) save.mutate(changes);
  };

  return (
    <Form aria-label={t('settings.form')} onSubmit={submit} validationBehavior="aria" style={page}>
      {!mayEdit && <Alert tone="info">{t('settings.readOnly')}</Alert>}
      {groups.map((group) => (
        <Card key={group.group} title={groupTitle(group.group, t)} headingLevel={2}>
          <div style={fields}>
            {group.entries.map((entry) => (
              <SettingEditor
                key={settingKey(entry)}
                entry={entry}
                value={draft[settingKey(entry)] ?? entry.value}
                isDisabled={!mayEdit || save.isPending}
                onChange={(value) => setEdits((current) => ({ ...current, [settingKey(entry)]: value }))}
              />
            ))}
          </div>
        </Card>
      ))}
      {mayEdit && (
        <FormActions>
          <Button
            variant="secondary"
            isDisabled={changes.length === 0 || save.isPending}
            onPress={() => setEdits({})}
          >
            {t('settings.reset')}
          </Button>
          <Button type="submit" isPending={save.isPending} isDisabled={changes.length === 0}>
            {changes.length > 0 ? t('settings.saveCount', { count: changes.length }) : t('settings.save')}
          </Button>
        </FormActions>
      )}
    </Form>
  );
}
