/** The runtime scenario API (issue 28): schema errors named, ids unique, built-ins read-only, in-use scenarios kept. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../../scenarios';
import type { Simulator } from '../../create-simulator';
import { authorizeBody, startSession, testSimulator, tokenizeCard } from '../../test-support';

/** "Authorize 502 twice, then 3-D Secure, then declined", as QA builds it in the editor. */
export const TWO_502_THEN_3DS_DECLINED = {
  title: 'Authorize 502 twice, then 3-D Secure, then declined',
  description: 'The first two authorize calls answer 502; the third is accepted, the first poll asks for 3-D Secure and the issuer declines.',
  provider: {
    authorize: { kind: 'accepted' },
    polls: [{ kind: 'statuses', append: ['authorizePending'], actionRequired: '3ds' }],
  },
  threeDs: { onComplete: 'authorizeFailed' },
  expect: { widgetEvent: 'failure', failureCode: 'AUTHORIZATION_ERROR', shopperMessage: { source: 'widget', key: 'authorizationFailedAfter3ds' }, subscriptionCreated: false },
};

const DECLINED_BODY = { ...SCENARIOS.declined, id: undefined };

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const api = () => request(sim.apps.service);

describe('POST /qa/api/scenarios/{id}', () => {
  it('saves a scenario: it is listed, read back, and a payment session can name it', async () => {
    const res = await api().post('/qa/api/scenarios/my-declined').send(DECLINED_BODY).expect(201);
    expect(res.headers.location).toBe('/qa/api/scenarios/my-declined');
    expect(res.body.id).toBe('my-declined');
    const listed = (await api().get('/qa/api/scenarios').expect(200)).body as { id: string; builtIn: boolean }[];
    expect(listed.find((s) => s.id === 'my-declined')).toMatchObject({ builtIn: false });
    expect(listed.find((s) => s.id === 'declined')).toMatchObject({ builtIn: true });
    expect((await api().get('/qa/api/scenarios/my-declined').expect(200)).body.provider).toEqual(SCENARIOS.declined.provider);
    const init = await api().get('/init/session').query({ scenario: 'my-declined' }).expect(200);
    expect(init.body.scenario).toBe('my-declined');
  });

  it('names every wrong field in a problem+json answer, not only the first', async () => {
    const wrong = {
      ...DECLINED_BODY,
      title: '',
      provider: { authorize: { kind: 'accepted', extra: 1 }, polls: [{ kind: 'statuses', append: ['authorizeFailed'] }, { kind: 'http-error', status: 418 }] },
      expect: { ...SCENARIOS.declined.expect, failureCode: 'NOPE' },
    };
    const res = await api().post('/qa/api/scenarios/bad-one').send(wrong).expect(422);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body.code).toBe('invalid-scenario');
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(['expect.failureCode', 'provider.authorize.extra', 'provider.polls.1.status', 'title']);
    expect(res.body.detail).toContain('provider.polls.1.status');
    // Nothing was saved.
    await api().get('/qa/api/scenarios/bad-one').expect(404);
  });

  it('refuses an id that is not a slug, and a body naming another id than the URL', async () => {
    const slug = await api().post('/qa/api/scenarios/Not_A_Slug').send(DECLINED_BODY).expect(422);
    expect(slug.body.errors).toEqual([expect.objectContaining({ field: 'id' })]);
    const other = await api().post('/qa/api/scenarios/one-id').send({ ...DECLINED_BODY, id: 'another-id' }).expect(422);
    expect(other.body.errors).toEqual([expect.objectContaining({ field: 'id' })]);
  });

  it('keeps ids unique: a second POST of the id is a 409, and a built-in id cannot be taken', async () => {
    await api().post('/qa/api/scenarios/twice').send(DECLINED_BODY).expect(201);
    const again = await api().post('/qa/api/scenarios/twice').send(TWO_502_THEN_3DS_DECLINED).expect(409);
    expect(again.body.code).toBe('scenario-exists');
    expect((await api().get('/qa/api/scenarios/twice')).body.title).toBe(SCENARIOS.declined.title);
    const builtIn = await api().post('/qa/api/scenarios/declined').send(DECLINED_BODY).expect(403);
    expect(builtIn.body.code).toBe('scenario-read-only');
  });
});

describe('PUT and DELETE /qa/api/scenarios/{id}', () => {
  it('changes a saved scenario, and refuses to change or remove a built-in one', async () => {
    await api().post('/qa/api/scenarios/changing').send(DECLINED_BODY).expect(201);
    await api().put('/qa/api/scenarios/changing').send(TWO_502_THEN_3DS_DECLINED).expect(200);
    expect((await api().get('/qa/api/scenarios/changing')).body.title).toBe(TWO_502_THEN_3DS_DECLINED.title);
    expect((await api().put('/qa/api/scenarios/success').send(DECLINED_BODY).expect(403)).body.code).toBe('scenario-read-only');
    expect((await api().delete('/qa/api/scenarios/success').expect(403)).body.code).toBe('scenario-read-only');
    expect((await api().get('/qa/api/scenarios/success')).body).toEqual(SCENARIOS.success);
    await api().put('/qa/api/scenarios/never-saved').send(DECLINED_BODY).expect(404);
  });

  it('refuses to remove a scenario a live session runs, and removes it once no live session does', async () => {
    await api().post('/qa/api/scenarios/in-use').send(DECLINED_BODY).expect(201);
    const s = await startSession(sim, { scenario: 'in-use' });
    const res = await api().delete('/qa/api/scenarios/in-use').expect(409);
    expect(res.body.code).toBe('scenario-in-use');
    expect(res.body.executions).toEqual([s.executionId]);
    await api().get('/qa/api/scenarios/in-use').expect(200);
    await api().post('/qa/api/scenarios/unused').send(DECLINED_BODY).expect(201);
    await api().delete('/qa/api/scenarios/unused').expect(204);
    await api().get('/qa/api/scenarios/unused').expect(404);
    await api().get('/init/session').query({ scenario: 'unused' }).expect(400);
  });
});

describe('a session running a runtime scenario', () => {
  it('follows it, and keeps the version it started with when QA changes it', async () => {
    await api().post('/qa/api/scenarios/runtime-declined').send(DECLINED_BODY).expect(201);
    const s = await startSession(sim, { scenario: 'runtime-declined' });
    const auth = { Authorization: `Bearer ${s.token}` };
    const vaultToken = await tokenizeCard(sim, s.token, '4242424242424242');
    await api().post(s.authorizePath).set(auth).send(authorizeBody(vaultToken)).expect(200);
    // Changed to succeed while the session runs: the session keeps the declined version.
    await api().put('/qa/api/scenarios/runtime-declined').send({ ...SCENARIOS.success, id: undefined }).expect(200);
    const poll = await api().get(s.executionPath).set(auth).expect(200);
    expect(poll.body.status.map((x: { code: string }) => x.code)).toContain('authorizeFailed');
  });

  it('survives a restart: the stored session still runs its scenario', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'mm-scenarios-')), 'sim.sqlite');
    const first = testSimulator({ dbPath });
    await request(first.apps.service).post('/qa/api/scenarios/kept').send(DECLINED_BODY).expect(201);
    const s = await startSession(first, { scenario: 'kept' });
    first.close();
    const second = testSimulator({ dbPath });
    try {
      expect((await request(second.apps.service).get('/qa/api/scenarios/kept').expect(200)).body.title).toBe(SCENARIOS.declined.title);
      const vaultToken = await tokenizeCard(second, s.token, '4242424242424242');
      const auth = { Authorization: `Bearer ${s.token}` };
      await request(second.apps.service).post(s.authorizePath).set(auth).send(authorizeBody(vaultToken)).expect(200);
      const poll = await request(second.apps.service).get(s.executionPath).set(auth).expect(200);
      expect(poll.body.status.map((x: { code: string }) => x.code)).toContain('authorizeFailed');
    } finally {
      second.close();
    }
  });
});

describe('the scenario schema and export', () => {
  it('serves the JSON Schema the editor reads', async () => {
    const res = await api().get('/qa/api/scenario-schema').expect(200);
    const schema = JSON.parse(res.text) as { properties: Record<string, unknown>; required: string[] };
    expect(Object.keys(schema.properties)).toEqual(expect.arrayContaining(['id', 'provider', 'expect', 'renewal']));
    expect(schema.required).toEqual(expect.arrayContaining(['id', 'title', 'provider', 'expect']));
  });

  it('exports a scenario as a TypeScript file for scenarios/', async () => {
    await api().post('/qa/api/scenarios/two-502-then-3ds-declined').send(TWO_502_THEN_3DS_DECLINED).expect(201);
    const res = await api().get('/qa/api/scenarios/two-502-then-3ds-declined/export').expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename=two-502-then-3ds-declined.ts');
    expect(res.text).toContain('export const two502Then3dsDeclined: Scenario = {');
    expect(res.text).toContain('"id": "two-502-then-3ds-declined"');
  });
});
