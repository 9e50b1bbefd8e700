import { useTranslation } from '../../i18n/react';
import { MultiSelect } from '@sen/ui';
import type { Key } from '@sen/ui';
import { useAuthState, useServices } from '../../app/ServicesContext';
import * as styles from './layout.styles';

/** The selected branches (sent in the Branchs header), limited to the branches the user may work with. */
export function BranchPicker() {
  const { t } = useTranslation();
  const services = useServices();
  const { availableBranches, selectedBranches } = useAuthState();
  if (availableBranches.length === 0) return null;
  const items = availableBranches.map((branch) => ({
    id: branch.ma_dvcs,
    label: branch.ten_dvcs ? `${branch.ma_dvcs} - ${branch.ten_dvcs}` : branch.ma_dvcs,
  }));
  const onChange = (keys: Key[]) => {
    const allowed = new Set(availableBranches.map((branch) => branch.ma_dvcs));
    const codes = keys.map(String).filter((code) => allowed.has(code));
    if (codes.length === 0) return;
    services.selectBranches(codes);
  };
  return (
    <MultiSelect
      style={styles.branchPicker}
      aria-label={t('topBar.branch')}
      items={items}
      value={selectedBranches}
      onChange={onChange}
      placeholder={t('topBar.noBranch')}
      formatCount={(count) => `${count} ${t('topBar.branch').toLowerCase()}`}
    />
  );
}
