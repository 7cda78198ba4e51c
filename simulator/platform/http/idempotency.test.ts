import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { idempotent, IDEMPOTENCY_TTL_MS, MemoryIdempotencyStore } from './idempotency';

function app(store = new MemoryIdempotencyStore()) {
  let count = 0;
  const a = express();
  a.use(express.json());
  a.post('/charge', idempotent(store, () => 'scope'), (req, res) => {
    count += 1;
    if (req.body.fail) {
      res.status(400).json({ error: 'bad' });
      return;
    }
    res.status(201).json({ id: `ch_${count}`, amount: req.body.amount });
  });
  return { a, calls: () => count };
}

describe('idempotency keys', () => {
  it('replays the first answer for the same key and body', async () => {
    const { a, calls } = app();
    const first = await request(a).post('/charge').set('Idempotency-Key', 'k1').send({ amount: 1 }).expect(201);
    const again = await request(a).post('/charge').set('Idempotency-Key', 'k1').send({ amount: 1 }).expect(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(calls()).toBe(1);
  });

  it('refuses the same key with another body (422)', async () => {
    const { a } = app();
    await request(a).post('/charge').set('Idempotency-Key', 'k2').send({ amount: 1 }).expect(201);
    const res = await request(a).post('/charge').set('Idempotency-Key', 'k2').send({ amount: 2 }).expect(422);
    expect(res.body.code).toBe('idempotency-key-reused');
  });

  it('answers 409 for the same request while the first is still running', async () => {
    const store = new MemoryIdempotencyStore();
    const a = express();
    a.use(express.json());
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    a.post('/slow', idempotent(store, () => 's'), async (_req, res) => {
      await gate;
      res.json({ ok: true });
    });
    const server = a.listen(0);
    try {
      const first = request(server).post('/slow').set('Idempotency-Key', 'k').send({ x: 1 }).then((r) => r);
      await new Promise((r) => setTimeout(r, 50));
      const second = await request(server).post('/slow').set('Idempotency-Key', 'k').send({ x: 1 });
      expect(second.status).toBe(409);
      expect(second.body.detail).toMatch(/retry/);
      release();
      expect((await first).status).toBe(200);
    } finally {
      server.close();
    }
  });

  it('does not store a request that failed validation', async () => {
    const { a, calls } = app();
    await request(a).post('/charge').set('Idempotency-Key', 'k4').send({ fail: true }).expect(400);
    await request(a).post('/charge').set('Idempotency-Key', 'k4').send({ fail: true }).expect(400);
    expect(calls()).toBe(2);
  });

  it('forgets keys after 24 hours', () => {
    let now = 0;
    const store = new MemoryIdempotencyStore(() => now);
    expect(store.begin('s', 'k', 'h')).toBe(true);
    store.complete('s', 'k', { status: 200, contentType: 'application/json', body: '{}' });
    now = IDEMPOTENCY_TTL_MS - 1;
    expect(store.get('s', 'k')).toBeDefined();
    now = IDEMPOTENCY_TTL_MS;
    expect(store.get('s', 'k')).toBeUndefined();
    expect(store.begin('s', 'k', 'another')).toBe(true);
  });
});
