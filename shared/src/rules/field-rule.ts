/**
 * Each form field has one valibot schema (for form resolvers) and one plain function
 * (for code that only wants the message to show). The plain function is derived from
 * the schema so the two can never disagree: it returns the first issue's message.
 */
import * as v from 'valibot';

export type FieldSchema = v.GenericSchema<unknown, unknown>;

export function firstMessage(schema: FieldSchema, value: unknown): string | null {
  const result = v.safeParse(schema, value, { abortEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? null);
}

/** A text the user must fill in; only whitespace counts as empty. Non-strings count as empty too. */
export function requiredText(message: string) {
  return v.pipe(
    v.string(message),
    v.check((value) => value.trim() !== '', message),
  );
}
