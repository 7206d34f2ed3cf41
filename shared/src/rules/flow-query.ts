/**
 * The flow intent in an address's query: how a link to the onboarding screen
 * (`/auth/wallet/onboarding`) carries it, and how the product tells the passport site
 * (docs/spec-decisions.md, "Onboarding"). One parameter per field of the record, named
 * as the field; the two lists (`addOns`, `specialties`) comma-separated:
 *
 *   ?intent=506c&addOns=3c7,SUITABILITY_QUESTIONNAIRE&option=ONLY_ADD_ONS
 *    &offeringAddress=…&offeringAttribute=…&passportUuid=…&redirectUrl=…
 *    &incompleteRedirectUrl=…&description=…&specialties=a,b
 *
 * A query without `intent` carries no intent (the stored record, if any, is used).
 * One with a value the record does not allow is refused, naming the parameter.
 */
import * as v from 'valibot';
import { FlowIntentRecordSchema, type FlowIntentRecord } from './flow-intent.ts';

const LIST_FIELDS = ['addOns', 'specialties'] as const;
const TEXT_FIELDS = [
  'intent',
  'option',
  'offeringAddress',
  'offeringAttribute',
  'passportUuid',
  'redirectUrl',
  'incompleteRedirectUrl',
  'description',
] as const;

/** The query parameters a flow intent uses (the screen leaves any other alone). */
export const FLOW_QUERY_PARAMS: readonly string[] = [...TEXT_FIELDS, ...LIST_FIELDS];

export type FlowQuery =
  { kind: 'none' } | { kind: 'intent'; record: FlowIntentRecord } | { kind: 'invalid'; message: string };

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/** The flow intent a query carries, if any. */
export function flowQueryOf(search: string | URLSearchParams): FlowQuery {
  const query = typeof search === 'string' ? new URLSearchParams(search) : search;
  if (!query.has('intent')) return { kind: 'none' };
  const raw: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = query.get(field);
    if (value !== null && value !== '') raw[field] = value;
  }
  for (const field of LIST_FIELDS) {
    const value = query.get(field);
    if (value !== null) raw[field] = listOf(value);
  }
  const parsed = v.safeParse(FlowIntentRecordSchema, raw);
  if (parsed.success) return { kind: 'intent', record: parsed.output };
  const [issue] = parsed.issues;
  const field = v.getDotPath(issue)?.split('.')[0] ?? 'intent';
  // The text limits' own checks say what is wrong (FLOW_TEXT_PROBLEMS); anything else is a value we do not know.
  const problem =
    issue.type === 'check' || issue.type === 'max_length' ? issue.message : 'has a value we do not know';
  return {
    kind: 'invalid',
    message: `The link's flow is not one we can continue: "${field}" ${problem}.`,
  };
}

/** The query that carries `record` (the inverse of `flowQueryOf`). */
export function flowQueryFor(record: FlowIntentRecord): URLSearchParams {
  const query = new URLSearchParams();
  for (const field of TEXT_FIELDS) {
    const value = record[field];
    if (value) query.set(field, value);
  }
  for (const field of LIST_FIELDS) {
    const value = record[field];
    if (value && value.length > 0) query.set(field, value.join(','));
  }
  return query;
}
