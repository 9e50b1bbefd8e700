import type { ConfigFlag } from '@sen/domain';
import {
  differentFromClashOf,
  differentFromDependents,
  type Field,
  type LineField,
} from '@sen/domain/resources';
import type { HttpClient } from '@sen/api';
import {
  derived,
  fillsFrom,
  lineValuesOf,
  moveLine,
  recordInputOf,
  valuesDiffer,
  type FormLine,
  type FormResource,
  type FormValues,
} from './formModel';
import { fieldErrorsOf, failureTextOf } from './serverErrors';
import { recordApiPath } from './paths';
import {
  duplicateProblem,
  hasRemoteCheck,
  localProblem,
  remoteProblem,
  type FieldProblem,
} from './validators';

/** What the form shows: values, problems per key ('field' or 'lines.index.field'), checks running, saving. */
export type FormState = {
  values: FormValues;
  problems: Readonly<Record<string, FieldProblem>>;
  /** Keys whose server check is running. */
  checking: ReadonlySet<string>;
  saving: boolean;
  /** The values differ from the loaded (or last saved) ones. */
  dirty: boolean;
};

/**
 * The outcome of a save: the stored row, or why not (problems on fields, the server's message, or `changed`: the
 * record was saved by someone else since the form read it, 409 RECORD_CHANGED; the form should be reloaded).
 */
export type SaveOutcome =
  | { ok: true; row: Record<string, unknown> }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'server' | 'changed'; message: string };

/** The server's error code of a failed call (ApiRequestError's `code`, or its `data.code`). */
const errorCodeOf = (error: unknown): string | undefined => {
  const failed = error as { code?: unknown; data?: { code?: unknown } | null } | null;
  const code = failed?.code ?? failed?.data?.code;
  return typeof code === 'string' ? code : undefined;
};

export type FormControllerOptions = {
  resource: FormResource;
  http: Pick<HttpClient, 'get' | 'post' | 'put'>;
  /** Config flags (requiredness: crm_partner_require_phone; crm_partner_validate_website). */
  configs: readonly ConfigFlag[];
  /** The record's `_id` when editing (PUT), absent for a new record (POST). */
  id?: string;
  /**
   * The `_version` of the row the form was loaded from: sent with the PUT, so that a save over someone else's
   * newer save is refused (409 RECORD_CHANGED) instead of silently overwriting it.
   */
  version?: string;
  initial: FormValues;
  /** The message of a failure without one of its own. */
  failureText?: string;
  /** The language of the field labels a problem names (the duplicate validator's two fields); default 'vi'. */
  locale?: 'vi' | 'en';
};

/** The key of a line's field in `problems`. */
export const lineKey = (linesField: string, index: number, name: string): string =>
  `${linesField}.${index}.${name}`;

/**
 * The state and rules of a new/edit form, outside React (the page binds it with useSyncExternalStore): typing
 * applies lookup `fills` and the resource's `derive` (line amounts, totals) at once; a field's problem is checked
 * locally while typing and against the server (existence checks) when it settles; `save` checks everything, sends
 * POST or PUT (with the row version it was loaded from), and maps the server's 400/409 details onto the fields.
 */
export const createFormController = (options: FormControllerOptions) => {
  const { resource, http, configs, id } = options;
  let version = options.version;
  const locale = options.locale ?? 'vi';
  const linesField = resource.linesField;
  const lineFields: Readonly<Record<string, LineField>> = resource.lineFields ?? {};
  let baseline = options.initial;
  let state: FormState = {
    values: options.initial,
    problems: {},
    checking: new Set(),
    saving: false,
    dirty: false,
  };
  const listeners = new Set<() => void>();
  /** The latest check per key: an older answer is dropped. */
  const checks = new Map<string, AbortController>();

  const emit = () => {
    for (const listener of listeners) listener();
  };
  const update = (patch: Partial<FormState>) => {
    state = { ...state, ...patch };
    if (patch.values) state.dirty = valuesDiffer(state.values, baseline);
    emit();
  };
  const withProblem = (key: string, problem: FieldProblem | null): Record<string, FieldProblem> => {
    const problems = { ...state.problems };
    if (problem) problems[key] = problem;
    else delete problems[key];
    return problems;
  };
  const lines = (): FormLine[] =>
    linesField && Array.isArray(state.values[linesField]) ? (state.values[linesField] as FormLine[]) : [];
  const withoutLineProblems = (): Record<string, FieldProblem> =>
    Object.fromEntries(
      Object.entries(state.problems).filter(([key]) => !linesField || !key.startsWith(`${linesField}.`)),
    );

  /** Whether a key names a field the form shows (server errors on other keys only reach the toast). */
  const isKnown = (key: string): boolean => {
    const [name, index, lineName] = key.split('.');
    if (index === undefined) return name !== undefined && name in resource.fields;
    return name === linesField && lineName !== undefined && lineName in lineFields;
  };

  const fieldOf = (key: string): Field | undefined => {
    const [name, index, lineName] = key.split('.');
    if (index === undefined) return name ? resource.fields[name] : undefined;
    return lineName ? lineFields[lineName] : undefined;
  };
  const valueOf = (key: string): unknown => {
    const [name, index, lineName] = key.split('.');
    if (index === undefined) return name ? state.values[name] : undefined;
    return lineName ? lines()[Number(index)]?.[lineName] : undefined;
  };

  /**
   * The duplicate validator (`differentFrom`, spec section 5) on one field: the domain's rule, the server's, over
   * the record (a header field) or its line (a line's field); the problem names both labels.
   */
  const duplicateCheck = (key: string): FieldProblem | null => {
    const [name, index, lineName] = key.split('.');
    const clash =
      index === undefined
        ? differentFromClashOf(resource.fields, state.values, name ?? '')
        : differentFromClashOf(resource.fields, state.values, lineName ?? '', {
            lines: name ?? '',
            index: Number(index),
          });
    if (!clash) return null;
    const targetKey = index === undefined ? clash.target : lineKey(name ?? '', Number(index), clash.target);
    return duplicateProblem(valueOf(key), valueOf(targetKey), {
      field: clash.labels.field[locale],
      target: clash.labels.target[locale],
    });
  };

  const localCheck = (key: string): FieldProblem | null => {
    const field = fieldOf(key);
    return field ? (localProblem(field, valueOf(key), configs) ?? duplicateCheck(key)) : null;
  };

  /**
   * After `key` changed: its own shown problem is checked again locally (as before), and a duplicate shows at once
   * while typing, on the field itself and on the fields that must differ from it (`keyOf` turns a field name of
   * the same record or line into its key). Other problems of those fields stay until they are checked.
   */
  const recheckAfterTyping = (
    key: string,
    fields: Readonly<Record<string, Field>>,
    keyOf: (name: string) => string,
  ) => {
    const problems: Record<string, FieldProblem> = { ...state.problems };
    let changed = false;
    const set = (k: string, problem: FieldProblem | null) => {
      if (problems[k] === (problem ?? undefined)) return;
      changed = true;
      if (problem) problems[k] = problem;
      else delete problems[k];
    };
    if (problems[key]) set(key, localCheck(key));
    for (const dependent of differentFromDependents(fields, key.split('.').at(-1) ?? key)) {
      const shown = problems[keyOf(dependent)];
      if (!shown || shown.code === 'duplicate') set(keyOf(dependent), duplicateCheck(keyOf(dependent)));
    }
    if (changed) update({ problems });
  };

  /** Runs a field's server check (partner phone/website ownership, unique-property); the latest one wins. */
  const remoteCheck = async (key: string): Promise<FieldProblem | null> => {
    const field = fieldOf(key);
    if (!field || key.includes('.') || !hasRemoteCheck(resource.name, key, field)) return null;
    checks.get(key)?.abort();
    const controller = new AbortController();
    checks.set(key, controller);
    const checking = new Set(state.checking);
    checking.add(key);
    update({ checking });
    try {
      const problem = await remoteProblem(key, field, valueOf(key), {
        http,
        resource: resource.name,
        id,
        configs,
        signal: controller.signal,
      });
      if (controller.signal.aborted) return null;
      return problem;
    } catch {
      return null;
    } finally {
      if (checks.get(key) === controller) {
        checks.delete(key);
        const done = new Set(state.checking);
        done.delete(key);
        update({ checking: done });
      }
    }
  };

  const setValues = (values: FormValues) => update({ values: derived(resource, values) });

  /** Checks every field (header, lines, server checks); answers whether the form may be sent. */
  const validate = async (): Promise<boolean> => {
    const problems: Record<string, FieldProblem> = {};
    for (const name of Object.keys(resource.fields)) {
      const problem = localCheck(name);
      if (problem) problems[name] = problem;
    }
    if (linesField)
      lines().forEach((_, index) => {
        for (const name of Object.keys(lineFields)) {
          const key = lineKey(linesField, index, name);
          const problem = localCheck(key);
          if (problem) problems[key] = problem;
        }
      });
    const remote = Object.entries(resource.fields).filter(
      ([name, field]) => !problems[name] && hasRemoteCheck(resource.name, name, field),
    );
    const answers = await Promise.all(remote.map(([name]) => remoteCheck(name)));
    remote.forEach(([name], i) => {
      const problem = answers[i];
      if (problem) problems[name] = problem;
    });
    update({ problems });
    return Object.keys(problems).length === 0;
  };

  return {
    get: (): FormState => state,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Sets a header field; a lookup's picked row fills its `fills`; a shown problem is re-checked locally. */
    setField(name: string, value: unknown, picked?: Record<string, unknown> | null) {
      const field = resource.fields[name];
      const fills = field?.type === 'lookup' ? fillsFrom(field.fills, picked ?? null, resource.fields) : {};
      checks.get(name)?.abort();
      setValues({ ...state.values, [name]: value, ...fills });
      recheckAfterTyping(name, resource.fields, (n) => n);
      for (const filled of Object.keys(fills)) recheckAfterTyping(filled, resource.fields, (n) => n);
    },

    /** Sets a field of line `index` (fills from the picked row), then recomputes the amounts and totals. */
    setLineField(index: number, name: string, value: unknown, picked?: Record<string, unknown> | null) {
      if (!linesField) return;
      const field = lineFields[name];
      const fills = field?.type === 'lookup' ? fillsFrom(field.fills, picked ?? null, lineFields) : {};
      const next = lines().map((line, i) => (i === index ? { ...line, [name]: value, ...fills } : line));
      setValues({ ...state.values, [linesField]: next });
      const keyOf = (n: string) => lineKey(linesField, index, n);
      recheckAfterTyping(keyOf(name), lineFields, keyOf);
      for (const filled of Object.keys(fills)) recheckAfterTyping(keyOf(filled), lineFields, keyOf);
    },

    /** Appends an empty line (defaults filled); answers its index. */
    addLine(): number {
      if (!linesField) return -1;
      const next = [...lines(), lineValuesOf(lineFields)];
      setValues({ ...state.values, [linesField]: next });
      return next.length - 1;
    },

    removeLine(index: number) {
      if (!linesField) return;
      setValues({ ...state.values, [linesField]: lines().filter((_, i) => i !== index) });
      update({ problems: withoutLineProblems() });
    },

    moveLine(index: number, by: -1 | 1) {
      if (!linesField) return;
      setValues({ ...state.values, [linesField]: moveLine(lines(), index, by) });
      update({ problems: withoutLineProblems() });
    },

    /** Checks one field as the user leaves it: locally, then (when fine) against the server. */
    async checkField(key: string): Promise<FieldProblem | null> {
      const local = localCheck(key);
      update({ problems: withProblem(key, local) });
      if (local) return local;
      const remote = await remoteCheck(key);
      if (remote || state.problems[key]?.code !== 'server') update({ problems: withProblem(key, remote) });
      return remote;
    },

    validate,

    /** Validates, then POSTs (new) or PUTs (edit) the record; the server's field errors land on the fields. */
    async save(): Promise<SaveOutcome> {
      if (state.saving) return { ok: false, reason: 'invalid' };
      update({ saving: true });
      try {
        const valid = await validate();
        if (!valid) return { ok: false, reason: 'invalid' };
        const body = recordInputOf(resource, state.values);
        const row = id
          ? await http.put<Record<string, unknown>>(recordApiPath(resource, id), {
              ...body,
              ...(version !== undefined ? { _version: version } : {}),
            })
          : await http.post<Record<string, unknown>>(`/${resource.path}`, body);
        baseline = state.values;
        if (typeof row?._version === 'string') version = row._version;
        update({ dirty: false });
        return { ok: true, row: row ?? {} };
      } catch (error) {
        if (errorCodeOf(error) === 'RECORD_CHANGED')
          return { ok: false, reason: 'changed', message: failureTextOf(error, options.failureText ?? '') };
        const fieldErrors = fieldErrorsOf(error, isKnown);
        const problems = { ...state.problems };
        for (const [key, message] of Object.entries(fieldErrors)) problems[key] = { code: 'server', message };
        update({ problems });
        return { ok: false, reason: 'server', message: failureTextOf(error, options.failureText ?? '') };
      } finally {
        update({ saving: false });
      }
    },

    /** Forgets the changes' dirtiness (after a cancel confirmed or a save). */
    markClean() {
      baseline = state.values;
      update({ dirty: false });
    },
  };
};

export type FormController = ReturnType<typeof createFormController>;
