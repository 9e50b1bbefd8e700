import { useCallback, useEffect, useRef, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@sen/domain';
import { useCommonStrings } from '../i18n';

/** Checks a value on the server: the error to show, or undefined/null when it is fine. */
export type AsyncValidator = (value: string, signal: AbortSignal) => Promise<string | undefined | null>;

export type AsyncValidationOptions = {
  /** Pause after the last change before checking; SEARCH_DEBOUNCE_MS (500) by default. `flush` skips it. */
  debounceMs?: number;
  /** Check only when true (e.g. once the value passes its own rules); empty values are never checked. */
  isEnabled?: boolean;
  /** Field description while a check runs: 'Đang kiểm tra...'. */
  pendingLabel?: string;
  /** The field's own description, shown when no check is running. */
  description?: string;
};

export type AsyncValidation = {
  /** A check is waiting or running for the current value. */
  isPending: boolean;
  /** The server's error for the current value. */
  error: string | undefined;
  /** Spread on a kit field (TextField, CodeInput…): the error marks it invalid; the pending text describes it. */
  fieldProps: { isInvalid?: true; errorMessage?: string; description: string };
  /** Checks now, skipping the pause (e.g. from the field's `onBlur`). */
  flush: () => void;
};

type Result = { value: string; error: string | undefined };

/**
 * Server-side ("async") validation of a field's value, e.g. a unique code ('MKH001 đã tồn tại'): checked after a
 * pause in typing or at once on `flush`, stale checks aborted. A failed call counts as valid (spec
 * "unique-property: …call failure counts as valid"). The error goes to the field as a controlled `isInvalid` +
 * `errorMessage`, so it shows as soon as it arrives, and with the Form's default native validation it blocks
 * submitting until the value changes.
 */
export function useAsyncValidation(
  value: string,
  validateAsync: AsyncValidator,
  {
    debounceMs = SEARCH_DEBOUNCE_MS,
    isEnabled = true,
    pendingLabel: pendingLabelOption,
    description = '',
  }: AsyncValidationOptions = {},
): AsyncValidation {
  const common = useCommonStrings();
  const pendingLabel = pendingLabelOption ?? common.checking;
  const [result, setResult] = useState<Result | null>(null);
  // The value whose check was asked for at once (flush) rather than after the pause.
  const [flushed, setFlushed] = useState<string | null>(null);
  const validator = useRef(validateAsync);
  useEffect(() => {
    validator.current = validateAsync;
  });

  const checked = value.trim();
  const active = isEnabled && checked !== '';
  const done = result?.value === checked;

  useEffect(() => {
    if (!active || done) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        Promise.resolve()
          .then(() => validator.current(checked, controller.signal))
          // The check failing (network, 5xx) must not stop the user: it counts as valid.
          .catch(() => undefined)
          .then((error) => {
            if (!controller.signal.aborted) setResult({ value: checked, error: error || undefined });
          });
      },
      flushed === checked ? 0 : debounceMs,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [active, done, checked, debounceMs, flushed]);

  const flush = useCallback(() => setFlushed(checked), [checked]);
  const error = active && done ? result.error : undefined;
  const isPending = active && !done;
  return {
    isPending,
    error,
    fieldProps: {
      ...(error !== undefined ? { isInvalid: true as const, errorMessage: error } : {}),
      // Always a string: react-aria links a field's description only if it is there from the first render.
      description: isPending ? pendingLabel : description,
    },
    flush,
  };
}
