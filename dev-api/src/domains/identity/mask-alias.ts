/**
 * Aliases are shown to someone who has passed only the first factor, so their
 * values are masked as a lender's sign-in masks them: enough to recognise your own
 * address or number, not enough to learn someone else's.
 * - email: the first character of the local part, "***", the last one, then the domain;
 * - phone: only the last four digits;
 * - TOTP: the authenticator's label as it is (it names an app, not a person).
 */
import type { Persona } from '../../seed/seed-schema.ts';

type Alias = Persona['aliases'][number];

export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${masked}${email.slice(at)}`;
}

export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `(***) ***-${digits.slice(-4)}`;
}

export function maskAlias(alias: Alias): Alias {
  if (alias.type === 'Email') return { ...alias, value: maskEmail(alias.value) };
  if (alias.type === 'Phone') return { ...alias, value: maskPhone(alias.value) };
  return alias;
}
