/**
 * North American numbers only, as the footer's support line and the lender's users are
 * US-based. Formatting reads the digits and ignores punctuation. A value with any other
 * digit count (an extension, an international number, a typo) is returned unchanged:
 * showing what the data says beats showing a wrongly grouped number.
 */
const TEN_DIGITS = /^(\d{3})(\d{3})(\d{4})$/;

function digitsOf(value: string): string {
  return value.replace(/[^0-9]/g, '');
}

/** The ten national digits, or null when the value is not a North American number. */
function nationalDigits(value: string): string | null {
  const digits = digitsOf(value);
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return null;
}

/** "(xxx) xxx-xxxx", or "+1 (xxx) xxx-xxxx" when the number carries the country code. */
export function formatPhone(value: string): string {
  const national = nationalDigits(value);
  if (national === null) return value;
  const formatted = national.replace(TEN_DIGITS, '($1) $2-$3');
  return digitsOf(value).length === 11 ? `+1 ${formatted}` : formatted;
}

/**
 * The href of a phone link: E.164 (`tel:+1xxxxxxxxxx`) for a North American number,
 * otherwise the digits with a leading + kept, so the dialler still gets something usable.
 */
export function telHref(value: string): string {
  const national = nationalDigits(value);
  if (national !== null) return `tel:+1${national}`;
  const plus = value.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${digitsOf(value)}`;
}
