export { TableSettings } from './TableSettings';
export type {
  TableSettingsProps,
  TableSettingsLabels,
  TableSettingsColumn,
  TableSettingsValue,
  ColumnPin,
} from './TableSettings';
