import { Select } from '@sen/ui';
import type { Key } from '@sen/ui';

export type BranchPickerProps = {
  label: string;
  className: string;
  branches: readonly { ma_dvcs: string; ten_dvcs: string }[];
  value: string | undefined;
  onChange: (branch: Key) => void;
};

/** The cashier's branches to sell for (loaded only for a cashier of several branches). */
export const BranchPicker = ({ label, className, branches, value, onChange }: BranchPickerProps) => (
  <Select
    className={className}
    label={label}
    items={branches.map((b) => ({ id: b.ma_dvcs, label: `${b.ma_dvcs} · ${b.ten_dvcs}` }))}
    value={value}
    onChange={(key) => key !== null && onChange(key)}
  />
);
