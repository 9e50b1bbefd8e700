import { useTranslation } from '../../i18n/react';
import { ToastRegion } from '@sen/ui';

/** The toast region with the spec's titles in the current language (loaded with the first toast). */
export default function Toasts() {
  const { t } = useTranslation();
  return (
    <ToastRegion
      titles={{
        info: t('toast.info'),
        warning: t('toast.warning'),
        success: t('toast.success'),
        failure: t('toast.failure'),
        error: t('toast.error'),
      }}
      closeLabel={t('common.close')}
    />
  );
}
