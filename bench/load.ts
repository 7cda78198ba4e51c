/**
 * Load generation shared by the server benches: runs cut in one-second slices, so that a target and
 * its baseline can alternate slice by slice and other work on the machine weighs on both alike.
 * req/s is all requests over all slices; p99 is the median of the slices' p99s. A target runs either
 * in this process (inProcess, the diagnostics) or in the load generator's own process (LoadGenerator,
 * the product bench: the client then never shares an event loop with the bench's own work).
 */
import autocannon from 'autocannon';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start } from './baselines/start';
import type { Reply, Request, TargetSpec } from './load-protocol';
import { median } from './median';

/** Each run is cut in slices this long. */
const SLICE_S = 1;

/** What a browser sends with every call (the widget's polls and the app's creates): servers may compress. */
export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br' } as const;

export interface Figures {
  readonly rps: number;
  readonly p99: number;
  readonly non2xx: number;
  /** The measured time the figures cover. */
  readonly seconds: number;
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

/** Something to send load to, one slice at a time. */
export interface Target {
  slice(connections: number): Promise<Slice>;
}

export function inProcess(options: autocannon.Options): Target {
  return {
    slice: async (connections) => {
      const result = await autocannon({ connections, duration: SLICE_S, ...options, headers: { ...BROWSER_HEADERS, ...options.headers } });
      return { requests: result.requests.total, seconds: result.duration, p99: result.latency.p99, non2xx: result.non2xx + result.errors };
    },
  };
}

/** The load generator's process (load-generator.ts) and the targets defined in it. */
export class LoadGenerator {
  private next = 0;
  private readonly waiting = new Map<number, (reply: Reply) => void>();
  private readonly specs = mkdtempSync(join(tmpdir(), 'mm-bench-load-'));

  private constructor(private readonly process: Awaited<ReturnType<typeof start>>) {
    process.lines.on('line', (line) => {
      const reply = JSON.parse(line) as Reply;
      this.waiting.get(reply.id)?.(reply);
      this.waiting.delete(reply.id);
    });
  }

  static async start(binDir: string): Promise<LoadGenerator> {
    return new LoadGenerator(await start(binDir, 'load-generator', {}, 'pipe'));
  }

  get pid(): number {
    return this.process.pid;
  }

  private ask(request: Request): Promise<Reply> {
    this.next += 1;
    const id = this.next;
    return new Promise((done, fail) => {
      this.waiting.set(id, (reply) => (reply.error === undefined ? done(reply) : fail(new Error(`load generator: ${reply.error}`))));
      this.process.child.stdin?.write(`${JSON.stringify({ ...request, id })}\n`);
    });
  }

  /** A target of the generator's; every request carries a browser's Accept-Encoding. `sent()` counts its requests so far. */
  async define(name: string, spec: TargetSpec): Promise<Target & { sent(): number }> {
    const specFile = join(this.specs, `${name}.json`);
    writeFileSync(specFile, JSON.stringify({ ...spec, headers: { ...BROWSER_HEADERS, ...spec.headers } }));
    await this.ask({ cmd: 'define', name, specFile });
    let sent = 0;
    return {
      sent: () => sent,
      slice: async (connections) => {
        const reply = await this.ask({ cmd: 'run', name, connections, seconds: SLICE_S });
        sent = reply.sent ?? sent;
        return { requests: reply.requests ?? 0, seconds: reply.seconds ?? SLICE_S, p99: reply.p99 ?? Number.NaN, non2xx: reply.non2xx ?? 0 };
      },
    };
  }

  async stop(): Promise<void> {
    this.process.child.stdin?.end();
    await this.process.stop();
    rmSync(this.specs, { recursive: true, force: true });
  }
}

function figures(slices: readonly Slice[]): Figures {
  const requests = slices.reduce((sum, s) => sum + s.requests, 0);
  const seconds = slices.reduce((sum, s) => sum + s.seconds, 0);
  return { rps: requests / seconds, p99: median(slices.map((s) => s.p99)), non2xx: slices.reduce((sum, s) => sum + s.non2xx, 0), seconds };
}

/** Named runs in alternating slices (the first, the second, ..., the first again, ...): each run's figures under its name. */
export async function alternating<K extends string>(plan: LoadPlan, runs: Readonly<Record<K, Target>>): Promise<Record<K, Figures>> {
  const names = Object.keys(runs) as K[];
  const sliced = new Map<K, Slice[]>(names.map((name) => [name, []]));
  for (let i = 0; i < plan.slices; i += 1) {
    for (const name of names) sliced.get(name)?.push(await runs[name].slice(plan.connections));
  }
  return Object.fromEntries(names.map((name) => [name, figures(sliced.get(name) ?? [])])) as Record<K, Figures>;
}

/** A target alone, after a one-slice warm-up. */
export async function warmedUp(plan: LoadPlan, target: Target): Promise<Figures> {
  await target.slice(plan.connections);
  const measured: Slice[] = [];
  for (let i = 0; i < plan.slices; i += 1) measured.push(await target.slice(plan.connections));
  return figures(measured);
}

export const pct = (a: number, b: number) => `${((a / b) * 100).toFixed(0)} %`;
export const row = (label: string, f: Figures) => `  ${label.padEnd(38)} ${f.rps.toFixed(0).padStart(7)} req/s   p99 ${String(f.p99).padStart(4)} ms${f.non2xx ? `   (${f.non2xx} non-2xx/errors)` : ''}`;
