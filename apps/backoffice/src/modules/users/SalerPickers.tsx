import { useCallback, useMemo, useRef } from 'react';
import { ComboBox, TagGroup, type ComboBoxItem, type Key } from '@sen/ui';
import { useServices } from '../../app/ServicesContext';
import { useTranslation } from '../../i18n/react';
import { usersCalls, type SalerOption } from './usersApi';

/** Salesperson search over GET sales/salers/lookup?q=, remembering the names it has seen. */
const useSalerSearch = () => {
  const { api } = useServices();
  const names = useRef(new Map<string, string>());
  const loadOptions = useCallback(
    async (search: string, signal: AbortSignal): Promise<ComboBoxItem[]> => {
      const salers: SalerOption[] = await usersCalls(api).salers(search, signal);
      for (const s of salers) names.current.set(s.ma_nvbh, s.ten_nvbh);
      return salers.map((s) => ({
        id: s.ma_nvbh,
        label: s.ten_nvbh ? `${s.ma_nvbh} - ${s.ten_nvbh}` : s.ma_nvbh,
      }));
    },
    [api],
  );
  return { loadOptions, nameOf: (code: string) => names.current.get(code) ?? '' };
};

const useComboLabels = () => {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      empty: t('catalogue.fields.lookupEmpty'),
      loading: t('catalogue.fields.lookupLoading'),
      error: t('catalogue.fields.lookupError'),
      showOptions: t('catalogue.fields.showOptions'),
    }),
    [t],
  );
};

export type SalerPickerProps = {
  code: string;
  name: string;
  onChange: (code: string, name: string) => void;
  isDisabled?: boolean;
};

/** The salesperson the user is (saler): a searchable combo box; clearing the text removes the link. */
export function SalerPicker({ code, name, onChange, isDisabled }: SalerPickerProps) {
  const { t } = useTranslation();
  const search = useSalerSearch();
  const labels = useComboLabels();
  return (
    <ComboBox
      label={t('users.saler')}
      description={t('users.salerHint')}
      loadOptions={search.loadOptions}
      value={code || null}
      selectedLabel={code ? (name ? `${code} - ${name}` : code) : ''}
      onChange={(key: Key | null) => {
        const next = key == null ? '' : String(key);
        onChange(next, next ? search.nameOf(next) : '');
      }}
      labels={labels}
      isDisabled={isDisabled}
    />
  );
}

export type EmployeesPickerProps = {
  codes: readonly string[];
  onChange: (codes: string[]) => void;
  isDisabled?: boolean;
};

/** The employees of the data scope: pick salespeople one by one (combo box), remove them from the tag list. */
export function EmployeesPicker({ codes, onChange, isDisabled }: EmployeesPickerProps) {
  const { t } = useTranslation();
  const search = useSalerSearch();
  const labels = useComboLabels();
  const items = codes.map((code) => {
    const name = search.nameOf(code);
    return { id: code, label: name ? `${code} - ${name}` : code };
  });
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <ComboBox
        label={t('users.addEmployee')}
        loadOptions={search.loadOptions}
        value={null}
        onChange={(key: Key | null) => {
          if (key == null) return;
          const code = String(key);
          if (!codes.includes(code)) onChange([...codes, code]);
        }}
        labels={labels}
        isDisabled={isDisabled}
      />
      <TagGroup
        label={t('users.employees')}
        items={items}
        emptyText={t('users.noEmployees')}
        removeLabel={t('users.delete')}
        onRemove={isDisabled ? undefined : (ids) => onChange(codes.filter((code) => !ids.has(code)))}
      />
    </div>
  );
}
