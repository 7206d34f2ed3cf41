/**
 * The form fields every sign-in screen uses, accessible by construction: a visible
 * label tied to its control, `aria-invalid` and the error text tied by
 * `aria-describedby`, native inputs (so autofill, password managers and the
 * keyboard work as the browser intends). Built on Chakra's Input and native
 * checkboxes rather than Chakra's Field and Checkbox machines, which would add
 * their state machines to the login page's first load.
 */
import { useId, type ChangeEvent, type FormEvent, type ReactNode, type Ref } from 'react';
import { sanitizeCodeInput } from '../rules/code-input.ts';
import { Box, chakra, Input, Text } from './chakra.ts';

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  type?: 'text' | 'email' | 'password' | 'tel';
  name?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  /** A note under the field (shown before any error). */
  hint?: ReactNode;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  maxLength?: number;
  pattern?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Replaces the typed or pasted value before `onChange` (numeric code fields). */
  sanitize?: (value: string) => string;
}

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  sanitize,
  inputRef,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="medium" mb="1">
        {label}
      </chakra.label>
      <Input
        id={id}
        ref={inputRef}
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          onChange(sanitize ? sanitize(event.target.value) : event.target.value)
        }
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {hint ? (
        <Text id={hintId} fontSize="sm" color="fg.muted" mt="1">
          {hint}
        </Text>
      ) : null}
      {error ? (
        <Text id={errorId} fontSize="sm" color="red.700" mt="1">
          {error}
        </Text>
      ) : null}
    </Box>
  );
}

/** An email address: the keyboard, autofill and validation hints browsers give email fields. */
export function EmailField({
  autoComplete = 'email',
  ...props
}: Omit<TextFieldProps, 'label' | 'type' | 'inputMode'>) {
  return <TextField label="Email" type="email" inputMode="email" autoComplete={autoComplete} {...props} />;
}

/**
 * A password: `current-password` to sign in, `new-password` to set one (password
 * managers offer to fill the first and to generate the second).
 */
export function PasswordField({
  label = 'Password',
  purpose,
  ...props
}: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'> & { label?: string; purpose: 'current' | 'new' }) {
  return <TextField label={label} type="password" autoComplete={`${purpose}-password`} {...props} />;
}

/**
 * A 6-digit code: digits only, at most six, pasted text stripped of the rest. No
 * `maxLength`: the browser would cut a pasted "123 456" to "123 45" before the
 * sanitiser could strip the space; the sanitiser enforces the length instead.
 */
export function CodeField(props: Omit<TextFieldProps, 'type' | 'sanitize' | 'inputMode' | 'autoComplete'>) {
  return (
    <TextField
      {...props}
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      sanitize={sanitizeCodeInput}
    />
  );
}

export interface CheckboxFieldProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
}

export function CheckboxField({ label, checked, onChange, ...input }: CheckboxFieldProps) {
  return (
    <chakra.label display="flex" alignItems="center" gap="2" cursor="pointer">
      <chakra.input
        type="checkbox"
        checked={checked}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.checked)}
        width="4"
        height="4"
        accentColor="brand.solid"
        {...input}
      />
      <span>{label}</span>
    </chakra.label>
  );
}

/**
 * A form that Enter submits and the page validates: the browser's own bubbles are
 * off (`noValidate`) so the specification's messages show under their fields, and
 * the submit never reloads the page.
 */
export function Form({ onSubmit, children }: { onSubmit: () => unknown; children: ReactNode }) {
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </form>
  );
}
