import { rowPath, listPath } from '@sen/api';
import type { ConfigFlag, Locale } from '@sen/domain';
import {
  differentFromClashOf,
  pricingFlagNames,
  resourceNamed,
  withoutGiftLines,
  type Field,
  type LineField,
  type LookupField,
} from '@sen/domain/resources';
import {
  FormApi,
  useField,
  useForm,
  useStore,
  type AnyFieldApi,
  type AnyFieldLikeMetaBase,
  type AnyFormApi,
  type ValidationLogicFn,
} from '@tanstack/react-form';
import { useState } from 'react';
import type { RecordsHttp } from './adapters.js';
import { lineKey, keyOfServerKey, parseKey, siblingKey } from './form-keys.js';
import {
  duplicateProblem,
  hasRemoteCheck,
  localProblem,
  remoteProblem,
  schemaProblem,
  type FieldProblem,
} from './form-rules.js';
import {
  derived,
  fillsFrom,
  initialFormValues,
  lineValuesOf,
  recordInputOf,
  valuesDiffer,
  wireValueOf,
  type FormLine,
  type FormResource,
  type FormValues,
  type NewRecordContext,
} from './form-values.js';
import { useRecordsAdapters } from './provider.js';
import { failureTextOf, fieldErrorsOf } from './server-errors.js';

const isEmptyValue = (value: unknown): boolean => value === null || value === undefined || value === '';

/**
 * The outcome of a save: the stored row, or why not (problems on fields, the server's message, or `changed`: the
 * record was saved by someone else since the form read it, 409 RECORD_CHANGED; the form should be reloaded).
 */
export type SaveOutcome =
  | { ok: true; row: Record<string, unknown> }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'server' | 'changed'; message: string };

export type RecordFormOptions = {
  resource: FormResource;
  /** Config flags (requiredness: crm_partner_require_phone; crm_partner_validate_website). */
  configs: readonly ConfigFlag[];
  /** The record's id in the app's addresses when editing (PUT; existence checks under it); absent when new. */
  id?: string | undefined;
  /** The stored row being edited: its values, its `_version` (sent with the PUT) and its key fields. */
  row?: Record<string, unknown> | undefined;
  /** What a new record starts with besides its declared defaults (today, the one selected branch). */
  context: NewRecordContext;
  /** The language of the field labels a duplicate problem names; default 'vi'. */
  locale?: Locale | undefined;
  /** The message of a failure without one of its own. */
  failureText?: string | undefined;
  /** How long a server check waits for typing to settle; default 300 ms. */
  checkDebounceMs?: number | undefined;
  /** How long a priced voucher (bills, services …) waits for typing to settle before it is priced; default 300 ms. */
  priceDebounceMs?: number | undefined;
};

/** A field's validators, as `<form.Field validators>` takes them (run by `recordValidationLogic`). */
export type RecordFieldValidators = {
  onChange: (props: { fieldApi: AnyFieldApi }) => FieldProblem | undefined;
  onBlur: () => FieldProblem | undefined;
  onChangeListenTo?: string[];
  onDynamicAsync?: (props: { value: unknown; signal: AbortSignal }) => Promise<FieldProblem | undefined>;
  onDynamicAsyncDebounceMs?: number;
};

/** What `save` hands the form library's submit: the request to make once every field is valid. */
type SubmitMeta = { send?: (values: FormValues) => Promise<void> };

/** The meta of a field the form has no meta of yet (a field no input stands for). */
const newFieldMeta: AnyFieldLikeMetaBase = {
  isValidating: false,
  isTouched: true,
  isBlurred: false,
  isDirty: false,
  errorMap: {},
  errorSourceMap: {},
  _arrayVersion: 0,
  _pendingValidationsCount: 0,
};

const INVALID: SaveOutcome = { ok: false, reason: 'invalid' };

/** The server's error code of a failed call (ApiRequestError's `code`, or its `data.code`). */
const errorCodeOf = (error: unknown): string | undefined => {
  const failed = error as { code?: unknown; data?: { code?: unknown } | null } | null;
  const code = failed?.code ?? failed?.data?.code;
  return typeof code === 'string' ? code : undefined;
};

const isProblem = (error: unknown): error is FieldProblem =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string';

/** The problem a field shows (its first error). */
export const problemOf = (meta: { errors?: readonly unknown[] } | undefined): FieldProblem | undefined =>
  meta?.errors?.find(isProblem);

/**
 * When the record form's field validators run. Every result lands in one place (the field's `onDynamic` error),
 * so the latest check is what the field shows:
 * - typing runs the field's `onChange` (its shown problem checked again; a duplicate at once), then its server
 *   check once typing settles (debounced);
 * - leaving the field and saving run `onBlur` (every local rule), then the server check when that passed.
 */
export const recordValidationLogic: ValidationLogicFn = ({ validators, event, form, runValidation }) => {
  if (!validators || event.type === 'mount' || event.type === 'server')
    return runValidation({ validators: [], form });
  if (event.async)
    return runValidation({ validators: [{ fn: validators.onDynamicAsync, cause: 'dynamic' }], form });
  const fn = event.type === 'change' ? validators.onChange : validators.onBlur;
  return runValidation({ validators: [{ fn, cause: 'dynamic' }], form });
};

/** The options of the form library's form for one record: its starting values and the validation above. */
export const recordFormOptions = (options: RecordFormOptions) => ({
  defaultValues: initialFormValues(options.resource, options.row, {
    ...options.context,
    configs: options.configs,
  }),
  validationLogic: recordValidationLogic,
  // Saving always validates every field again (a check still running is waited for, not a refusal).
  canSubmitWhenInvalid: true,
  onSubmitMeta: {} as SubmitMeta,
  onSubmit: async ({ value, meta }: { value: FormValues; meta: SubmitMeta }) => {
    await meta.send?.(value);
  },
});

const sameValue = (a: unknown, b: unknown): boolean =>
  Object.is(a, b) || (typeof a === 'object' && JSON.stringify(a) === JSON.stringify(b));

/**
 * The record form's rules and actions over a form of the form library (`useForm`, or `new FormApi` outside React):
 * - `setField` applies a lookup's `fills` and the resource's `derive` (line amounts, totals) at once;
 * - `validatorsOf(key)` are a field's validators, declared per field: its local rules (required, config-driven
 *   requiredness, phone, email, duplicate) and its server check (unique property, partner phone and website),
 *   debounced; a field that must differ from another (`differentFrom`) listens to it;
 * - `save` validates every field, then POSTs or PUTs (with the row version it was read at), and maps the server's
 *   400/409 details back onto the fields.
 */
export const recordFormOf = (
  form: AnyFormApi,
  options: RecordFormOptions,
  http: Pick<RecordsHttp, 'get' | 'post' | 'put'>,
) => {
  const { resource, configs, id } = options;
  const locale = options.locale ?? 'vi';
  const linesField = resource.linesField;
  const lineFields: Readonly<Record<string, LineField>> = resource.lineFields ?? {};
  const target = resource.addressBy === 'key' ? options.row : id;
  let version = typeof options.row?._version === 'string' ? options.row._version : undefined;
  let baseline: FormValues = form.state.values as FormValues;

  const values = (): FormValues => form.state.values as FormValues;
  const lines = (): FormLine[] =>
    linesField && Array.isArray(values()[linesField]) ? (values()[linesField] as FormLine[]) : [];
  const fieldsOf = (key: string): Readonly<Record<string, Field>> =>
    parseKey(key).line ? lineFields : resource.fields;
  const fieldOf = (key: string): Field | undefined => fieldsOf(key)[parseKey(key).name];
  const valueOf = (key: string): unknown => {
    const { name, line } = parseKey(key);
    return line ? lines()[line.index]?.[name] : values()[name];
  };

  /** The duplicate validator (`differentFrom`): the domain's rule over the record or the field's line. */
  const duplicateCheck = (key: string): FieldProblem | null => {
    const { name, line } = parseKey(key);
    const clash = differentFromClashOf(resource.fields, values(), name, line);
    if (!clash) return null;
    return duplicateProblem(valueOf(key), valueOf(siblingKey(key, clash.target)), {
      field: clash.labels.field[locale],
      target: clash.labels.target[locale],
    });
  };
  const localCheck = (key: string): FieldProblem | null => {
    const field = fieldOf(key);
    if (!field) return null;
    const value = valueOf(key);
    return (
      localProblem(field, value, configs) ??
      duplicateCheck(key) ??
      schemaProblem(field, wireValueOf(field, value))
    );
  };

  /** The latest answer of each field's local rules (what a server check that ends after it must not hide). */
  const lastLocal = new Map<string, FieldProblem | undefined>();

  /** A field's validators for the form library (`<form.Field validators={...}>`). */
  const validatorsOf = (key: string): RecordFieldValidators => {
    const { name, line } = parseKey(key);
    const field = fieldOf(key);
    const differs = field?.differentFrom;
    const remote = !line && field !== undefined && hasRemoteCheck(resource.name, name, field);
    const synced = (problem: FieldProblem | null) => {
      lastLocal.set(key, problem ?? undefined);
      return problem ?? undefined;
    };
    return {
      // While typing: a shown problem is checked again; a duplicate shows at once.
      onChange: ({ fieldApi }: { fieldApi: AnyFieldApi }) =>
        synced(problemOf(fieldApi.state.meta) ? localCheck(key) : differs ? duplicateCheck(key) : null),
      onBlur: () => synced(localCheck(key)),
      ...(differs ? { onChangeListenTo: [siblingKey(key, differs)] } : {}),
      ...(remote
        ? {
            onDynamicAsync: async ({ value, signal }: { value: unknown; signal: AbortSignal }) => {
              const own =
                localProblem(field, value, configs) ?? schemaProblem(field, wireValueOf(field, value));
              if (own) return lastLocal.get(key);
              const problem = await remoteProblem(name, field, value, {
                http,
                resource: resource.name,
                id,
                configs,
                signal,
              }).catch(() => null);
              // The check shares the field's one problem with the local rules: one found since (a save's) stays.
              return lastLocal.get(key) ?? problem ?? undefined;
            },
            onDynamicAsyncDebounceMs: options.checkDebounceMs ?? 300,
          }
        : {}),
    };
  };

  /** Sets values the form computes (fills aside): `derive`'s line amounts and totals, without validating. */
  const applyDerived = () => {
    const before = values();
    const after = derived(resource, before);
    if (after === before) return;
    const quiet = { dontValidate: true, dontUpdateMeta: true, dontRunListeners: true };
    for (const [name, value] of Object.entries(after)) {
      if (name === linesField) continue;
      if (!sameValue(before[name], value)) form.setFieldValue(name, value, quiet);
    }
    if (!linesField) return;
    const was = lines();
    const now = Array.isArray(after[linesField]) ? (after[linesField] as FormLine[]) : [];
    now.forEach((line, index) => {
      for (const [name, value] of Object.entries(line))
        if (name !== '_key' && !sameValue(was[index]?.[name], value))
          form.setFieldValue(lineKey(linesField, index, name), value, quiet);
    });
  };

  /** Shows a problem on a field until the field is checked again (the server's, or one of a field not shown). */
  const setProblem = (key: string, problem: FieldProblem | undefined) =>
    form.setFieldMeta(key, (meta: AnyFieldLikeMetaBase | undefined) => ({
      ...(meta ?? newFieldMeta),
      errorMap: { ...meta?.errorMap, onDynamic: problem },
      errorSourceMap: { ...meta?.errorSourceMap, onDynamic: 'field' as const },
    }));

  /** Whether a server error's key names a field the form shows (others only reach the toast). */
  const isKnown = (key: string): boolean => {
    const [name, index, lineName] = key.split('.');
    if (index === undefined) return name !== undefined && name in resource.fields;
    return name === linesField && lineName !== undefined && lineName in lineFields;
  };

  /** POSTs (new) or PUTs (edit, with the version read) the values; the server's field errors land on fields. */
  const send = async (sent: FormValues): Promise<SaveOutcome> => {
    try {
      // A promotion's gift lines are the server's, made anew on every save.
      const body = recordInputOf(resource, priced ? withoutGiftLines(sent, linesField) : sent);
      const row =
        target !== undefined
          ? await http.put<Record<string, unknown>>(rowPath(resource, target), {
              ...body,
              ...(version !== undefined ? { _version: version } : {}),
            })
          : await http.post<Record<string, unknown>>(listPath(resource), body);
      baseline = sent;
      if (typeof row?._version === 'string') version = row._version;
      return { ok: true, row: row ?? {} };
    } catch (error) {
      const message = failureTextOf(error, options.failureText ?? '');
      if (errorCodeOf(error) === 'RECORD_CHANGED') return { ok: false, reason: 'changed', message };
      for (const [key, text] of Object.entries(fieldErrorsOf(error, isKnown)))
        setProblem(keyOfServerKey(key), { code: 'server', message: text });
      return { ok: false, reason: 'server', message };
    }
  };

  /** Declared fields no input stands for (nothing validates them on submit): checked here. */
  const checkUnshown = (): boolean => {
    let fine = true;
    for (const name of Object.keys(resource.fields)) {
      if (name === linesField || form.fieldInfo[name]?.instance) continue;
      const problem = localCheck(name) ?? undefined;
      if (problem) fine = false;
      if (problem || problemOf(form.getFieldMeta(name))) setProblem(name, problem);
    }
    return fine;
  };

  /** The latest lines fill asked for (an older answer arriving late is dropped). */
  let linesFill = 0;
  /**
   * A lookup with `fillsLines` picked: the picked row is read whole (`GET <target>/{_id}`) and its lines become this
   * record's, mapped field by field (then `derive`). Nothing happens when it cannot be read (no right to read it).
   */
  const fillLinesFrom = async (field: LookupField, picked: Record<string, unknown> | null) => {
    const ticket = (linesFill += 1);
    const target = resourceNamed(field.resource);
    if (!linesField || !field.fillsLines || !target?.linesField || typeof picked?._id !== 'string') return;
    let row: Record<string, unknown>;
    try {
      row = await http.get<Record<string, unknown>>(rowPath(target, picked._id));
    } catch {
      return;
    }
    if (ticket !== linesFill || !row) return;
    const from = Array.isArray(row[target.linesField])
      ? (row[target.linesField] as Record<string, unknown>[])
      : [];
    const mapping = Object.entries(field.fillsLines);
    form.setFieldValue(
      linesField as never,
      from.map((line) =>
        lineValuesOf(lineFields, Object.fromEntries(mapping.map(([own, theirs]) => [own, line[theirs]]))),
      ) as never,
    );
    applyDerived();
  };

  /**
   * Prices at entry (a bill, retail order or service voucher): once typing settles, the voucher as entered is priced
   * by the server's rules (`POST <path>/price`, nothing stored) and the answer's prices, discounts, taxes, rules,
   * gift lines and bill discount replace the form's — what saving it will store. The latest answer wins; a refused
   * discount code shows on its field.
   */
  const priced = pricingFlagNames[resource.name] !== undefined && linesField !== undefined;
  let priceTicket = 0;
  let priceTimer: ReturnType<typeof setTimeout> | undefined;
  const pricedLineFields = ['gia', 'ck', 'thue_suat', 'tien_giam', 'loai_km', 'ma_km', 'hang_km'];
  const pricedHeaderFields = ['tien_ck_hd', 'ma_km_hd'];
  const priceNow = async () => {
    const ticket = (priceTicket += 1);
    const sentLines = lines().filter(
      (line) => line.hang_km !== true && typeof line.ma_vt === 'string' && line.ma_vt.trim() !== '',
    );
    const input = recordInputOf(resource, { ...values(), [linesField!]: sentLines });
    let answer: Record<string, unknown> | undefined;
    try {
      answer = await http.post<Record<string, unknown>>(`${listPath(resource)}/price`, {
        ...input,
        // A line whose quantity is not typed yet is priced for none.
        [linesField!]: (input[linesField!] as Record<string, unknown>[]).map((line) => ({
          ...line,
          so_luong: line.so_luong ?? 0,
        })),
        ...(typeof id === 'string' && resource.addressBy !== 'key' ? { _id: id } : {}),
      });
    } catch (error) {
      const code = errorCodeOf(error);
      if (ticket === priceTicket && code?.startsWith('DISCOUNT_CODE_'))
        setProblem('ma_ck', { code: 'server', message: failureTextOf(error, '') });
      return;
    }
    // Typing since the request asked for another answer: this one is dropped.
    if (ticket !== priceTicket || !answer) return;
    const answered = Array.isArray(answer[linesField!])
      ? (answer[linesField!] as Record<string, unknown>[])
      : [];
    const pricedOf = new Map(sentLines.map((line, index) => [line._key, answered[index]]));
    const quiet = { dontValidate: true, dontUpdateMeta: true, dontRunListeners: true };
    const current = lines();
    const own = current.filter((line) => line.hang_km !== true);
    const gifts = answered.slice(sentLines.length);
    const giftsNow = current.filter((line) => line.hang_km === true);
    const sameGifts =
      gifts.length === giftsNow.length &&
      gifts.every((gift, i) => gift.ma_vt === giftsNow[i]?.ma_vt && gift.so_luong === giftsNow[i]?.so_luong);
    const withPrices = (line: FormLine): FormLine => {
      const from = pricedOf.get(line._key);
      if (!from) return line;
      const update: FormLine = { ...line };
      for (const name of pricedLineFields)
        if (lineFields[name] && from[name] !== undefined) update[name] = from[name];
      return update;
    };
    if (
      sameGifts &&
      own.length + giftsNow.length === current.length &&
      current.every((l, i) => l === (i < own.length ? own[i] : giftsNow[i - own.length]))
    )
      own.forEach((line, index) => {
        const update = withPrices(line);
        for (const name of pricedLineFields)
          if (!sameValue(line[name], update[name]))
            form.setFieldValue(lineKey(linesField!, index, name), update[name], quiet);
      });
    else
      form.setFieldValue(
        linesField as never,
        [...own.map(withPrices), ...gifts.map((gift) => lineValuesOf(lineFields, gift))] as never,
        { dontValidate: true },
      );
    for (const name of pricedHeaderFields)
      if (resource.fields[name] && answer[name] !== undefined) form.setFieldValue(name, answer[name], quiet);
    applyDerived();
  };
  const priceSoon = () => {
    if (!priced) return;
    // An answer still on its way is for values that have changed since.
    priceTicket += 1;
    clearTimeout(priceTimer);
    priceTimer = setTimeout(() => void priceNow(), options.priceDebounceMs ?? 300);
  };

  return {
    /** The form library's form the fields bind to (`useRecordField`). */
    form,
    validatorsOf,

    /**
     * Sets a field ('ma_kh', 'chi_tiet[0].ma_vt'); a lookup's picked row fills its `fills` (and its `fillsLines`,
     * once the row is read); then `derive`.
     */
    setField(key: string, value: unknown, picked?: Record<string, unknown> | null) {
      const field = fieldOf(key);
      const fills = field?.type === 'lookup' ? fillsFrom(field.fills, picked ?? null, fieldsOf(key)) : {};
      const before = valueOf(key);
      form.setFieldValue(key, value);
      for (const [name, filled] of Object.entries(fills)) form.setFieldValue(siblingKey(key, name), filled);
      // Another value of what a sibling lookup is narrowed by (a province) leaves it pointing elsewhere: cleared
      // (the ward). Not when it was empty before (a card picked before its customer stays).
      if (!isEmptyValue(before) && before !== value)
        for (const [name, sibling] of Object.entries(fieldsOf(key)))
          if (
            sibling.type === 'lookup' &&
            Object.values(sibling.narrowBy ?? {}).includes(parseKey(key).name) &&
            !isEmptyValue(valueOf(siblingKey(key, name)))
          )
            form.setFieldValue(siblingKey(key, name), '');
      applyDerived();
      priceSoon();
      if (field?.type === 'lookup' && field.fillsLines && picked !== undefined)
        void fillLinesFrom(field, picked);
    },

    /** Appends an empty line (defaults filled); answers its index. */
    addLine(): number {
      if (!linesField) return -1;
      form.pushFieldValue(linesField as never, lineValuesOf(lineFields) as never, { dontValidate: true });
      applyDerived();
      return lines().length - 1;
    },

    async removeLine(index: number) {
      if (!linesField) return;
      await form.removeFieldValue(linesField as never, index);
      applyDerived();
      priceSoon();
    },

    /** Moves a line up (-1) or down (+1); nothing at the ends. */
    moveLine(index: number, by: -1 | 1) {
      const to = index + by;
      if (!linesField || index < 0 || to < 0 || index >= lines().length || to >= lines().length) return;
      form.moveFieldValues(linesField as never, index, to);
      applyDerived();
    },

    /** The values differ from those loaded (or last saved); line keys aside. */
    isDirty: (): boolean => valuesDiffer(values(), baseline),

    /** Forgets the changes' dirtiness (a cancel confirmed). */
    markClean() {
      baseline = values();
    },

    /** Validates every field (server checks included), then saves; a second save while one runs is refused. */
    async save(): Promise<SaveOutcome> {
      if (form.state.isSubmitting) return INVALID;
      let outcome: SaveOutcome = INVALID;
      const shownFine = checkUnshown();
      await form.handleSubmit({
        send: async (sent: FormValues) => {
          if (shownFine) outcome = await send(sent);
        },
      } satisfies SubmitMeta);
      return outcome;
    },

    /** The problem of every field that has one, by key (what the form shows). */
    problems(): Record<string, FieldProblem> {
      const problems: Record<string, FieldProblem> = {};
      for (const [key, meta] of Object.entries(
        form.state.fieldMeta as Record<string, { errors?: unknown[] }>,
      )) {
        const problem = problemOf(meta);
        if (problem) problems[key] = problem;
      }
      return problems;
    },
  };
};

export type RecordForm = ReturnType<typeof recordFormOf>;

/** A record form outside React (tests, scripts): the form library's form, mounted, with the record's rules. */
export const createRecordForm = (
  options: RecordFormOptions,
  http: Pick<RecordsHttp, 'get' | 'post' | 'put'>,
): RecordForm => {
  const form = new FormApi(recordFormOptions(options));
  form.mount();
  return recordFormOf(form, options, http);
};

/**
 * A form for one record of a catalogue resource (new or edit), on TanStack Form: starting values from the stored
 * row or the declared defaults, the resource's rules and server checks per field, lines, `derive` and `fills`,
 * dirtiness, and the save (409 RECORD_CHANGED is `changed`; the server's field errors land on their fields). HTTP
 * comes from the `RecordsProvider`. One form per record: key the component by it.
 */
export const useRecordForm = (options: RecordFormOptions) => {
  const { http } = useRecordsAdapters();
  // The options are read once: the form belongs to one record (the component is keyed by it).
  const [formOptions] = useState(() => recordFormOptions(options));
  const form = useForm(formOptions);
  const [record] = useState(() => recordFormOf(form, options, http));
  const dirty = useStore(form.store, () => record.isDirty());
  const saving = useStore(form.store, (state) => state.isSubmitting);
  return { ...record, form, dirty, saving };
};

/** What a field of a record form binds to: the form and its rules (`useRecordForm`'s result, or `recordFormOf`'s). */
export type RecordFormBinding = Pick<RecordForm, 'form' | 'validatorsOf' | 'setField'>;

/**
 * One field of a record form ('ma_kh', 'chi_tiet[0].ma_vt'): its value, the problem it shows, whether its server
 * check is running; `change` sets it (with a lookup's picked row, for its `fills`), `leave` runs its checks as the
 * user leaves it. Re-renders with its own field only.
 */
export const useRecordField = (binding: RecordFormBinding, key: string) => {
  const field = useField({
    form: binding.form,
    name: key,
    validators: binding.validatorsOf(key),
  } as never) as unknown as AnyFieldApi;
  return {
    value: field.state.value as unknown,
    problem: problemOf(field.state.meta),
    checking: field.state.meta.isValidating,
    change: (value: unknown, picked?: Record<string, unknown> | null) => binding.setField(key, value, picked),
    leave: field.handleBlur,
  };
};

/** A voucher's lines as the form holds them (re-renders as any line changes: totals, row count). */
export const useRecordLines = (binding: Pick<RecordFormBinding, 'form'>, linesField: string): FormLine[] => {
  const lines = useStore(binding.form.store, (state) => (state.values as FormValues)[linesField]);
  return Array.isArray(lines) ? (lines as FormLine[]) : [];
};
