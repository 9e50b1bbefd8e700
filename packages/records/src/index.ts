export type { RecordsResource, RowOf, FieldOf, FieldValue, CatalogueRowOf } from './resource.js';
export { recordsMessages, staffAccess, customerAccess, messageOf, canRead } from './adapters.js';
export type {
  RecordsAdapters,
  RecordsHttp,
  RecordsI18n,
  RecordsNotifications,
  RecordsAccess,
  RecordsMessage,
} from './adapters.js';
export { RecordsProvider, useRecordsAdapters } from './provider.js';
export type { RecordsProviderProps } from './provider.js';
export {
  listQueryOf,
  listSearchSchema,
  listSearchSchemaOf,
  listParamsOf,
  pageCountOf,
} from './list-params.js';
export type { ListParams, ListParamsOf, ListSearch, ListSort, FilterValue, PageSize } from './list-params.js';
export {
  RECORDS_STALE_MS,
  recordKeys,
  listQueryOptions,
  recordQueryOptions,
  lookupQueryOptions,
  saveRecordOptions,
  deleteRecordOptions,
  errorMessageOf,
  isRecordChanged,
} from './query-options.js';
export type { SaveInput, RecordsView } from './query-options.js';
export { linesOf, changeLines, recordWithLines } from './lines.js';
export type { Line, LinesChange } from './lines.js';
export {
  useCan,
  useList,
  useRecord,
  useLookup,
  useSaveRecord,
  useDeleteRecord,
  useLines,
  useRecordTransition,
} from './hooks.js';
export type { ReadOptions } from './hooks.js';
export { transitionOptions, transitionRequestOf } from './transition.js';
export type { TransitionInput } from './transition.js';
export {
  formValueOf,
  lineValuesOf,
  initialFormValues,
  derived,
  recordInputOf,
  fillsFrom,
  moveLine,
  valuesDiffer,
  wireValueOf,
} from './form-values.js';
export type { FormLine, FormValues, FormResource, NewRecordContext } from './form-values.js';
export {
  isFieldRequired,
  isFieldReadOnly,
  localProblem,
  duplicateProblem,
  uniquePropertyProblem,
  uniquePartnerPhoneProblem,
  partnerOwnedProblem,
  remoteProblem,
  hasRemoteCheck,
  schemaProblem,
} from './form-rules.js';
export type { FieldProblem, RemoteCheckContext } from './form-rules.js';
export { formKeyOfPath, fieldErrorsOf, failureTextOf } from './server-errors.js';
export { lineKey, parseKey, siblingKey } from './form-keys.js';
export {
  useRecordForm,
  useRecordField,
  useRecordLines,
  createRecordForm,
  recordFormOf,
  recordFormOptions,
  recordValidationLogic,
  problemOf,
} from './form.js';
export type {
  RecordForm,
  RecordFormBinding,
  RecordFieldValidators,
  RecordFormOptions,
  SaveOutcome,
} from './form.js';
