import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { testSimulator, TEST_ORIGINS } from '../../test-support';
import { RETURN_OUTCOMES, RETURN_PAGES } from './return-page';

let sim: Simulator;
beforeAll(() => {
  sim = testSimulator();
});
afterAll(() => sim.close());

describe('default return pages on the asset origin', () => {
  it.each(RETURN_OUTCOMES.map((o) => [o]))('/return/%s has its heading, a status text and a link back to the app', async (outcome) => {
    const res = await request(sim.apps.asset).get(`/return/${outcome}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(`<h1 id="title">${RETURN_PAGES[outcome].title}</h1>`);
    expect(res.text).toContain('<p role="status">');
    expect(res.text).toContain(`<a class="button" href="${TEST_ORIGINS.app}/mindmetric/">Back to MindMetric</a>`);
    expect(res.text).toMatch(/<html lang="en">/);
    expect(res.text).not.toMatch(/<script/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('shows a well-formed reference as text, and ignores any other', async () => {
    const ok = await request(sim.apps.asset).get('/return/pending?reference=exe_123-abc').expect(200);
    expect(ok.text).toContain('Reference: exe_123-abc');
    const evil = await request(sim.apps.asset).get('/return/pending').query({ reference: '<img src=x onerror=alert(1)>' }).expect(200);
    expect(evil.text).not.toContain('<img');
    expect(evil.text).not.toContain('Reference:');
  });

  it('an unknown outcome is a 404 problem naming the four', async () => {
    const res = await request(sim.apps.asset).get('/return/maybe').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body.detail).toContain('success, error, cancel, pending');
  });
});
