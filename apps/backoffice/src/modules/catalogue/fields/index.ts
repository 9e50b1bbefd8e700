export { FieldCell, useLabelLocale } from './FieldCell';
export type { FieldCellProps } from './FieldCell';
export { fieldInputs, FieldInput } from './fieldInputs';
export { LookupInput, LOOKUP_LIMIT } from './LookupInput';
export { lookupTargetOf, lookupOptionsOf, searchCachedOptions, isStartUpLookup } from './lookupSource';
export type { LookupOption, LookupTarget } from './lookupSource';
export type { FieldInputProps } from './fieldInputs';
export { formatFieldValue, formatAmount, formatDay, formatStamp } from './format';
export type { LabelLocale } from './format';
