/** What the product bench and its load generator (load-generator.ts, a process of its own) say to each other, one JSON line each. */

/** A target: requests to one origin, going round `rotate` (each entry overrides the path, headers or body). */
export interface TargetSpec {
  readonly url: string;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Readonly<Record<string, string>>;
  readonly rotate?: readonly { readonly path?: string; readonly headers?: Readonly<Record<string, string>>; readonly body?: string }[];
  /** A header whose value gets `-<n>` appended, n counting this target's requests across runs (a new idempotency key each). */
  readonly countedHeader?: string;
}

/** Define a target from its spec (a JSON file: specs can hold thousands of creates), or run one for a time or an amount of requests. */
export type Request =
  | { readonly cmd: 'define'; readonly name: string; readonly specFile: string }
  | { readonly cmd: 'run'; readonly name: string; readonly connections: number; readonly seconds?: number; readonly amount?: number };

export type Command = Request & { readonly id: number };

export interface Reply {
  readonly id: number;
  readonly error?: string;
  readonly requests?: number;
  readonly seconds?: number;
  readonly p99?: number;
  readonly non2xx?: number;
  /** Requests this target has built so far, every run included. */
  readonly sent?: number;
}
