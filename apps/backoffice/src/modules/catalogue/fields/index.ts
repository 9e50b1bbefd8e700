export { useLabelLocale } from './labelLocale';
export type { LabelLocale } from './labelLocale';
export { fieldInputs, FieldInput } from './fieldInputs';
export { LookupInput, LOOKUP_LIMIT } from './LookupInput';
export { narrowOf } from './lookupSource';
export {
  lookupTargetOf,
  lookupOptionsOf,
  lookupNameOf,
  searchCachedOptions,
  isStartUpLookup,
} from './lookupSource';
export type { LookupOption, LookupTarget } from './lookupSource';
export { startUpNameOf, useStartUpName } from './startUpNames';
export type { FieldInputProps } from './fieldInputs';
