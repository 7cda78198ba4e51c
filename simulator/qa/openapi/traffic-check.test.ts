/**
 * The traffic check catches what the document refuses (issue 28, point 4: "a deliberately wrong
 * response is caught"): a wrong answer, an accepted wrong request, an undocumented status or media
 * type, and it never repeats a value (a card number stays out of its report).
 */
import express, { type Express } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { contractWatcher, formatViolation, trafficCheck, type ContractViolation } from './traffic-check';

/** An app whose handlers answer what a test tells them, behind the check of one origin. */
function checked(origin: 'service' | 'asset', mount: (app: Express) => void): { app: Express; found: ContractViolation[] } {
  const found: ContractViolation[] = [];
  const app = express();
  app.use(trafficCheck(contractWatcher(origin, (v) => found.push(v))));
  app.use(express.json());
  mount(app);
  return { app, found };
}

const self = { href: 'http://service.test/provider/executions/ex_1' };

describe('the traffic check', () => {
  it('passes an answer the document describes', async () => {
    const { app, found } = checked('service', (a) => a.get('/provider/executions/:id', (_req, res) => res.json({ id: 'ex_1', status: [{ code: 'authorizeRequested', time: '2026-01-01T00:00:00.000Z' }], links: { self } })));
    await request(app).get('/provider/executions/ex_1').expect(200);
    expect(found).toEqual([]);
  });

  it('catches a deliberately wrong answer: a missing required field and a wrong enum, each named by its path', async () => {
    const { app, found } = checked('service', (a) => a.get('/provider/executions/:id', (_req, res) => res.json({ id: 'ex_1', status: [{ code: 'authorizeDone', time: '2026-01-01T00:00:00.000Z' }], links: {} })));
    await request(app).get('/provider/executions/ex_1').expect(200);
    expect(found).toHaveLength(1);
    const [violation] = found;
    expect(violation?.route).toBe('GET /provider/executions/{id}');
    expect(violation?.status).toBe(200);
    expect(violation?.issues).toEqual(
      expect.arrayContaining([expect.stringMatching(/^response body\/status\/0\/code: must be equal to one of the allowed values/), "response body/links: must have required property 'self'"]),
    );
    expect(formatViolation(violation as ContractViolation)).toContain('GET /provider/executions/{id} answered 200: response body');
  });

  it('catches a request the route accepted though the document refuses it, without repeating the card number', async () => {
    const card = '4111111111111111x';
    const { app, found } = checked('asset', (a) => a.post('/vault/tokenize', (_req, res) => res.status(201).json({ token: 'tok_1', bin: '41111111', last4: '1111', network: 'visa' })));
    await request(app).post('/vault/tokenize').send({ cardholder_name: 'Ada Lovelace', card_number: card, expiry_month: 13, expiry_year: 2034, cvv: '123' }).expect(201);
    expect(found).toHaveLength(1);
    const text = formatViolation(found[0] as ContractViolation);
    expect(text).toContain('request body/card_number: must match pattern');
    expect(text).toContain('request body/expiry_month: must be <= 12');
    expect(text).toContain('(and the route accepted it)');
    expect(text).not.toContain('4111111111111111');
  });

  it('lets a route refuse a bad request, and checks its problem answer', async () => {
    const { app, found } = checked('service', (a) =>
      a.post('/provider/bin-lookup', (_req, res) => res.status(400).type('application/problem+json').json({ type: 'about:blank#bad-request', title: 'The request is malformed.', status: 400, code: 'bad-request', detail: 'bin: must be 6 to 8 digits', error: 'bin: must be 6 to 8 digits' })),
    );
    await request(app).post('/provider/bin-lookup').send({ bin: '12' }).expect(400);
    expect(found).toEqual([]);
  });

  it('catches an undocumented media type, and a status answered outside what the route documents', async () => {
    const { app, found } = checked('service', (a) => {
      a.get('/qa/api/sessions', (_req, res) => res.type('html').send('<p>sessions</p>'));
      a.get('/qa/api/charges', (_req, res) => res.status(204).end());
    });
    await request(app).get('/qa/api/sessions').expect(200);
    await request(app).get('/qa/api/charges').expect(204);
    expect(found.map((v) => [v.route, v.issues])).toEqual([
      ['GET /qa/api/sessions', ['response: text/html is not a documented media type for 200 (application/json)']],
      ['GET /qa/api/charges', ['response: no media type is not a documented media type for default (application/problem+json)']],
    ]);
  });
});
