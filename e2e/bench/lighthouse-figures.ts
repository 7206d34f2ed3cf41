/**
 * What `npm run bench` reads from one Lighthouse report, and the median of several.
 */
export interface LighthouseFigures {
  /** What moved, and by how much (Lighthouse's layout-shifts audit). */
  shifts: string[];
  score: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  bytes: number;
  requests: number;
  lcpElement: string;
  renderDelay: number;
  benchmarkIndex: number;
}

type Audit = { numericValue?: number; details?: { items?: Array<Record<string, unknown>> } };

export interface LighthouseReport {
  categories: { performance: { score: number | null } };
  audits: Record<string, Audit>;
  environment: { benchmarkIndex: number };
}

export function figuresOf(lhr: LighthouseReport): LighthouseFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  // The LCP element audit: a table of the element, then one of the LCP's phases.
  const lcpTables = (lhr.audits['largest-contentful-paint-element']?.details?.items ?? []) as Array<{
    items?: Array<Record<string, unknown>>;
  }>;
  const node = lcpTables[0]?.items?.[0]?.node as { snippet?: string; nodeLabel?: string } | undefined;
  const phases = lcpTables[1]?.items ?? [];
  const renderDelay = phases.find((p) => String(p.phase).includes('Render Delay'))?.timing;
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => {
    const shifted = item.node as { nodeLabel?: string; snippet?: string } | undefined;
    return `${Number(item.score).toFixed(3)} ${shifted?.snippet ?? shifted?.nodeLabel ?? 'unknown'}`;
  });
  return {
    shifts,
    score: lhr.categories.performance.score ?? Number.NaN,
    lcp: audit('largest-contentful-paint'),
    fcp: audit('first-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    requests: lhr.audits['network-requests']?.details?.items?.length ?? Number.NaN,
    lcpElement: node?.nodeLabel ?? node?.snippet ?? 'unknown',
    renderDelay: typeof renderDelay === 'number' ? renderDelay : Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Each figure's median; the element and the shifts of the run with the median score. */
export function medianOf(runs: LighthouseFigures[]): LighthouseFigures {
  const pick = (key: keyof LighthouseFigures) => median(runs.map((r) => r[key] as number));
  const byScore = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  return {
    shifts: byScore.shifts,
    score: pick('score'),
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    requests: pick('requests'),
    lcpElement: byScore.lcpElement,
    renderDelay: pick('renderDelay'),
    benchmarkIndex: pick('benchmarkIndex'),
  };
}

/** Lighthouse's mobile preset: 4x CPU, the slowdown its throttling guide gives a host of this index. */
export const REFERENCE_SLOWDOWN = 4;
export const REFERENCE_BENCHMARK_INDEX = 1500;

/**
 * The CPU slowdown that makes this host behave as the preset's reference phone would
 * (Lighthouse's throttling guide: 4x on a host whose `benchmarkIndex` is 1,500, scaled by
 * index / 1,500). A fast host gets more slowdown, a slow one less, so the calibrated figures
 * compare across hosts where the default ones do not. Two decimals; at least 1 (no speed-up).
 */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`benchmarkIndex must be a positive number, got ${benchmarkIndex}`);
  const multiplier = (REFERENCE_SLOWDOWN * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX;
  return Math.max(1, Math.round(multiplier * 100) / 100);
}
