/**
 * Cancel by email (POST /api/cancel-request, POST /api/cancel-subscription/{content}) in-process with
 * supertest: no account discovery, code expiry, five tries, rate limits per email and per client.
 */
import { DAY_MS } from '../../../catalog/cadence';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '../../create-simulator';
import { subscribeThroughFunnel } from '../renewals/test-subscribe';
import { Problem } from '../../platform/http/problem';
import { TEST_ORIGINS } from '../../test-support';
import { CANCEL_CODE_MAX_TRIES, CANCEL_CODE_TTL_MINUTES, CODE_REQUESTS_PER_CLIENT, CODE_REQUESTS_PER_EMAIL } from './constants';

let sim: Simulator;
let now = Date.parse('2026-11-22T10:00:00Z');
beforeEach(() => {
  now = Date.parse('2026-11-22T10:00:00Z');
  sim = createSimulator({ origins: TEST_ORIGINS, vaultJwtSecret: 'test-secret-test-secret', now: () => now });
});
afterEach(() => sim.close());

const app = () => request(sim.apps.app);
/** Each test client gets its own address, so the per-client limit is only met where a test means it. */
const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const askCode = (email: string, ip = '10.0.0.1') => app().post('/api/cancel-request').set(from(ip)).send({ email, host: 'app.test', emailing: true, inAppUnsubscribe: false });
const sendCode = (email: string, code: string, ip = '10.0.0.1') => app().post('/api/cancel-request').set(from(ip)).send({ email, code });
const codeIn = (email: string): string => /Code: (\d{6})/.exec(sim.outbox.list({ to: email, kind: 'cancel-code' })[0]?.text ?? '')?.[1] ?? '';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /api/cancel-request', () => {
  it('answers a known and an unknown email with the same status and body, and emails each a code', async () => {
    await subscribeThroughFunnel(sim, 'ada@example.com');
    const known = await askCode('ada@example.com');
    const unknown = await askCode('nobody@example.com');
    expect(known.status).toBe(202);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect(known.body).toEqual({ status: 'code-sent', expiresInMinutes: CANCEL_CODE_TTL_MINUTES });
    expect(codeIn('ada@example.com')).toMatch(/^\d{6}$/);
    expect(codeIn('nobody@example.com')).toMatch(/^\d{6}$/);
    // A wrong code gets the same answer for both too.
    const a = await sendCode('ada@example.com', wrong(codeIn('ada@example.com')));
    const b = await sendCode('nobody@example.com', wrong(codeIn('nobody@example.com')));
    // Each problem body names its own request id (simulator/platform/http/logger.ts); nothing else may differ.
    const withoutId = (body: unknown) => ({ ...(body as Record<string, unknown>), requestId: undefined });
    expect([a.status, withoutId(a.body)]).toEqual([b.status, withoutId(b.body)]);
  });

  it('cancels with the right code: active until the paid period ends, with a confirmation on screen and by email', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com');
    await askCode('Ada@Example.com').expect(202);
    const res = await sendCode('ada@example.com', codeIn('ada@example.com')).expect(200);
    expect(res.body).toMatchObject({ status: 'cancelled', subscriptions: [{ id, planName: 'Weekly Plan', endedNow: false }] });
    const until = Date.parse((res.body as { subscriptions: { accessUntil: string }[] }).subscriptions[0]?.accessUntil ?? '');
    expect(Math.round((until - Date.parse(sim.subscriptions.byId(id)?.created_at ?? '')) / DAY_MS)).toBe(7);
    expect(sim.subscriptions.byId(id)?.status).toBe('active');
    expect(sim.outbox.list({ subscriptionId: id, kind: 'cancellation-confirmed' })).toHaveLength(1);
    // A used code does not work twice.
    const again = await sendCode('ada@example.com', codeIn('ada@example.com')).expect(410);
    expect(again.body.code).toBe('code-expired');
  });

  it(`a code expires after ${CANCEL_CODE_TTL_MINUTES} minutes`, async () => {
    await subscribeThroughFunnel(sim, 'ada@example.com');
    await askCode('ada@example.com').expect(202);
    now += CANCEL_CODE_TTL_MINUTES * 60_000 - 1;
    await sendCode('ada@example.com', wrong(codeIn('ada@example.com'))).expect(400);
    now += 1;
    const res = await sendCode('ada@example.com', codeIn('ada@example.com')).expect(410);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.body.code).toBe('code-expired');
  });

  it(`${CANCEL_CODE_MAX_TRIES} wrong tries lock the code, even for the right one; a new code works`, async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com');
    await askCode('ada@example.com').expect(202);
    const code = codeIn('ada@example.com');
    const answers: string[] = [];
    for (let i = 0; i < CANCEL_CODE_MAX_TRIES; i++) answers.push((await sendCode('ada@example.com', wrong(code))).body.code as string);
    expect(answers).toEqual([...Array<string>(CANCEL_CODE_MAX_TRIES - 1).fill('code-invalid'), 'code-locked']);
    expect((await sendCode('ada@example.com', code).expect(410)).body.code).toBe('code-locked');
    expect(sim.subscriptions.byId(id)?.status).toBe('active');
    await askCode('ada@example.com').expect(202);
    await sendCode('ada@example.com', codeIn('ada@example.com')).expect(200);
  });

  it(`rate-limits code requests: ${CODE_REQUESTS_PER_EMAIL} per email and ${CODE_REQUESTS_PER_CLIENT} per client in the window`, async () => {
    for (let i = 0; i < CODE_REQUESTS_PER_EMAIL; i++) await askCode('ada@example.com', `10.0.1.${i}`).expect(202);
    const limited = await askCode('ada@example.com', '10.0.1.99').expect(429);
    expect(limited.body.code).toBe('too-many-requests');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address from the same client is not affected by the first address's limit...
    await askCode('grace@example.com', '10.0.1.99').expect(202);
    // ...but one client asking for many addresses is.
    for (let i = 0; i < CODE_REQUESTS_PER_CLIENT; i++) await askCode(`user${i}@example.com`, '10.0.2.1');
    expect((await askCode('last@example.com', '10.0.2.1').expect(429)).body.code).toBe('too-many-requests');
    now += 16 * 60_000;
    await askCode('ada@example.com', '10.0.1.99').expect(202);
  });

  it('refuses a foreign host, a malformed email, an unknown field and a malformed code with 400 problem+json', async () => {
    for (const body of [
      { email: 'ada@example.com', host: 'evil.example' },
      { email: 'not-an-email' },
      { email: 'ada@example.com', admin: true },
      { email: 'ada@example.com', code: '12ab56' },
    ]) {
      const res = await app().post('/api/cancel-request').send(body).expect(400);
      expect(res.body.code).toBe('bad-request');
    }
  });
});

describe('POST /api/cancel-subscription/{content}', () => {
  it('cancels from the link in the code email; a tampered link is refused', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com');
    await askCode('ada@example.com').expect(202);
    const link = /Cancellation page: (\S+)/.exec(sim.outbox.list({ kind: 'cancel-code' })[0]?.text ?? '')?.[1] ?? '';
    expect(link.startsWith('http://app.test/mindmetric/unsubscribe-with-email?content=')).toBe(true);
    const content = new URL(link).searchParams.get('content') ?? '';
    const [codeId = '', code = ''] = content.split('.');
    await app().post(`/api/cancel-subscription/${codeId}.${wrong(code)}`).expect(400);
    await app().post('/api/cancel-subscription/nonsense').expect(400);
    const res = await app().post(`/api/cancel-subscription/${content}`).expect(200);
    expect(res.body.subscriptions).toEqual([expect.objectContaining({ id })]);
  });
});

describe('POST /{product}/api/cancel (signed in)', () => {
  it('refuses without a verified ID token', async () => {
    const id = await subscribeThroughFunnel(sim, 'ada@example.com');
    const res = await app().post('/mindmetric/api/cancel').send({ id }).expect(401);
    expect(res.body.code).toBe('id-token-missing');
    expect(sim.subscriptions.byId(id)?.status).toBe('active');
  });
});

describe('POST /{product}/api/cancel with a verified user', () => {
  it('cancels the signed-in owner\'s subscription with the optional reason; another user gets 404', async () => {
    const verified = createSimulator({
      origins: TEST_ORIGINS,
      vaultJwtSecret: 'test-secret-test-secret',
      // Stands in for simulator/merchant/identity's Firebase verifier (tested against the emulator there): "t-ada" is Ada, "t-eve" is Eve.
      identity: {
        verify: (token: string) => {
          if (token === 't-ada') return Promise.resolve({ uid: 'u-ada', email: 'ada@example.com', emailVerified: true, signInProvider: 'password' });
          if (token === 't-eve') return Promise.resolve({ uid: 'u-eve', email: 'eve@example.com', emailVerified: true, signInProvider: 'password' });
          return Promise.reject(new Problem('id-token-invalid', 'The ID token is not valid.'));
        },
      },
    });
    try {
      const id = await subscribeThroughFunnel(verified, 'ada@example.com');
      const post = (token: string, body: object) => request(verified.apps.app).post('/mindmetric/api/cancel').set('x-id-token', token).send(body);
      expect((await post('t-eve', { id }).expect(404)).body.code).toBe('not-found');
      expect((await post('forged', { id }).expect(401)).body.code).toBe('id-token-invalid');
      const res = await post('t-ada', { id, reason: 'Too expensive' }).expect(200);
      expect(res.body.subscriptions).toEqual([expect.objectContaining({ id, endedNow: false })]);
      const timeline = verified.renewals.store.timeline(id).map((t) => t.detail);
      expect(timeline.some((d) => d.includes('reason: Too expensive'))).toBe(true);
      // Twice is the same answer, with one confirmation email.
      await post('t-ada', { id }).expect(200);
      expect(verified.outbox.list({ subscriptionId: id, kind: 'cancellation-confirmed' })).toHaveLength(1);
    } finally {
      verified.close();
    }
  });
});
