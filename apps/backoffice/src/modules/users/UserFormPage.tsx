import { useState } from 'react';
import type { FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { Button, EmptyState, MultiSelect, Spinner, Switch, TextField, type Key } from '@sen/ui';
import { isAdminUser } from '@sen/auth';
import { useAuthState, useServices } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { fieldErrorsOf, failureTextOf } from '@sen/records';
import * as styles from '../catalogue/form/form.styles';
import { notify } from '../notify/notify';
import { RightsMatrix } from './RightsMatrix';
import { EmployeesPicker, SalerPicker } from './SalerPickers';
import { emptyUserForm, userBodyOf, userFormOf, validateUserForm, type UserFormValues } from './userForm';
import { userKeys, usersCalls } from './usersApi';

const LIST_PATH = '/system/users';
const formFields = new Set([
  'user_name',
  'ten_nsd',
  'email',
  'password',
  'confirm',
  'branchs',
  'ma_nvbh',
  'employees',
]);

/** /system/users/new and /system/users/$id/edit: loads the user (edit) then shows the form. */
export function UserFormPage({ id }: { id?: string }) {
  const { api } = useServices();
  const { t } = useTranslation();
  const user = useQuery({
    queryKey: userKeys.one(id ?? ''),
    queryFn: ({ signal }) => usersCalls(api).get(id ?? '', signal),
    enabled: id !== undefined,
  });
  if (id === undefined) return <UserForm initial={emptyUserForm()} />;
  if (user.isPending) return <Spinner label={t('users.loading')} />;
  if (user.isError)
    return (
      <EmptyState
        title={t('users.loadFailed')}
        description={user.error.message}
        action={<Button onPress={() => void user.refetch()}>{t('users.retry')}</Button>}
      />
    );
  return <UserForm id={id} initial={userFormOf(user.data)} />;
}

/**
 * The user form: account (user name, display name, email, password + confirmation, administrator, locked),
 * data scope (branches of the session's branch list, salesperson link, employee scope), call-center agent and
 * the rights matrix, saved together (POST/PUT system/users with `rights`). Checks the server's rules first and
 * shows the server's 400/409 errors on their fields.
 */
function UserForm({ id, initial }: { id?: string; initial: UserFormValues }) {
  const { api } = useServices();
  const { user: me, branches } = useAuthState();
  const { t } = useTranslation();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const isNew = id === undefined;
  const callerIsAdmin = isAdminUser(me);
  const set = <K extends keyof UserFormValues>(key: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setShown((current) => {
      if (!(key in current)) return current;
      const { [key as string]: _gone, ...rest } = current;
      return rest;
    });
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problems = validateUserForm(values, isNew);
    const messages = Object.fromEntries(
      Object.entries(problems).map(([field, problem]) => [field, t(`users.form.errors.${problem}`)]),
    );
    setShown(messages);
    if (Object.keys(messages).length > 0) {
      notify('failure', t('users.form.invalid'));
      return;
    }
    setSaving(true);
    try {
      const calls = usersCalls(api);
      const body = userBodyOf(values);
      const saved = isNew ? await calls.create(body) : await calls.update(id, body);
      notify('success', t('users.saved'));
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      void router.navigate({ href: `${LIST_PATH}/${encodeURIComponent(saved.id)}` });
    } catch (error) {
      setShown(fieldErrorsOf(error, (key) => formFields.has(key)));
      notify('failure', failureTextOf(error, t('users.form.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const cancel = () =>
    void router.navigate({ href: id ? `${LIST_PATH}/${encodeURIComponent(id)}` : LIST_PATH });
  const branchItems = branches.map((b) => ({ id: b.ma_dvcs, label: `${b.ma_dvcs} - ${b.ten_dvcs}` }));

  return (
    <form style={styles.page} onSubmit={(event) => void submit(event)} noValidate>
      <fieldset style={styles.section}>
        <legend style={styles.sectionTitle}>{t('users.sections.account')}</legend>
        <div style={styles.grid}>
          <TextField
            label={t('users.userName')}
            value={values.user_name}
            onChange={(v) => set('user_name', v)}
            isRequired
            autoFocus
            autoComplete="off"
            errorMessage={shown.user_name}
          />
          <TextField
            label={t('users.displayName')}
            value={values.ten_nsd}
            onChange={(v) => set('ten_nsd', v)}
            isRequired
            errorMessage={shown.ten_nsd}
          />
          <TextField
            label={t('users.email')}
            type="email"
            value={values.email}
            onChange={(v) => set('email', v)}
            errorMessage={shown.email}
          />
          <TextField
            label={t('users.password')}
            type="password"
            value={values.password}
            onChange={(v) => set('password', v)}
            isRequired={isNew}
            autoComplete="new-password"
            description={isNew ? t('users.passwordHint') : t('users.passwordKeep')}
            errorMessage={shown.password}
          />
          <TextField
            label={t('users.confirm')}
            type="password"
            value={values.confirm}
            onChange={(v) => set('confirm', v)}
            isRequired={isNew}
            autoComplete="new-password"
            errorMessage={shown.confirm}
          />
          <div style={{ display: 'grid', gap: 8, alignContent: 'center' }}>
            <Switch
              isSelected={values.is_admin}
              onChange={(v) => set('is_admin', v)}
              isDisabled={!callerIsAdmin}
            >
              {t('users.isAdmin')}
            </Switch>
            <Switch isSelected={values.locked} onChange={(v) => set('locked', v)}>
              {t('users.locked')}
            </Switch>
          </div>
        </div>
      </fieldset>

      <fieldset style={styles.section}>
        <legend style={styles.sectionTitle}>{t('users.sections.scope')}</legend>
        <div style={styles.grid}>
          <MultiSelect
            label={t('users.branchs')}
            items={branchItems}
            value={values.branchs}
            onChange={(keys: Key[]) => set('branchs', keys.map(String))}
            formatCount={(count) => t('users.branchsCount', { count })}
            placeholder={t('users.noBranchs')}
            errorMessage={shown.branchs}
          />
          <SalerPicker
            code={values.ma_nvbh}
            name={values.ten_nvbh}
            onChange={(code, name) => setValues((v) => ({ ...v, ma_nvbh: code, ten_nvbh: name }))}
          />
          <div style={{ display: 'grid', gap: 8 }}>
            <Switch isSelected={values.employee_yn} onChange={(v) => set('employee_yn', v)}>
              {t('users.employeeScope')}
            </Switch>
            <span style={styles.hint}>{t('users.employeeScopeHint')}</span>
          </div>
          {values.employee_yn && (
            <div style={styles.wide}>
              <EmployeesPicker codes={values.employees} onChange={(codes) => set('employees', codes)} />
              {shown.employees && (
                <span role="alert" style={styles.requiredMark}>
                  {shown.employees}
                </span>
              )}
            </div>
          )}
        </div>
      </fieldset>

      <fieldset style={styles.section}>
        <legend style={styles.sectionTitle}>{t('users.sections.callCenter')}</legend>
        <div style={styles.grid}>
          <TextField
            label={t('users.agentId')}
            value={values.agent_id}
            onChange={(v) => set('agent_id', v)}
          />
          <TextField
            label={t('users.agentPass')}
            type="password"
            value={values.agent_pass}
            onChange={(v) => set('agent_pass', v)}
            autoComplete="new-password"
            isDisabled={!values.agent_id.trim()}
            description={values.has_agent_pass ? t('users.agentPassKeep') : undefined}
          />
        </div>
      </fieldset>

      <fieldset style={styles.section}>
        <legend style={styles.sectionTitle}>{t('users.sections.rights')}</legend>
        {values.is_admin && <p style={styles.hint}>{t('users.adminRightsNote')}</p>}
        <RightsMatrix value={values.rights} onChange={(rights) => set('rights', rights)} />
      </fieldset>

      <div style={styles.toolbar}>
        <div style={styles.toolbarEnd}>
          <Button variant="secondary" onPress={cancel} isDisabled={saving}>
            {t('users.cancel')}
          </Button>
          <Button type="submit" isPending={saving}>
            {t('users.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
