import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { ScriptedHttpError } from '../../../scenarios';
import { sendScriptedError } from './scripted-error';

/** A one-route app that answers with the scripted failure. */
const answering = (answer: ScriptedHttpError) => express().get('/', (_req, res) => sendScriptedError(res, answer));

describe('sendScriptedError', () => {
  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [429, 'rate-limited'],
    [500, 'scripted-failure'],
    [503, 'scripted-failure'],
  ] as const)('answers %i as problem+json with code %s', async (status, code) => {
    const res = await request(answering({ kind: 'http-error', status })).get('/');
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({ status, code, detail: `Scripted ${status} from the scenario.` });
  });

  it('asks for a one-second wait on 429 only', async () => {
    expect((await request(answering({ kind: 'http-error', status: 429 })).get('/')).headers['retry-after']).toBe('1');
    expect((await request(answering({ kind: 'http-error', status: 503 })).get('/')).headers['retry-after']).toBeUndefined();
  });

  it('sends the scenario\'s own text as plain text when it has one', async () => {
    const res = await request(answering({ kind: 'http-error', status: 401, text: 'Invalid token' })).get('/');
    expect(res.status).toBe(401);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.text).toBe('Invalid token');
  });
});
