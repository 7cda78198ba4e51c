import { describe, expect, it } from 'vitest';
import request from 'supertest';
import { startSession, testSimulator } from '../../test-support';
import { digestOfJsonText } from '../../platform/http/answer-digest';
import { journalPath, summarizeBody } from './journal';

describe('summarizeBody', () => {
  it('masks card numbers and drops CVVs', () => {
    const summary = summarizeBody({ card_number: '4242424242424242', cvv: '123', note: 'paid with 4000000000000002' });
    expect(summary).not.toContain('4242424242424242');
    expect(summary).not.toContain('4000000000000002');
    expect(summary).not.toContain('123');
    expect(summary).toContain('****4242');
    expect(summary).toContain('****0002');
  });

  it('is empty for empty bodies', () => {
    expect(summarizeBody({})).toBe('');
    expect(summarizeBody(undefined)).toBe('');
  });
});

describe('journalPath', () => {
  // A real time-ordered id whose hyphenated digits ("4-4159-9825-7548") look like a 13-digit card number.
  const session = { execution: { id: 'exe_7cce0888-15b4-4159-9825-7548e12dd500' } } as Parameters<typeof journalPath>[1];

  it("keeps the session's own execution id, which masking alone would cut", () => {
    const path = `/provider/executions/${session.execution.id}/authorize`;
    expect(journalPath(path, session)).toBe(path);
  });

  it('still masks a card number anywhere else in the same URL', () => {
    const path = `/provider/executions/${session.execution.id}?pan=4242-4242-4242-4242&note=4000000000000002`;
    expect(journalPath(path, session)).toBe(`/provider/executions/${session.execution.id}?pan=****4242&note=****0002`);
  });

  it('keeps it in a body summary too, beside a masked card number', () => {
    const summary = summarizeBody({ execution_id: session.execution.id, card: '4242 4242 4242 4242' }, session.execution.id);
    expect(summary).toBe(`{"execution_id":"${session.execution.id}","card":"****4242"}`);
  });
});

describe('the request journal over HTTP (issue 10: numbers typed with spaces or hyphens, in other fields and in query strings)', () => {
  it('keeps only the last four digits of every card number and no CVV', async () => {
    const sim = testSimulator();
    try {
      const s = await startSession(sim);
      await request(sim.apps.service)
        .post('/provider/bin-lookup?pan=4242-4242-4242-4242&card_cvv=987')
        .set('Authorization', `Bearer ${s.token}`)
        .send({ bin: '424242', note: 'my card is 4000 0000 0000 0002', billing: { cardCode: '321' }, 5555555555554444: 'key' })
        .expect(400);
      const journal = JSON.stringify(sim.sessions.byBearer(s.token)?.journal);
      for (const secret of ['4242-4242-4242-4242', '4242424242424242', '4000 0000 0000 0002', '4000000000000002', '5555555555554444']) {
        expect(journal).not.toContain(secret);
      }
      // CVV-named keys keep only the word "[removed]" (the bare digits may still occur in a request id or a time).
      expect(journal).toContain('card_cvv=[removed]');
      expect(journal).toContain('\\"cardCode\\":\\"[removed]\\"');
      const entries = journal.replace(/"requestId":"[^"]*"|"(at|durationMs)":[\d.]+/g, '');
      for (const cvv of ['987', '321']) expect(entries).not.toContain(cvv);
      expect(journal).toContain('****4242');
      expect(journal).toContain('****0002');
    } finally {
      sim.close();
    }
  });

  it('QA reads when each request arrived as an ISO time (the journal keeps it as a number)', async () => {
    const sim = testSimulator();
    try {
      const before = Date.now();
      const s = await startSession(sim);
      await request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`).expect(200);
      const after = Date.now();
      const sessions = (await request(sim.apps.service).get('/qa/api/sessions').expect(200)).body as { executionId: string; journal: { at: string; path: string }[] }[];
      const journal = sessions.find((row) => row.executionId === s.executionId)?.journal ?? [];
      expect(journal.map((entry) => entry.path)).toContain(s.executionPath);
      for (const { at } of journal) {
        expect(at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
        expect(Date.parse(at)).toBeGreaterThanOrEqual(before);
        expect(Date.parse(at)).toBeLessThanOrEqual(after);
      }
    } finally {
      sim.close();
    }
  });
});

describe('the answer digest of a journaled request', () => {
  it('is the digest of the JSON text the client read, computed once per distinct text, with no card number or token in it', () => {
    const text = JSON.stringify({ id: 'exe_1', token: 'secret-token-123', note: 'card 4242 4242 4242 4242', status: [{ code: 'authorizeSuccessful' }] });
    const digest = digestOfJsonText(text);
    expect(digest).toEqual({ id: '<volatile>', token: '<volatile>', note: 'card ****4242', 'status[0].code': 'authorizeSuccessful' });
    // The same bytes again (a poll repeating its answer): the same digest, not walked again.
    expect(digestOfJsonText(`${text}`)).toBe(digest);
    expect(digestOfJsonText(text.replace('authorizeSuccessful', 'authorizeFailed'))).toMatchObject({ 'status[0].code': 'authorizeFailed' });
    expect(JSON.stringify(digest)).not.toContain('4242 4242 4242 4242');
    expect(JSON.stringify(digest)).not.toContain('secret-token-123');
    expect(digestOfJsonText(undefined)).toEqual({});
    expect(digestOfJsonText('<html>not json</html>')).toEqual({});
  });

  it("polls of a finished payment each journal the poll's answer, and a problem's digest names its status", async () => {
    const sim = testSimulator();
    try {
      const s = await startSession(sim);
      const poll = () => request(sim.apps.service).get(s.executionPath).set('Authorization', `Bearer ${s.token}`);
      await poll().expect(200);
      await poll().expect(200);
      await request(sim.apps.service).post(`/provider/executions/${s.executionId}/authorize`).set('Authorization', `Bearer ${s.token}`).send({}).expect(400);
      const journal = sim.sessions.byBearer(s.token)?.journal ?? [];
      const polls = journal.filter((entry) => entry.path === s.executionPath);
      expect(polls).toHaveLength(2);
      expect(polls[0]?.answer).toMatchObject({ id: '<volatile>', 'links.self.href': expect.stringContaining('/provider/executions/{id}') });
      expect(polls[1]?.answer).toEqual(polls[0]?.answer);
      expect(journal.at(-1)?.answer).toMatchObject({ status: 400, requestId: '<volatile>' });
    } finally {
      sim.close();
    }
  });
});
