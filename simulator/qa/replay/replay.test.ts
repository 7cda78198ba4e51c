/**
 * The replay command (issue 28, point 5): a session saved from the QA API replays on a fresh
 * simulator with the same journal, step for step and field for field; a changed scenario prints the
 * first step and field where the replay answered otherwise.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { QaSessionReplay } from '../../../contracts/qa-api';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, servicePath, startSession, testSimulator, tokenizeCard } from '../../test-support';
import { replayAndCompare } from './compare';

let sim: Simulator | undefined;
afterEach(() => sim?.close());

/** A card purchase through a 3-D Secure challenge, as the widget makes it, saved through GET /qa/api/sessions/{execution}/replay. */
async function savedChallengeSession(): Promise<QaSessionReplay> {
  sim = testSimulator();
  const s = await startSession(sim, { scenario: 'pending-3ds-success' });
  const auth = { Authorization: `Bearer ${s.token}` };
  const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
  await request(sim.apps.service).post(s.authorizePath).set(auth).send(authorizeBody(vaultToken)).expect(200);
  const pending = await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
  const challenge = new URL((pending.body as { links: { '3ds': { href: string } } }).links['3ds'].href).pathname;
  await request(sim.apps.asset).get(challenge).expect(200);
  await request(sim.apps.asset).post(challenge).send({ action: 'complete' }).expect(200);
  await request(sim.apps.service).get(s.executionPath).set(auth).expect(200);
  const saved = await request(sim.apps.service).get(`/qa/api/sessions/${s.executionId}/replay`).expect(200);
  expect(saved.headers['content-disposition']).toContain(`session-${s.executionId}.replay.json`);
  return QaSessionReplay.parse(saved.body);
}

// Each test drives a purchase and replays it on a second simulator: more than the default 5 s on a loaded machine.
describe('npm run replay', { timeout: 30_000 }, () => {
  it('replays an unchanged session as identical, challenge page and all', async () => {
    const saved = await savedChallengeSession();
    expect(saved.journal.map((e) => `${e.method} ${servicePath(`http://x${e.path}`).replace(/exe_[^/]+|\/challenge\/[^/]+/, '{id}')} ${e.status}`)).toEqual([
      'GET /init/session 200',
      'POST /init/vault-token 200',
      'POST /vault/tokenize 201',
      'POST /provider/executions/{id}/authorize 200',
      'GET /provider/executions/{id} 200',
      'GET /3ds{id} 200',
      'POST /3ds{id} 200',
      'GET /provider/executions/{id} 200',
    ]);
    const result = await replayAndCompare(saved, { keepPace: false });
    expect(result.notes).toEqual([]);
    expect(result.contractViolations).toEqual([]);
    expect(result.divergence).toBeNull();
    expect(result.verdict).toBe('identical: 8 step(s), same method, path, status and answer fields');
  });

  it('names the first step and answer field where a changed scenario answers otherwise', async () => {
    const saved = await savedChallengeSession();
    const changed = { ...saved, scenario: { ...saved.scenario, threeDs: { onComplete: 'authorizeFailed' } } };
    const result = await replayAndCompare(changed, { keepPace: false });
    // The challenge page's answer is the first to carry the issuer's decision.
    expect(result.divergence).toMatchObject({ step: 7, what: { kind: 'answer', field: 'recorded', was: 'authorizeSuccessful', now: 'authorizeFailed' } });
    expect(result.verdict).toMatch(/^diverges at step 7: POST \/3ds\/challenge\/[^ ]+ → 200: answer field "recorded" was "authorizeSuccessful", the replay answered "authorizeFailed"$/);
  });

  it('names a status that differs', async () => {
    const saved = await savedChallengeSession();
    const refused = { ...saved, scenario: { ...saved.scenario, provider: { ...(saved.scenario.provider as object), authorize: { kind: 'http-error', status: 502 } } } };
    const result = await replayAndCompare(refused, { keepPace: false });
    expect(result.verdict).toMatch(/^diverges at step 4: POST \/provider\/executions\/exe_[^/]+\/authorize: status 200 in the original, 502 in the replay$/);
  });

  it('runs from the command line on the reporter\'s replay-sessions file: prints the verdict, exits 1 on a divergence', async () => {
    const saved = await savedChallengeSession();
    const dir = await mkdtemp(join(tmpdir(), 'replay-'));
    const file = join(dir, 'sessions.json');
    const changed = { ...saved, scenario: { ...saved.scenario, threeDs: { onComplete: 'authorizeFailed' } } };
    await writeFile(file, JSON.stringify({ test: 'e2e/x.spec.ts:1', rerun: 'npx playwright test e2e/x.spec.ts:1', sessions: [{ ...saved, recordedAs: null }, changed] }));
    const run = await promisify(execFile)('npx', ['tsx', 'scripts/replay.ts', file, '--fast']).then(
      () => ({ code: 0, stdout: '' }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    );
    expect(run.code).toBe(1);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe(`session ${saved.executionId} (8 step(s)): identical: 8 step(s), same method, path, status and answer fields`);
    expect(lines[1]).toMatch(/^session exe_[^ ]+ \(8 step\(s\)\): diverges at step 7: POST \/3ds\/challenge\/[^ ]+ → 200: answer field "recorded" was "authorizeSuccessful", the replay answered "authorizeFailed"$/);
  }, 60_000);
});
