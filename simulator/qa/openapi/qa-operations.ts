/**
 * The QA API under /qa/api (README "For QA"): the scenario API, acting on live sessions, time
 * travel, and the lists the console reads. Every answer is described exactly (strict objects, enums,
 * nullability), so the traffic check refuses a field added or dropped on one side: the lists and the
 * calibrations by contracts/qa-api.ts, the scenario and session bodies by the API's own schemas, a
 * move to a poll step by the poll step's schema, the timeline field by field. Only the scenario
 * listing's summary and the JSON Schema document are left open.
 */
import { z } from 'zod';
import { SwitchBody, StepBody, RecordBody, BankDecisionDue } from '../scenarios/session-api';
import { ScenarioSchema, FaultRouteSchema, FaultStepSchema, PollAnswerSchema } from '../../../scenarios';
import { AdEventsQuery, OutboxQuery, SubscriptionsQuery } from '../api/api';
import { EventsQuery } from '../api/list-events';
import { AdvanceBody } from '../../merchant/renewals/qa-routes';
import { QaAdEvent, QaCalibration, QaCalibrations, QaCharges, QaEmail, QaFunnelEvent, QaHeartbeats, QaPhoneCodes, QaPhoneCodesQuery, QaProviderEvent, QaSession, QaSessionReplay, QaSubscription } from '../../../contracts/qa-api';
import { PRICE_CHANGES_PATH, PriceChange, PriceChangeList, PriceChangeRequest } from '../../../contracts/price-changes';
import { idParam, json, jsonBody, noContent, problem, type Operation } from './describe';

const scenariosTag = ['QA: scenarios'];
const sessionsTag = ['QA: live sessions'];
const listsTag = ['QA: records'];
// The scenario's own id rule (2-60 lowercase letters, digits, single hyphens), so the document takes only ids the server takes (issue 43).
const scenarioId = { path: z.object({ id: ScenarioSchema.shape.id.meta({ description: 'The scenario id (lowercase letters, digits, single hyphens)' }) }) };
const executionParam = { path: idParam('execution', 'The execution of a live payment session') };
const iso = z.iso.datetime();
const anyObject = z.looseObject({});

/** The faults switched on for a session (its next calls of each route). */
const SwitchedFaults = z.array(z.strictObject({ route: FaultRouteSchema, fault: FaultStepSchema.shape.fault, remaining: z.number().int().min(0) }));

/** The answer of a move to a poll step: the scenario, the poll that comes next (from 1) and that step as the scenario states it. */
const MovedToStep = z.strictObject({ scenario: z.string().min(1), nextPoll: z.number().int().min(1), step: PollAnswerSchema });

/** A running subscription's renewal timeline (simulator/merchant/renewals/timeline.ts), the subscription and its consent as stored. */
const TimelineView = z.strictObject({
  subscription: QaSubscription.omit({ addOns: true }),
  clock: iso,
  clockOffsetDays: z.number().int().min(0),
  status: z.string().min(1),
  accessUntil: iso.nullable(),
  cancelAtPeriodEnd: z.boolean(),
  next: z.strictObject({ action: z.string().min(1), at: iso }).nullable(),
  charges: z.array(z.strictObject({ at: iso, kind: z.enum(['first', 'renewal', 'add-on']), amount: z.string(), state: z.string().min(1), detail: z.string() })),
  timeline: z.array(z.strictObject({ at: iso, kind: z.string().min(1), detail: z.string(), emailId: z.string().nullable() })),
  consent: z
    .strictObject({
      id: z.string(),
      subscription_id: z.string(),
      plan_id: z.string(),
      email: z.string().nullable(),
      terms_version: z.string(),
      terms_text: z.string(),
      // The language the terms were shown in (migration 2906): null in consents recorded before it was kept.
      language: z.string().nullable(),
      agreed_at: iso,
      ip: z.string().nullable(),
      country: z.string().nullable(),
      retain_until: iso,
    })
    .nullable(),
  /** Owed to the buyer by bank transfer after a withdrawal's refund the card refused, with the day it is due. */
  refundOwed: z.strictObject({ amount: z.string().min(1), method: z.literal('bank transfer'), dueAt: iso, paidAt: iso.nullable() }).nullable(),
});

/** A scenario to save: the id is the path's, so the body may leave it out (one that names another is refused). */
const ScenarioBody = ScenarioSchema.partial({ id: true });

const ScenarioListing = z.array(z.looseObject({ id: z.string().min(1), title: z.string(), builtIn: z.boolean(), updatedAt: iso.nullable(), summary: z.looseObject({}) }));



const get = (path: string, summary: string, answer: z.ZodType, extra: Partial<Operation['operation']> = {}): Operation => ({
  method: 'get',
  path,
  origin: 'service',
  operation: { tags: listsTag, summary, responses: { '200': json(answer, summary), default: problem }, ...extra },
});

export const QA_OPERATIONS: readonly Operation[] = [
  {
    method: 'get',
    path: '/qa/api/scenario-schema',
    origin: 'service',
    operation: {
      tags: scenariosTag,
      summary: 'The scenario JSON Schema the editor builds its steps from',
      responses: { '200': { description: 'A JSON Schema (draft 2020-12)', content: { 'application/schema+json': { schema: anyObject } } }, default: problem },
    },
  },
  { ...get('/qa/api/scenarios', 'Built-in and runtime scenarios with a summary each', ScenarioListing), operation: { tags: scenariosTag, summary: 'Built-in and runtime scenarios with a summary each', responses: { '200': json(ScenarioListing, 'The scenarios'), default: problem } } },
  {
    method: 'get',
    path: '/qa/api/scenarios/{id}',
    origin: 'service',
    operation: { tags: scenariosTag, summary: 'One scenario', requestParams: scenarioId, responses: { '200': json(ScenarioSchema, 'The scenario'), default: problem } },
  },
  {
    method: 'post',
    path: '/qa/api/scenarios/{id}',
    origin: 'service',
    operation: {
      tags: scenariosTag,
      summary: 'Create a runtime scenario (a refused one names every wrong field in `errors`)',
      requestParams: scenarioId,
      requestBody: jsonBody(ScenarioBody),
      responses: { '201': json(ScenarioSchema, 'Created'), default: problem },
    },
  },
  {
    method: 'put',
    path: '/qa/api/scenarios/{id}',
    origin: 'service',
    operation: {
      tags: scenariosTag,
      summary: 'Change a runtime scenario (built-in ones are read-only)',
      requestParams: scenarioId,
      requestBody: jsonBody(ScenarioBody),
      responses: { '200': json(ScenarioSchema, 'Changed'), default: problem },
    },
  },
  {
    method: 'delete',
    path: '/qa/api/scenarios/{id}',
    origin: 'service',
    operation: { tags: scenariosTag, summary: 'Remove a runtime scenario no live session runs', requestParams: scenarioId, responses: { '204': noContent('Removed'), default: problem } },
  },
  {
    method: 'get',
    path: '/qa/api/scenarios/{id}/export',
    origin: 'service',
    operation: {
      tags: scenariosTag,
      summary: 'The scenario as a TypeScript file for scenarios/',
      requestParams: scenarioId,
      responses: { '200': { description: 'The file', content: { 'text/plain': { schema: z.string() } } }, default: problem },
    },
  },
  {
    method: 'get',
    path: '/qa/api/sessions/{execution}/faults',
    origin: 'service',
    operation: { tags: sessionsTag, summary: 'The faults switched on for a live session', requestParams: executionParam, responses: { '200': json(SwitchedFaults, 'Switched faults'), default: problem } },
  },
  {
    method: 'post',
    path: '/qa/api/sessions/{execution}/faults',
    origin: 'service',
    operation: {
      tags: sessionsTag,
      summary: 'Switch a fault on for the next calls of one route of a live session',
      requestParams: executionParam,
      requestBody: jsonBody(SwitchBody),
      responses: { '201': json(SwitchedFaults, 'Switched faults'), default: problem },
    },
  },
  {
    method: 'delete',
    path: '/qa/api/sessions/{execution}/faults',
    origin: 'service',
    operation: { tags: sessionsTag, summary: 'Switch a live session\'s faults off', requestParams: executionParam, responses: { '204': noContent('Switched off'), default: problem } },
  },
  {
    method: 'post',
    path: '/qa/api/sessions/{execution}/step',
    origin: 'service',
    operation: {
      tags: sessionsTag,
      summary: 'Move a running session\'s scenario to a named (or numbered) poll step',
      requestParams: executionParam,
      requestBody: jsonBody(StepBody),
      responses: { '200': json(MovedToStep, 'Moved'), default: problem },
    },
  },
  {
    method: 'post',
    path: '/qa/api/sessions/{execution}/bank-decision',
    origin: 'service',
    operation: {
      tags: sessionsTag,
      summary: 'Make the bank\'s later decision on an online-banking payment due now: the provider applies it on its next pass and sends its webhook',
      requestParams: executionParam,
      responses: { '202': json(BankDecisionDue, 'Due now'), default: problem },
    },
  },
  {
    method: 'post',
    path: '/qa/api/sessions/{execution}/record',
    origin: 'service',
    operation: {
      tags: sessionsTag,
      summary: 'Save what a session ran as a runtime scenario that replays it',
      requestParams: executionParam,
      requestBody: jsonBody(RecordBody),
      responses: { '201': json(ScenarioSchema, 'The recorded scenario'), default: problem },
    },
  },
  {
    method: 'get',
    path: '/qa/api/sessions/{execution}/replay',
    origin: 'service',
    operation: { tags: sessionsTag, summary: 'A session for `npm run replay`: the scenario it ran and its journal', requestParams: executionParam, responses: { '200': json(QaSessionReplay, 'The session to replay'), default: problem } },
  },
  get('/qa/api/sessions', 'Payment sessions with their journals, newest first', z.array(QaSession)),
  get('/qa/api/charges', 'The provider\'s first charges and their counts', QaCharges),
  get('/qa/api/subscriptions', 'Subscriptions with their add-ons', z.array(QaSubscription), { requestParams: { query: SubscriptionsQuery } }),
  get('/qa/api/events', 'Funnel events, newest first', z.array(QaFunnelEvent), { requestParams: { query: EventsQuery } }),
  get('/qa/api/provider-events', 'The provider\'s webhook events with every delivery attempt', z.array(QaProviderEvent)),
  {
    method: 'post',
    path: '/qa/api/provider-events/{id}/resend',
    origin: 'service',
    operation: { tags: listsTag, summary: 'Make a webhook event due again', requestParams: { path: idParam('id', 'The event') }, responses: { '202': json(z.strictObject({ resent: z.string().min(1) }), 'Due now'), default: problem } },
  },
  get('/qa/api/ad-events', 'What the ad pixel and tracker stand-ins received', z.array(QaAdEvent), { requestParams: { query: AdEventsQuery } }),
  get('/qa/api/outbox', 'Emails the product sent', z.array(QaEmail), { requestParams: { query: OutboxQuery } }),
  get('/qa/api/outbox/{id}', 'One email', QaEmail, { requestParams: { path: idParam('id', 'The email') } }),
  get('/qa/api/heartbeats', 'Members\' heartbeats within the retention', QaHeartbeats, { requestParams: { query: z.object({ user: z.string().optional() }) } }),
  get('/qa/api/calibrations', 'The item bank\'s calibrations', QaCalibrations),
  {
    method: 'post',
    path: '/qa/api/calibrations',
    origin: 'service',
    operation: { tags: listsTag, summary: 'Calibrate the item bank from the stored answers (as npm run calibrate)', responses: { '201': json(QaCalibration, 'The new calibration'), default: problem } },
  },
  get('/qa/api/subscriptions/{id}/timeline', 'A subscription\'s renewal timeline', TimelineView, { requestParams: { path: idParam('id', 'The subscription') } }),
  {
    method: 'post',
    path: '/qa/api/subscriptions/{id}/advance',
    origin: 'service',
    operation: {
      tags: listsTag,
      summary: 'Move a subscription\'s clock forward by days (time travel)',
      requestParams: { path: idParam('id', 'The subscription') },
      requestBody: jsonBody(AdvanceBody),
      responses: { '200': json(TimelineView, 'The timeline after the move'), default: problem },
    },
  },
  {
    method: 'post',
    path: '/qa/api/subscriptions/{id}/refund-owed/paid',
    origin: 'service',
    operation: {
      tags: listsTag,
      summary: 'Record the bank transfer owed after a refused withdrawal refund as paid (once; again keeps the first day); 404 when none is owed',
      requestParams: { path: idParam('id', 'The subscription') },
      responses: { '200': json(TimelineView, 'The timeline, its refundOwed with paidAt'), default: problem },
    },
  },
  {
    method: 'post',
    path: '/qa/api/renewals/run',
    origin: 'service',
    operation: { tags: listsTag, summary: 'Run every renewal step that is due', responses: { '200': json(z.strictObject({ steps: z.number().int().min(0) }), 'How many steps ran'), default: problem } },
  },
  get('/qa/api/phone-codes', 'The phone sign-in codes the Auth emulator issued, newest first', QaPhoneCodes, { requestParams: { query: QaPhoneCodesQuery } }),
  get(PRICE_CHANGES_PATH, 'Scheduled price changes', PriceChangeList),
  {
    method: 'post',
    path: PRICE_CHANGES_PATH,
    origin: 'service',
    operation: {
      tags: listsTag,
      summary: 'Schedule a new price for a plan from a date (subscribers are told 7 to 30 days ahead)',
      requestBody: jsonBody(PriceChangeRequest),
      responses: { '201': json(PriceChange, 'Scheduled'), default: problem },
    },
  },
];
