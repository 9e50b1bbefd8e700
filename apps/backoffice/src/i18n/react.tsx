import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { I18n, TFunction } from './translator';

/**
 * The React binding of the translator (the provider and `useTranslation`): components re-render when the language
 * changes.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

export const useTranslation = (): { t: TFunction; i18n: I18n } => {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('I18nextProvider is missing');
  const subscribe = useCallback(
    (listener: () => void) => {
      const onChange = () => listener();
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  const t = useMemo(() => i18n.getFixedT(language), [i18n, language]);
  return { t, i18n };
};
