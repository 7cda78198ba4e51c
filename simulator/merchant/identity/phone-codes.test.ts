import express from 'express';
import request from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import { QaPhoneCodes } from '../../../contracts/qa-api';
import { problemHandler } from '../../platform/http/problem';
import { qaPhoneCodesHandler } from './phone-codes';

const EMULATOR = { origin: 'http://127.0.0.1:9099', projectId: 'demo-mindmetric' };

function appWith(fetchCodes: typeof fetch, emulator: typeof EMULATOR | null = EMULATOR) {
  const app = express();
  app.get('/qa/api/phone-codes', qaPhoneCodesHandler(emulator ?? undefined, fetchCodes));
  app.use(problemHandler);
  return app;
}

const answering = (status: number, body: unknown) => vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(body), { status })));

describe('GET /qa/api/phone-codes', () => {
  it('passes on the number and code of each emulator code (not its session), newest first, one number when asked', async () => {
    const fetchCodes = answering(200, {
      verificationCodes: [
        { phoneNumber: '+16505550101', code: '111111', sessionInfo: 'secret-session' },
        { phoneNumber: '+16505550102', code: '222222', sessionInfo: 'secret-session' },
        { phoneNumber: '+16505550101', code: '333333', sessionInfo: 'secret-session' },
      ],
    });
    const all = await request(appWith(fetchCodes)).get('/qa/api/phone-codes').expect(200);
    expect(QaPhoneCodes.parse(all.body).phoneCodes.map((c) => c.code)).toEqual(['333333', '222222', '111111']);
    expect(all.text).not.toContain('secret-session');
    expect(fetchCodes).toHaveBeenCalledWith('http://127.0.0.1:9099/emulator/v1/projects/demo-mindmetric/verificationCodes');
    const one = await request(appWith(fetchCodes)).get('/qa/api/phone-codes').query({ phone: '+1 650 555 0101' }).expect(200);
    expect(one.body).toEqual({ phoneCodes: [{ phoneNumber: '+16505550101', code: '333333' }, { phoneNumber: '+16505550101', code: '111111' }] });
  });

  it('lists none without an emulator, and none when the emulator has none', async () => {
    const fetchCodes = answering(200, {});
    expect((await request(appWith(fetchCodes, null)).get('/qa/api/phone-codes').expect(200)).body).toEqual({ phoneCodes: [] });
    expect(fetchCodes).not.toHaveBeenCalled();
    expect((await request(appWith(fetchCodes)).get('/qa/api/phone-codes').expect(200)).body).toEqual({ phoneCodes: [] });
  });

  it('an emulator that fails, is away or answers another shape is a 503 problem, never an empty list', async () => {
    for (const fetchCodes of [answering(500, {}), vi.fn<typeof fetch>(() => Promise.reject(new TypeError('fetch failed'))), answering(200, { verificationCodes: [{ phone: 1 }] })]) {
      const res = await request(appWith(fetchCodes)).get('/qa/api/phone-codes').expect(503);
      expect(res.headers['content-type']).toMatch(/problem\+json/);
      expect(res.body.detail).toMatch(/Auth emulator/);
    }
  });

  it('refuses an unknown query field', async () => {
    await request(appWith(answering(200, {}))).get('/qa/api/phone-codes').query({ number: '+1' }).expect(400);
  });
});
