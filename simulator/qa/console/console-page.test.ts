import type { RequestHandler } from 'express';
import { createRequire } from 'node:module';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listScenarios } from '../../../scenarios';
import type { Simulator } from '../../create-simulator';
import type { Frontends } from '../../platform/static-serving/frontends';
import { testSimulator, TEST_ORIGINS } from '../../test-support';
import { escapeHtml } from '../../platform/http/html';
import { qaConsolePage } from './console-page';
import { summarize } from '../scenarios/scenario-summary';

/** jsdom ships no types (and @types/jsdom is not installed): the part of its JSDOM this test uses. */
type JsdomCtor = new (html: string, options?: { url?: string; runScripts?: 'dangerously'; beforeParse?: (window: Window) => void }) => { window: Window & typeof globalThis };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomCtor };

const QA_SCRIPT = '/qa/assets/main-abc123.js';
const QA_SCRIPT_BODY = '// the built console';
const next: RequestHandler = (_req, _res, go) => go();
/** Front ends that bring only the QA console's script, as a build would. */
const qaOnlyFrontends: Frontends = {
  appAssets: next,
  appIndexHtml: async () => ({ html: '', language: null }),
  frameAssets: next,
  frameIndexHtml: async () => '',
  qaAssets: (req, res, go) => (req.path === '/main-abc123.js' ? res.type('js').send(QA_SCRIPT_BODY) : go()),
  qaScriptUrl: QA_SCRIPT,
};

let sim: Simulator;
beforeEach(() => {
  sim = testSimulator();
});
afterEach(() => sim.close());

describe('GET /qa', () => {
  it('lists every scenario with its title, description and a Start funnel link', async () => {
    const res = await request(sim.apps.service).get('/qa').expect(200);
    for (const s of listScenarios()) {
      expect(res.text).toContain(escapeHtml(s.title));
      expect(res.text).toContain(escapeHtml(s.description));
      expect(res.text).toContain(`href="${TEST_ORIGINS.app}/mindmetric/?scenario=${s.id}"`);
    }
    expect(res.text.match(/>Start funnel</g)).toHaveLength(listScenarios().length);
  });

  it('has the filter, sessions, funnel events with their query fields, subscriptions and the outbox', async () => {
    const res = await request(sim.apps.service).get('/qa').expect(200);
    expect(res.text).toMatch(/<label for="filter">[^<]+<\/label>\s*<input id="filter" type="search"/);
    for (const heading of ['Payment sessions', 'Funnel events', 'Subscriptions', 'Outbox']) expect(res.text).toMatch(new RegExp(`<h2 id="[a-z-]+">${heading}`));
    expect(res.text).toMatch(/<label>Event <select id="events-event"><option value="">All events<\/option><option>intro_shown<\/option>/);
    expect(res.text).toMatch(/<label>Campaign <input id="events-campaign"/);
  });

  it('says for every scenario how it is paid and how it ends', async () => {
    const res = await request(sim.apps.service).get('/qa').expect(200);
    for (const s of listScenarios()) {
      const x = summarize(s);
      expect(res.text).toContain(`<dt>Method</dt><dd>${escapeHtml(x.methodLabel)}</dd>`);
      expect(res.text).toContain(escapeHtml(x.expectedEnd));
    }
  });

  it('loads nothing from elsewhere: its own inline style and its built script from this origin, both by nonce', async () => {
    const built = testSimulator({ frontends: qaOnlyFrontends });
    try {
      const res = await request(built.apps.service).get('/qa').expect(200);
      const nonce = /script-src 'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
      expect(nonce).toBeTruthy();
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      expect(res.text).toContain(`<script type="module" nonce="${nonce}" src="${QA_SCRIPT}"></script>`);
      expect(res.text).toContain(`<style nonce="${nonce}">`);
      expect(res.text.match(/<script/g)).toHaveLength(1);
      expect(res.text).not.toMatch(/<link[^>]+stylesheet|https?:\/\/(?!app\.test)/);
      const script = await request(built.apps.service).get(QA_SCRIPT).expect(200);
      expect(script.text).toBe(QA_SCRIPT_BODY);
      const again = await request(built.apps.service).get('/qa').expect(200);
      expect(again.headers['content-security-policy']).not.toContain(nonce);
    } finally {
      built.close();
    }
  });

  it('without a built script, still serves the scenarios and runs no script', async () => {
    const res = await request(sim.apps.service).get('/qa').expect(200);
    expect(res.text).not.toContain('<script');
  });
});

describe('qaConsolePage', () => {
  it('escapes the start URL and the nonce', () => {
    const html = qaConsolePage('http://x.test/"><script>alert(1)</script>', '"><b>', '/qa/assets/"><script>alert(2)</script>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('"><b>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('the console\'s scrolling regions', () => {
  // WCAG 2.1.1 (axe "scrollable-region-focusable"): a region that scrolls must be reachable by keyboard,
  // by its own tab stop or by one inside it, and say what it holds.
  it('every box the stylesheet lets scroll takes focus or holds a control, is named, and shows its focus', () => {
    const html = qaConsolePage('http://app.test/mindmetric/', 'n0nce', null);
    const { document } = new JSDOM(html).window;
    const css = (document.querySelector('style')?.textContent ?? '').replace(/\/\*[\s\S]*?\*\//g, '');
    const scrolling = [...css.matchAll(/([^{}]+)\{[^}]*overflow(?:-[xy])?:\s*(?:auto|scroll)/g)].flatMap((m) => (m[1] ?? '').split(',').map((sel) => sel.trim()));
    expect(scrolling).toEqual(expect.arrayContaining(['.table-wrap', '#scenario-list']));
    const boxes = scrolling.flatMap((sel) => [...document.querySelectorAll<HTMLElement>(sel)]);
    expect(boxes.length).toBeGreaterThanOrEqual(8);
    for (const box of boxes) {
      const holdsControl = box.querySelector('a[href], button, input, select, textarea') !== null;
      if (holdsControl) continue;
      expect(box.getAttribute('tabindex'), box.id).toBe('0');
      expect(box.getAttribute('role'), box.id).toBe('group');
      const label = document.getElementById(box.getAttribute('aria-labelledby') ?? '');
      expect(label?.textContent?.trim(), box.id).toBeTruthy();
    }
    expect(css).toMatch(/:focus-visible\s*\{[^}]*outline: 3px solid/);
    expect(css).toMatch(/\.table-wrap:focus-visible\s*\{[^}]*outline-offset: -3px/);
  });
});

describe("the scenario editor's checkbox lists", () => {
  // WCAG 2.5.8 (axe "target-size"): the small checkboxes of two wrapped rows sit at least 24 px apart, centre to centre.
  it('give each checkbox a row at least 24 px high', () => {
    const html = qaConsolePage('http://app.test/mindmetric/', 'n0nce', null);
    const css = (new JSDOM(html).window.document.querySelector('style')?.textContent ?? '').replace(/\/\*[\s\S]*?\*\//g, '');
    const row = /\.checks \.check\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(Number(/min-height:\s*(\d+)px/.exec(row)?.[1])).toBeGreaterThanOrEqual(24);
  });
});
