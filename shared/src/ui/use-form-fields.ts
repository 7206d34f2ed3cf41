/**
 * What every form repeats: one error per field, a ref per field, and on a failed
 * check the first invalid field (in the order the problems are given) takes the
 * focus, so keyboard and screen-reader users land on what to fix.
 *
 *   const form = useFormFields<'email' | 'password'>();
 *   if (!form.check({ email: validateEmail(email), password: validatePassword(password) })) return;
 *   <TextField {...form.field('email')} … />
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';

export type FieldErrors<K extends string> = Partial<Record<K, string | null>>;

export interface FieldBinding {
  error: string | null | undefined;
  inputRef: RefObject<HTMLInputElement | null>;
}

export interface FormFields<K extends string> {
  readonly errors: FieldErrors<K>;
  /** The field's error and input ref, to spread into a `TextField` or `CodeField`. */
  field(name: K): FieldBinding;
  /**
   * Shows these fields' problems (null: valid; fields not named keep theirs) and focuses
   * the first invalid one; true when none of them has a problem.
   */
  check(problems: FieldErrors<K>): boolean;
  /** Forgets one field's shown problem (a field that went away), or every field's. */
  clear(name?: K): void;
}

export interface FormFieldsOptions<K extends string> {
  /** The field that takes the focus when the form appears (a dialog, a new step). */
  focus?: K;
}

export function useFormFields<K extends string>({ focus }: FormFieldsOptions<K> = {}): FormFields<K> {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const refs = useRef(new Map<K, RefObject<HTMLInputElement | null>>());

  const refOf = useCallback((name: K) => {
    let ref = refs.current.get(name);
    if (!ref) {
      ref = { current: null };
      refs.current.set(name, ref);
    }
    return ref;
  }, []);

  const check = useCallback(
    (problems: FieldErrors<K>) => {
      setErrors((current) => ({ ...current, ...problems }));
      const first = (Object.keys(problems) as K[]).find((name) => problems[name]);
      if (first === undefined) return true;
      refOf(first).current?.focus();
      return false;
    },
    [refOf],
  );

  const clear = useCallback(
    (name?: K) => setErrors((current) => (name === undefined ? {} : { ...current, [name]: null })),
    [],
  );

  // Once, when the form appears.
  const initialFocus = useRef(focus);
  useEffect(() => {
    if (initialFocus.current !== undefined) refOf(initialFocus.current).current?.focus();
  }, [refOf]);

  return useMemo(
    () => ({
      errors,
      field: (name: K) => ({ error: errors[name], inputRef: refOf(name) }),
      check,
      clear,
    }),
    [errors, refOf, check, clear],
  );
}
