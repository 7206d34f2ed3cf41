/**
 * Which compression an answer uses, from the request's `Accept-Encoding` (RFC 9110, section
 * 12.5.3): each coding the client lists with its weight (`q`, 1 when absent), `*` for any coding
 * it did not list, `q=0` for "not this one". Of the codings the server can send, the one the
 * client weighs highest; on a tie, the server's order (brotli's bytes are smaller). None when
 * the client accepts none of them: the answer goes uncompressed.
 */
export type Encoding = 'br' | 'gzip';

/** The server's order of preference. */
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];

export function chooseEncoding(
  header: string | string[] | undefined,
  offered: readonly Encoding[] = ENCODINGS,
): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!name) continue;
    const q = params.find((param) => /^q\s*=/.test(param));
    const weight = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    // A weight that is no number between 0 and 1 is a malformed field: that coding is left out.
    weights.set(name, Number.isFinite(weight) && weight >= 0 && weight <= 1 ? weight : 0);
  }
  let best: Encoding | null = null;
  let bestWeight = 0;
  for (const coding of ENCODINGS.filter((c) => offered.includes(c))) {
    // `x-gzip` is gzip's old name (RFC 9110, section 8.4.1.3).
    const weight =
      weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) [best, bestWeight] = [coding, weight];
  }
  return best;
}
