import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { inSequence } from './in-sequence';

const mark =
  (name: string): RequestHandler =>
  (_req, res, next) => {
    res.locals.seen = [...((res.locals.seen as string[] | undefined) ?? []), name];
    next();
  };
const seen: RequestHandler = (_req, res) => {
  res.json(res.locals.seen);
};
const errors: ErrorRequestHandler = (error: Error, _req, res, _next) => {
  res.status(418).json({ error: error.message, seen: res.locals.seen as unknown });
};

function app(...preamble: RequestHandler[]) {
  const a = express();
  a.use(inSequence(...preamble));
  a.get('/', seen);
  a.use(errors);
  return a;
}

describe('inSequence: middlewares as one layer', () => {
  it('runs each in order, then the routes after it', async () => {
    expect((await request(app(mark('a'), mark('b'), mark('c'))).get('/').expect(200)).body).toEqual(['a', 'b', 'c']);
  });

  it('sends an error passed to next, or thrown, to the error handlers and skips the rest', async () => {
    const passes: RequestHandler = (_req, _res, next) => next(new Error('passed on'));
    const throws: RequestHandler = () => {
      throw new Error('thrown');
    };
    expect((await request(app(mark('a'), passes, mark('never'))).get('/').expect(418)).body).toEqual({ error: 'passed on', seen: ['a'] });
    expect((await request(app(mark('a'), throws, mark('never'))).get('/').expect(418)).body).toEqual({ error: 'thrown', seen: ['a'] });
  });

  it('waits for a middleware that calls next later (a body parser)', async () => {
    const later: RequestHandler = (_req, _res, next) => {
      setTimeout(() => next(), 5);
    };
    expect((await request(app(mark('a'), later, mark('b'))).get('/').expect(200)).body).toEqual(['a', 'b']);
  });

  it('an answer sent inside the sequence ends it', async () => {
    const answers: RequestHandler = (_req, res) => {
      res.status(204).end();
    };
    await request(app(mark('a'), answers, mark('never'))).get('/').expect(204);
  });
});
