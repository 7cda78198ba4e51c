/**
 * Load generation shared by the server benches: autocannon runs cut in one-second slices, so that a
 * target and its baseline can alternate slice by slice and other work on the machine weighs on both
 * alike. req/s is all requests over all slices; p99 is the median of the slices' p99s.
 */
import autocannon from 'autocannon';

/** Each run is cut in slices this long. */
const SLICE_S = 1;

/** What a browser sends with every call (the widget's polls and the app's creates): servers may compress. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

export interface Figures {
  readonly rps: number;
  readonly p99: number;
  readonly non2xx: number;
}

interface Slice {
  readonly requests: number;
  readonly seconds: number;
  readonly p99: number;
  readonly non2xx: number;
}

export interface LoadPlan {
  readonly connections: number;
  /** Measured slices per run. */
  readonly slices: number;
}

export async function slice(plan: LoadPlan, options: autocannon.Options): Promise<Slice> {
  const result = await autocannon({ connections: plan.connections, duration: SLICE_S, ...options, headers: { ...BROWSER_HEADERS, ...options.headers } });
  return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

function figures(slices: readonly Slice[]): Figures {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  return { rps: requests / seconds, p99: median(slices.map((s) => s.p99)), non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0) };
}

/** Named runs in alternating slices (the first, the second, ..., the first again, ...): each run's figures under its name. */
export async function alternating<K extends string>(plan: LoadPlan, runs: Readonly<Record<K, autocannon.Options>>): Promise<Record<K, Figures>> {
  const names = Object.keys(runs) as K[];
  const sliced = new Map<K, Slice[]>(names.map((name) => [name, []]));
  for (let i = 0; i < plan.slices; i += 1) {
    for (const name of names) sliced.get(name)?.push(await slice(plan, runs[name]));
  }
  return Object.fromEntries(names.map((name) => [name, figures(sliced.get(name) ?? [])])) as Record<K, Figures>;
}

/** A target alone, after a one-slice warm-up. */
export async function warmedUp(plan: LoadPlan, target: autocannon.Options): Promise<Figures> {
  await slice(plan, target);
  const measured: Slice[] = [];
  for (let i = 0; i < plan.slices; i += 1) measured.push(await slice(plan, target));
  return figures(measured);
}

export const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
export const row = (label: string, f: Figures) => `  ${label.padEnd(38)} ${f.rps.toFixed(0).padStart(7)} req/s   p99 ${String(f.p99).padStart(4)} ms${f.non2xx ? `   (${f.non2xx} non-2xx/errors)` : ''}`;
