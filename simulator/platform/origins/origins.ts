/**
 * The three origins' Express apps, each built the same way: the request id in its problems, the JSON
 * answers kept for the request journal, every answer held until its group commit, the contract check
 * when one runs, then its preamble as one layer (platform/http/in-sequence.ts). The parties mount their
 * routes in between; `seal` closes each origin with the same tail: 405 for a wrong method, 404, the
 * parties' own error shapes, problem+json. Compression is set up here too: in the preamble of the app and asset origins; on the
 * service origin, after its hot routes (polls and creates: small JSON, sent as it is) and before the rest.
 */
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { jsonBody } from '../http/body-limits';
import type { ContractWatcher } from '../http/contract-watcher';
import { answerFirst, type FastPath } from '../http/answer-first';
import { corsFor } from '../http/cors';
import { inSequence } from '../http/in-sequence';
import { requestIdInProblems, requestLogger } from '../http/logger';
import type { NodeMiddleware } from '../http/node-middleware';
import { notFoundHandler, problemHandler } from '../http/problem';
import { methodNotAllowedByRoutes } from '../http/route-methods';
import { securityHeaders, type OriginName } from '../http/security-headers';
import { compressResponses } from '../static-serving/cache-policy';
import { answersAfterCommit, type CommitGroup } from '../store/commit-group';

export interface SimulatorOrigins {
  readonly app: string;
  readonly service: string;
  readonly asset: string;
}

/** What every origin applies but the platform does not own; the composition root hands it in. */
export interface OriginParts {
  /** The request journal (the provider keeps it, in each payment session). */
  readonly journal: {
    /** Keeps each JSON answer's text on its response, for the journal's answer digest. */
    readonly recordAnswers: (app: Express) => void;
    /** Journals the requests a handler tied to a payment session. */
    readonly requests: NodeMiddleware;
  };
  /** The service and asset origins' contract check, when one runs (QA's OpenAPI traffic check). */
  readonly contractCheck: ((origin: 'service' | 'asset') => ContractCheck) | undefined;
}

export interface ContractCheck {
  readonly watcher: ContractWatcher;
  readonly middleware: RequestHandler;
}

/** Where a party mounts its routes on one origin. */
export interface Origin {
  /** The origin's contract watcher when a check runs (a route answered before Express checks its own answers). */
  readonly contract: ContractWatcher | undefined;
  /** The app to mount routes on; on the service origin the first call puts compression in front of them. */
  routes(): Express;
  /** A party's own error answers on its paths (the vault's shape): after the 404, before problem+json. */
  onError(handler: ErrorRequestHandler): void;
  seal(): Express;
}

export interface ServiceOrigin extends Origin {
  /** The app to mount the hot routes on, before compression: refused once compressed routes were mounted. */
  hotRoutes(): Express;
  /** The preamble without the body parser, for a request answered before Express (the poll's fast path). */
  readonly bodilessPreamble: NodeMiddleware;
  /** Lets `fast` answer a request before Express does (platform/http/answer-first.ts). */
  answerFirst(fast: FastPath): void;
}

export interface Origins {
  readonly app: Origin;
  readonly service: ServiceOrigin;
  readonly asset: Origin;
}

export function buildOrigins(origins: SimulatorOrigins, group: CommitGroup, logger: Logger, parts: OriginParts): Origins {
  const { journal } = parts;
  /** What every request of an origin passes first: its request line and security headers. */
  const common = (name: OriginName) => [requestLogger(logger, name), securityHeaders(name, origins.app)] as const;
  const origin = (preamble: readonly RequestHandler[], contract?: ContractCheck): Origin & { readonly app: Express } => {
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', 'loopback');
    requestIdInProblems(app);
    journal.recordAnswers(app);
    answersAfterCommit(app, group);
    if (contract) app.use(contract.middleware);
    app.use(inSequence(...preamble));
    const errorHandlers: ErrorRequestHandler[] = [];
    return {
      app,
      contract: contract?.watcher,
      routes: () => app,
      onError: (handler) => void errorHandlers.push(handler),
      // A wrong method on a path the origin's routes serve: 405 with Allow, read from those routes (issue 43).
      seal: () => app.use(methodNotAllowedByRoutes, notFoundHandler, ...errorHandlers, problemHandler),
    };
  };

  // App origin: the SPA and its own small API, every answer compressed.
  const app = origin([...common('app'), compressResponses()]);
  // Asset origin: the vault API and the asset host, every answer compressed.
  const asset = origin([...common('asset'), compressResponses(), jsonBody(), journal.requests], parts.contractCheck?.('asset'));

  // Service origin: the provider, the subscription service and the QA console.
  const [serviceLine, serviceHeaders] = common('service');
  const serviceCors = corsFor([origins.app]);
  const service = origin([serviceLine, serviceHeaders, serviceCors, jsonBody(), journal.requests], parts.contractCheck?.('service'));
  // Its answers are the state of a moment (polls, creates, QA's live lists): an ETag per answer costs a
  // hash of every body and a conditional request would save nothing. Its static files keep theirs.
  service.app.set('etag', false);
  let compressed = false;
  // The hot routes' answers are small JSON, sent as they are; the QA console, its API and the members' pages are compressed.
  const compressedRoutes = () => {
    if (!compressed) service.app.use(compressResponses());
    compressed = true;
    return service.app;
  };
  return {
    app,
    asset,
    service: {
      ...service,
      bodilessPreamble: inSequence(serviceLine, serviceHeaders, serviceCors, journal.requests),
      answerFirst: (fast) => answerFirst(service.app, fast),
      hotRoutes: () => {
        if (compressed) throw new Error('the service origin\'s hot routes go before its compressed ones');
        return service.app;
      },
      routes: compressedRoutes,
      seal: () => {
        compressedRoutes();
        return service.seal();
      },
    },
  };
}
