import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Simulator } from '../../create-simulator';
import { testSimulator, TEST_ORIGINS } from '../../test-support';
import { ESCAPE_PAGES, pageOf } from './escape-page';

let sim: Simulator;
beforeAll(() => {
  sim = testSimulator();
});
afterAll(() => sim.close());

const app = new URL(TEST_ORIGINS.app);
const rest = `${app.host}/mindmetric/quiz?bb=true&startFrom=3`;
const page = `${app.protocol}//${rest}`;
const secure = app.protocol === 'https:';

/** One link per branch of app §2 in docs/spec-coverage.md, as app/lib/in-app-browser/escape.ts builds them. */
const LINKS = {
  file: page,
  chrome: `${secure ? 'googlechromes' : 'googlechrome'}://${rest}`,
  safari: `${secure ? 'x-safari-https' : 'x-safari-http'}://${rest}`,
  android: `intent://${rest}#Intent;scheme=${app.protocol.slice(0, -1)};action=android.intent.action.VIEW;S.browser_fallback_url=${encodeURIComponent(page)};end`,
} as const;

describe('the in-app escape stand-in (asset origin, /in-app-escape/{mode})', () => {
  it.each(Object.entries(LINKS))('%s: says which branch and scheme, and offers the link on', async (mode, link) => {
    const res = await request(sim.apps.asset).get(`/in-app-escape/${mode}`).query({ url: link }).expect(200);
    const info = ESCAPE_PAGES[mode as keyof typeof ESCAPE_PAGES];
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(info.branch);
    expect(res.text).toContain(`<dd data-testid="escape-scheme">${new URL(link).protocol.slice(0, -1)}</dd>`);
    expect(res.text).toContain(`>${info.action}</a>`);
    expect(res.text).toContain(`href="${link.replace(/&/g, '&amp;')}"`);
    expect(res.text).not.toMatch(/<script/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('refuses an unknown mode (404), a missing url, a scheme of another mode and a page off the app origin (400), as problems', async () => {
    expect((await request(sim.apps.asset).get('/in-app-escape/opera').query({ url: page }).expect(404)).body.detail).toContain('file, chrome, safari, android');
    expect((await request(sim.apps.asset).get('/in-app-escape/safari').expect(400)).headers['content-type']).toMatch(/problem\+json/);
    expect((await request(sim.apps.asset).get('/in-app-escape/safari').query({ url: LINKS.chrome }).expect(400)).body.detail).toContain('x-safari-https or x-safari-http');
    const elsewhere = await request(sim.apps.asset).get('/in-app-escape/safari').query({ url: 'x-safari-https://evil.example/phish' }).expect(400);
    expect(elsewhere.body.detail).toContain('must open a page of the app');
    const injected = await request(sim.apps.asset).get('/in-app-escape/file').query({ url: 'javascript:alert(1)' }).expect(400);
    expect(injected.text).not.toContain('<script');
  });

  it('reads the page each link opens', () => {
    expect(pageOf('safari', 'x-safari-https://a.test/q?x=1')).toEqual({ scheme: 'x-safari-https', page: 'https://a.test/q?x=1' });
    expect(pageOf('chrome', 'googlechrome://a.test/')).toEqual({ scheme: 'googlechrome', page: 'http://a.test/' });
    expect(pageOf('android', 'intent://a.test/q#Intent;scheme=https;end')).toEqual({ scheme: 'intent', page: 'https://a.test/q' });
    expect(pageOf('android', 'intent://a.test/q#Intent;scheme=javascript;end')).toBeNull();
    expect(pageOf('file', 'x-safari-https://a.test/')).toBeNull();
  });
});

