import { useState } from 'react';
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/react';
import { useServices } from '../../app/ServicesContext';
import { notify } from '../notify/notify';
import { notifyBranchError } from '../session/notifications';
import { failureText } from './errors';

export type SignInInput = { userName: string; password: string; rememberMe: boolean; redirectTo: string };

/**
 * Signs in with a password: stores the session (local storage when remembered, else session storage), reloads
 * the user info, branches and commands through the start-up steps, then opens `redirectTo`. A failure clears the
 * credentials and shows the server's message.
 */
export const useSignIn = () => {
  const services = useServices();
  const router = useRouter();
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const signIn = async ({ userName, password, rememberMe, redirectTo }: SignInInput): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      const response = await services.api.auth.login({
        user_name: userName.trim(),
        password,
        system_type: 'backoffice',
        login_type: 'password',
      });
      services.session.saveLogin(response.session, rememberMe);
      services.queryClient?.clear();
      services.overlay.show(t('app.loading'));
      await Promise.all([services.reloadAuth(), services.loadQueryClient()]);
      if (!services.auth.get().user) {
        const startUpError = services.auth.get().startUpErrors.find((e) => e.step === 'user-info');
        throw new Error(startUpError?.message || t('SYSTEM_ERROR', { ns: 'errors' }));
      }
      notifyBranchError(services.auth.get().branchError, services.i18n);
      await router.navigate({ href: redirectTo, replace: true });
      return true;
    } catch (cause) {
      services.session.clear();
      services.overlay.hide();
      const message = failureText(cause, t);
      setError(message);
      notify('failure', message);
      return false;
    } finally {
      setPending(false);
    }
  };

  return { signIn, pending, error };
};
