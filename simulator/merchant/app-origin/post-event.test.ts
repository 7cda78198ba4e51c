import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { testSimulator } from '../../test-support';
import { FUNNEL_EVENTS } from '../../../catalog/funnel-events';

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

const campaign = { campaign_id: '120', campaign_name: 'spring', fbp: 'fb.1.1700000000000.1234567890' };
const event = (overrides: Record<string, unknown> = {}) => ({ event: 'intro_shown', userAgent: 'Mozilla/5.0 test', campaign, ip: '203.0.113.7', country: 'de', ...overrides });

const listEvents = async (query: Record<string, string> = {}) =>
  (await request(sim.apps.service).get('/qa/api/events').query(query).expect(200)).body as { event: string; ip: string; userAgent: string; attribution: Record<string, unknown> }[];

describe('POST /event', () => {
  it('records a JSON event with its campaign, ip, country and cf-track header', async () => {
    const res = await request(sim.apps.app).post('/event').set('cf-track', 'trk-1').send(event()).expect(200);
    expect(res.body.id).toMatch(/^evt_/);
    expect(await listEvents()).toEqual([
      expect.objectContaining({
        id: res.body.id,
        event: 'intro_shown',
        userAgent: 'Mozilla/5.0 test',
        ip: '203.0.113.7',
        attribution: { campaign, country: 'DE', cfTrack: 'trk-1' },
      }),
    ]);
  });

  it('accepts text/plain holding JSON, as sendBeacon sends it', async () => {
    await request(sim.apps.app).post('/event').set('Content-Type', 'text/plain;charset=UTF-8').send(JSON.stringify(event({ event: 'card_submit' }))).expect(200);
    expect((await listEvents()).map((e) => e.event)).toEqual(['card_submit']);
  });

  it('falls back to the caller ip when the client has none yet', async () => {
    await request(sim.apps.app).post('/event').send(event({ ip: '' })).expect(200);
    const [stored] = await listEvents();
    expect(stored?.ip).not.toBe('');
  });

  it('accepts every funnel event of app §4', async () => {
    for (const name of FUNNEL_EVENTS) await request(sim.apps.app).post('/event').send(event({ event: name })).expect(200);
    expect(new Set((await listEvents()).map((e) => e.event))).toEqual(new Set(FUNNEL_EVENTS));
  });

  it.each([
    ['an unknown event name', event({ event: 'page_view' }), 'event must be one of: intro_shown'],
    ['a missing userAgent', { event: 'intro_shown' }, 'userAgent'],
    ['a nested campaign value', event({ campaign: { deep: { x: 1 } } }), 'campaign.deep'],
    ['an unknown field', event({ email: 'a@b.co' }), 'email'],
    ['an ip that is not one', event({ ip: 'localhost' }), 'ip'],
  ])('refuses %s with a bad-request problem that says what was wrong', async (_name, body, mention) => {
    const res = await request(sim.apps.app).post('/event').send(body).expect(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ code: 'bad-request', status: 400 });
    expect(res.body.detail).toContain(mention);
    expect(await listEvents()).toEqual([]);
  });

  it('refuses text/plain that is not JSON, and bodies of other types', async () => {
    const text = await request(sim.apps.app).post('/event').set('Content-Type', 'text/plain').send('intro_shown').expect(400);
    expect(text.body).toMatchObject({ code: 'bad-request', detail: 'The text/plain body is not valid JSON.' });
    const form = await request(sim.apps.app).post('/event').type('form').send('event=intro_shown').expect(400);
    expect(form.body.detail).toContain('Content-Type application/json or text/plain');
  });
});

describe('GET /qa/api/events', () => {
  beforeEach(async () => {
    await request(sim.apps.app).post('/event').send(event()).expect(200);
    await request(sim.apps.app).post('/event').send(event({ event: 'email_success' })).expect(200);
    await request(sim.apps.app)
      .post('/event')
      .send(event({ event: 'email_success', campaign: { campaign_id: 7, campaign_name: 'autumn', fbp: 'fb.1.1700000000000.999' } }))
      .expect(200);
  });

  it('lists newest first', async () => {
    expect((await listEvents()).map((e) => e.event)).toEqual(['email_success', 'email_success', 'intro_shown']);
  });

  it('filters by event, campaign id or name, browser id, and limit', async () => {
    expect(await listEvents({ event: 'email_success' })).toHaveLength(2);
    expect(await listEvents({ campaign: 'spring' })).toHaveLength(2);
    expect(await listEvents({ campaign: '7' })).toHaveLength(1);
    expect(await listEvents({ browser: 'fb.1.1700000000000.999' })).toHaveLength(1);
    expect(await listEvents({ event: 'intro_shown', campaign: 'autumn' })).toHaveLength(0);
    expect(await listEvents({ limit: '1' })).toHaveLength(1);
  });

  it('refuses an unknown filter or event name', async () => {
    await request(sim.apps.service).get('/qa/api/events?session=x').expect(400);
    const res = await request(sim.apps.service).get('/qa/api/events?event=nope').expect(400);
    expect(res.body.code).toBe('bad-request');
  });
});
