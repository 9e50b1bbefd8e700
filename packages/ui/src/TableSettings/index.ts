export { TableSettings, englishTableSettingsLabels } from './TableSettings';
export type {
  TableSettingsProps,
  TableSettingsLabels,
  TableSettingsColumn,
  TableSettingsValue,
  ColumnPin,
} from './TableSettings';
