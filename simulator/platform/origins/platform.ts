/**
 * The platform every party stands on, built once by the composition root (create-simulator.ts) before
 * any party mounts: the database and its group commit, the request log, the idempotency store, and the
 * three origins' apps (origins.ts), each with the same cross-cutting layers and the same error tail.
 * It knows no party: a party registers what it must hear of a commit, and the root hands in the
 * request journal (the provider keeps it) and the contract check (QA's), which every origin applies alike.
 */
import type { Express, RequestHandler } from 'express';
import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { processLogger } from '../http/logger';
import { DEFAULT_RATE_LIMITS, type RateLimits } from '../http/rate-limits';
import type { Frontends } from '../static-serving/frontends';
import { checkpointInBackground } from '../store/checkpointer';
import { CommitGroup } from '../store/commit-group';
import type { Db } from '../store/db';
import { SqliteIdempotencyStore } from '../store/idempotency';
import { afterCommitWork, transactional } from '../store/transaction';
import { buildOrigins, type OriginParts, type Origins, type SimulatorOrigins } from './origins';

export interface PlatformOptions {
  /** Public origins of the three servers, e.g. http://localhost:3000. */
  readonly origins: SimulatorOrigins;
  /** SQLite path; `:memory:` by default. */
  readonly dbPath?: string;
  /** Epoch milliseconds; tests inject a clock to age idempotency records and sessions. */
  readonly now?: () => number;
  readonly frontends?: Frontends;
  /** The product path the QA console's links start the funnel at. */
  readonly productPrefix?: string;
  /** Requests per client and window on the anonymous endpoints (simulator/platform/http/rate-limits.ts). */
  readonly rateLimits?: RateLimits;
  /** Where each origin logs one line per request (simulator/platform/http/logger.ts); the process logger by default. */
  readonly logger?: Logger;
  readonly vaultJwtSecret?: string;
  /** The webhook endpoint's signing secret the provider and the merchant share; random by default. */
  readonly webhookSecret?: string;
  /** The merchant's secret key for the provider's server-to-server calls (refunds); random by default. */
  readonly providerApiKey?: string;
}

/** The keys the two parties share, as a merchant and its provider share account keys. */
export interface SharedSecrets {
  /** Signs the vault's bearer tokens. */
  readonly vault: string;
  readonly webhook: string;
  readonly providerApiKey: string;
}

export interface PlatformParts extends OriginParts {
  /** Opens the database with every party's tables (simulator/database.ts). */
  readonly openDatabase: (path: string) => Db;
}

export interface Platform {
  readonly db: Db;
  readonly group: CommitGroup;
  /** Both parties' idempotency scopes, in SQLite (migration 3); they never collide. */
  readonly keys: SqliteIdempotencyStore;
  readonly logger: Logger;
  readonly now: (() => number) | undefined;
  readonly origins: SimulatorOrigins;
  readonly productPrefix: string;
  /** The funnel's first page, e.g. http://localhost:3000/mindmetric/. */
  readonly productUrl: string;
  readonly frontends: Frontends | undefined;
  readonly limits: RateLimits;
  readonly secrets: SharedSecrets;
  /** Where each party mounts its routes (origins.ts). */
  readonly on: Origins;
  /** One request, one unit of work (platform/store/transaction.ts), followed by every party's after-commit work. */
  tx(handler: RequestHandler): RequestHandler;
  /** Work a party runs after each request's commit and answer (the merchant's receipts). */
  afterEachCommit(work: () => void): void;
  /** Queues that work after the answers queued so far, as tx does, for a unit of work run outside Express (the poll's fast path). */
  queueAfterCommit(): void;
  /** What a party forgets when a group's COMMIT fails (the provider's session cache). */
  onFailedCommit(forget: () => void): void;
  /** Closes each origin with the same tail (405 guard, 404, the parties' error shapes, problem+json), once all mounted. */
  seal(): { readonly app: Express; readonly service: Express; readonly asset: Express };
  /** Commits whatever the last turn wrote (and releases its answers): the first step of closing. */
  flush(): void;
  /** The last step of closing, after the parties closed: the checkpointer, then the database. */
  close(): void;
}

export function createPlatform(options: PlatformOptions, parts: PlatformParts): Platform {
  const db = parts.openDatabase(options.dbPath ?? ':memory:');
  // A file's WAL is checkpointed by a worker thread, never inside a purchase's COMMIT.
  const checkpoints = options.dbPath && options.dbPath !== ':memory:' ? checkpointInBackground(db, options.dbPath) : null;
  const failedCommit: (() => void)[] = [];
  const committed: (() => void)[] = [];
  // The requests of one event-loop turn share a commit; every origin's answers wait for it (platform/store/commit-group.ts).
  const group = new CommitGroup(db, () => failedCommit.forEach((forget) => forget()));
  const afterCommit = () => committed.forEach((work) => work());
  const logger = options.logger ?? processLogger();
  const productPrefix = options.productPrefix ?? '/mindmetric';
  const on = buildOrigins(options.origins, group, logger, parts);
  return {
    db,
    group,
    keys: new SqliteIdempotencyStore(db, options.now),
    logger,
    now: options.now,
    origins: options.origins,
    productPrefix,
    productUrl: `${options.origins.app}${productPrefix}/`,
    frontends: options.frontends,
    limits: options.rateLimits ?? DEFAULT_RATE_LIMITS,
    secrets: {
      vault: options.vaultJwtSecret ?? randomBytes(32).toString('hex'),
      webhook: options.webhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`,
      providerApiKey: options.providerApiKey ?? `sk_test_${randomBytes(24).toString('hex')}`,
    },
    on,
    tx: (handler) => transactional(group, handler, afterCommit),
    afterEachCommit: (work) => void committed.push(work),
    queueAfterCommit: () => afterCommitWork(group, afterCommit),
    onFailedCommit: (forget) => void failedCommit.push(forget),
    seal: () => ({ app: on.app.seal(), service: on.service.seal(), asset: on.asset.seal() }),
    flush: () => group.flush(),
    close: () => {
      checkpoints?.stop();
      db.close();
    },
  };
}
