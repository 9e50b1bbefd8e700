import { createContext, useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { AnyTranslate, Translate, Translator } from './translator';

/**
 * The React binding of the apps' translator: the provider, and `useTranslator`, whose components re-render when
 * the language changes. Each app narrows it to its own keys (`useTranslation` of the back office, POS, portal).
 */
const TranslatorContext = createContext<Translator | null>(null);

export function TranslatorProvider<T extends AnyTranslate>({
  translator,
  children,
}: {
  translator: Translator<T>;
  children?: ReactNode;
}) {
  return (
    <TranslatorContext.Provider value={translator as unknown as Translator}>
      {children}
    </TranslatorContext.Provider>
  );
}

export const useTranslator = <T extends AnyTranslate = Translate>(): { t: T; i18n: Translator<T> } => {
  const i18n = useContext(TranslatorContext) as Translator<T> | null;
  if (!i18n) throw new Error('TranslatorProvider is missing');
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
