/**
 * The platform's origins, with no party mounted: each origin applies the journal it is handed and closes
 * with the same tail; the service origin compresses only what is mounted after its hot routes, and
 * refuses a hot route once compressed ones exist.
 */
import type { ErrorRequestHandler } from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { NodeMiddleware } from '../http/node-middleware';
import { createLogger } from '../http/logger';
import { openSimulatorDatabase } from '../../database';
import { createPlatform, type Platform } from './platform';

const ORIGINS = { app: 'http://app.test', service: 'http://service.test', asset: 'http://asset.test' } as const;
const BIG = { text: 'worth compressing '.repeat(200) };

let platform: Platform | undefined;
afterEach(() => platform?.close());

function bare(journaled: string[] = []): Platform {
  const requests: NodeMiddleware = (req, _res, next) => {
    journaled.push(req.url ?? '');
    next();
  };
  platform = createPlatform({ origins: ORIGINS, logger: createLogger({ level: 'silent' }) }, { openDatabase: openSimulatorDatabase, journal: { recordAnswers: () => undefined, requests }, contractCheck: undefined });
  return platform;
}

describe('the platform origins', () => {
  it('sends the service origin\'s hot routes as they are and compresses the routes mounted after them', async () => {
    const p = bare();
    p.on.service.hotRoutes().get('/hot', (_req, res) => res.json(BIG));
    p.on.service.routes().get('/cold', (_req, res) => res.json(BIG));
    const apps = p.seal();
    const hot = await request(apps.service).get('/hot').set('Accept-Encoding', 'gzip').expect(200);
    const cold = await request(apps.service).get('/cold').set('Accept-Encoding', 'gzip').expect(200);
    expect(hot.headers['content-encoding']).toBeUndefined();
    expect(cold.headers['content-encoding']).toBe('gzip');
  });

  it('refuses a hot route on the service origin once compressed routes are mounted', () => {
    const p = bare();
    p.on.service.routes();
    expect(() => p.on.service.hotRoutes()).toThrow(/hot routes go before its compressed ones/);
  });

  it('journals the service and asset origins\' requests, not the app origin\'s', async () => {
    const journaled: string[] = [];
    const apps = bare(journaled).seal();
    await request(apps.service).get('/s').expect(404);
    await request(apps.asset).get('/a').expect(404);
    await request(apps.app).get('/p').expect(404);
    expect(journaled).toEqual(['/s', '/a']);
  });

  it('closes each origin with a problem+json 404, a party\'s own error shape going between the two', async () => {
    const p = bare();
    const vaultShape: ErrorRequestHandler = (error, req, res, next) => (req.path.startsWith('/vault/') ? res.status(404).json({ vault: 'no such path' }) : next(error));
    p.on.asset.onError(vaultShape);
    const apps = p.seal();
    const vault = await request(apps.asset).get('/vault/nothing').expect(404);
    expect(vault.body).toEqual({ vault: 'no such path' });
    for (const app of [apps.app, apps.service, apps.asset]) {
      const res = await request(app).get('/nothing-here').expect(404);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
  });
});
