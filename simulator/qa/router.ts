/** The QA console and its API on the service origin (README, "For QA"). */
import { Router, type RequestHandler } from 'express';
import { QA_ASSETS_PATH, type Frontends } from '../platform/static-serving/frontends';
import { scenarioApi } from './scenarios/api';
import type { Faults } from '../payment-provider/payments/faults';
import { sessionApi } from './scenarios/session-api';
import type { ScenarioStore } from '../payment-provider/scenarios/store';
import { qaApi, type QaApiDeps } from './api/api';
import { qaConsoleHandler } from './console/console-page';
import { outboxEmailPageHandler } from './console/outbox-page';

export interface QaRouterDeps extends QaApiDeps {
  /** Where the console's "Start funnel" links start: the app's product page. */
  readonly funnelUrl: string;
  /** The console's built script; absent in API-only tests. */
  readonly frontends?: Frontends | undefined;
  /** Built-in and runtime scenarios (issue 28): the scenario API and the editor. */
  readonly scenarios: ScenarioStore;
  readonly faults: Faults;
  /** Runs a handler in one transaction with its session writes (moving a session to a step). */
  readonly tx: (handler: RequestHandler) => RequestHandler;
  /** The provider's time (tests inject a clock): when QA makes a bank decision due. */
  readonly now?: (() => number) | undefined;
}

export function qaRouter(deps: QaRouterDeps): Router {
  const router = Router();
  router.use(
    '/qa/api',
    scenarioApi({ store: deps.scenarios, sessions: deps.sessions }),
    sessionApi({ sessions: deps.sessions, faults: deps.faults, store: deps.scenarios, tx: deps.tx, now: deps.now }),
    qaApi(deps),
  );
  router.get('/qa/outbox/:id', outboxEmailPageHandler(deps.outbox));
  if (deps.frontends) router.use(QA_ASSETS_PATH, deps.frontends.qaAssets);
  router.get(['/', '/qa'], qaConsoleHandler(deps.funnelUrl, deps.frontends?.qaScriptUrl ?? null, () => deps.scenarios.list().map((l) => l.scenario)));
  return router;
}
