import { expect, type APIRequestContext, type Page, type Response } from '@playwright/test';
import { E2E_ORIGINS } from '../origins';

/** One request of a payment session, as the simulator journals it (GET /qa/api/sessions). */
export interface JournalEntry {
  readonly at: string;
  readonly method: string;
  readonly path: string;
  readonly status: number;
}

export interface QaSession {
  readonly executionId: string;
  readonly requestedScenario: string | null;
  readonly scenarioRun: string | null;
  readonly journal: readonly JournalEntry[];
}

/** Waits for the checkout's GET /init/session answer and returns its execution id (the key of the session's journal). */
export function executionOfNextSession(page: Page): Promise<string> {
  return page
    .waitForResponse((r: Response) => new URL(r.url()).pathname.endsWith('/init/session') && r.request().method() === 'GET', { timeout: 60_000 })
    .then(async (r) => ((await r.json()) as { execution: { id: string } }).execution.id);
}

/** The session with this execution, read from the QA API while the browser run goes on. */
export async function sessionOf(request: APIRequestContext, executionId: string): Promise<QaSession> {
  const res = await request.get(`${E2E_ORIGINS.service}/qa/api/sessions`);
  expect(res.ok()).toBe(true);
  const session = ((await res.json()) as QaSession[]).find((s) => s.executionId === executionId);
  if (!session) throw new Error(`no payment session has the execution ${executionId}`);
  return session;
}

/** The card execution's polls (GET of its self link), in order. */
export const executionPolls = (journal: readonly JournalEntry[]) => journal.filter((e) => e.method === 'GET' && /\/executions\/[^/?]+(\?|$)/.test(e.path));
/** The redirect methods' polls (GET .../authorization-result), in order. */
export const authorizationResultPolls = (journal: readonly JournalEntry[]) => journal.filter((e) => e.method === 'GET' && /\/authorization-result(\?|$)/.test(e.path));
