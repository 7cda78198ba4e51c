import express from 'express';
import request from 'supertest';
import { openSimulatorDatabase } from '../../database';
import { describe, expect, it } from 'vitest';
import { problemHandler } from '../../platform/http/problem';

import { AdEventsRepo } from './ad-events-repo';
import { adTrackersRouter } from './router';

function setup() {
  const repo = new AdEventsRepo(openSimulatorDatabase(':memory:'));
  const app = express();
  app.use(adTrackersRouter(repo));
  app.use(problemHandler);
  return { app, repo };
}

describe('POST /pixel/events (the ad trackers\u2019 collection endpoint)', () => {
  it('records a beacon sent as text/plain, with its value', async () => {
    const { app, repo } = setup();
    const body = { tracker: 'ad-pixel', pixelId: 'px-1', event: 'Purchase', value: 0.75, currency: 'USD', pageUrl: 'http://app.test/offers' };
    await request(app).post('/pixel/events').set('Content-Type', 'text/plain').send(JSON.stringify(body)).expect(204);
    expect(repo.list({ pixel: 'px-1' })).toEqual([expect.objectContaining({ tracker: 'ad-pixel', pixel_id: 'px-1', event: 'Purchase', value: 0.75, currency: 'USD', page_url: 'http://app.test/offers' })]);
  });

  it('filters by tracker, newest first', async () => {
    const { app, repo } = setup();
    for (const [tracker, event] of [['ad-pixel', 'ViewContent'], ['short-video', 'ViewContent'], ['short-video', 'Contact']] as const) {
      await request(app).post('/pixel/events').set('Content-Type', 'text/plain').send(JSON.stringify({ tracker, pixelId: 'px-2', event, pageUrl: 'http://app.test/' })).expect(204);
    }
    expect(repo.list({ tracker: 'short-video' }).map((e) => [e.event, e.value])).toEqual([
      ['Contact', null],
      ['ViewContent', null],
    ]);
  });

  it.each([
    ['an unknown event', { tracker: 'ad-pixel', pixelId: 'px', event: 'Lead', pageUrl: '' }],
    ['an unknown tracker', { tracker: 'other', pixelId: 'px', event: 'Purchase', pageUrl: '' }],
    ['a negative value', { tracker: 'ad-pixel', pixelId: 'px', event: 'Purchase', value: -1, pageUrl: '' }],
    ['a hostile pixel id', { tracker: 'ad-pixel', pixelId: '<script>', event: 'Purchase', pageUrl: '' }],
    ['an extra field', { tracker: 'ad-pixel', pixelId: 'px', event: 'Purchase', pageUrl: '', card: '4242' }],
  ])('answers 400 problem+json to %s and records nothing', async (_name, body) => {
    const { app, repo } = setup();
    const res = await request(app).post('/pixel/events').set('Content-Type', 'text/plain').send(JSON.stringify(body));
    expect(res.status).toBe(400);
    expect(res.type).toBe('application/problem+json');
    expect(res.body).toMatchObject({ code: expect.any(String) });
    expect(repo.list()).toEqual([]);
  });

  it('answers 400 to text that is not JSON', async () => {
    const { app } = setup();
    const res = await request(app).post('/pixel/events').set('Content-Type', 'text/plain').send('not json');
    expect(res.status).toBe(400);
  });
});
