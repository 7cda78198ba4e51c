import { Router } from 'express';
import { z } from 'zod';
import { listScenarios } from '../../scenarios';
import type { PaymentSessions } from '../provider/sessions';
import type { FunnelEventsRepo } from '../store/funnel-events';
import type { SubscriptionsRepo } from '../store/subscriptions';
import { listEventsHandler } from './list-events';

const SubscriptionsQuery = z.object({ email: z.string().min(1).optional() });

/** The QA console's JSON API: scenarios, sessions with their journals, subscriptions, funnel events. */
export function qaApi(sessions: PaymentSessions, subscriptions: SubscriptionsRepo, events: FunnelEventsRepo): Router {
  const router = Router();
  router.get('/scenarios', (_req, res) => {
    res.json(listScenarios());
  });
  router.get('/sessions', (_req, res) => {
    res.json(
      sessions
        .all()
        .map((s) => ({
          // Only a prefix of the token: enough to tell sessions apart, not enough to act as one.
          token: `${s.token.slice(0, 10)}…`,
          planId: s.planId,
          amount: s.amount,
          requestedScenario: s.requestedScenario,
          executionId: s.execution.id,
          scenarioRun: s.execution.authorizedWith?.scenarioId ?? null,
          statuses: s.execution.statuses,
          createdAt: new Date(s.createdAt).toISOString(),
          journal: s.journal,
        }))
        .reverse(),
    );
  });
  router.get('/subscriptions', (req, res) => {
    const { email } = SubscriptionsQuery.parse(req.query);
    res.json(subscriptions.list(email === undefined ? {} : { email: email.toLowerCase() }));
  });
  router.get('/events', listEventsHandler(events));
  return router;
}
