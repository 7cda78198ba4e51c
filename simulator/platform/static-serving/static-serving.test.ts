/**
 * What the three origins send for a build: the precompressed twin the client accepts with
 * Content-Encoding and Vary, a year's immutable caching for hashed files, revalidation for HTML,
 * and the prerendered page for the routes the build prerendered. Runs on a small fixture build.
 */
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSimulator, type Simulator } from '../../create-simulator';
import { APP_CONFIG_PLACEHOLDER } from './frontends';
import { TEST_ORIGINS } from '../../test-support';
import { builtFrontends, PRERENDER_DIR, type PrerenderManifest } from './built-frontends';
import { IMMUTABLE, REVALIDATE } from './cache-policy';
import { LANGUAGE_COOKIE } from '../../../contracts/language-cookie';

const SCRIPT = `export const answer = ${JSON.stringify('forty-two '.repeat(400))};\n`;
const APP_SCRIPT = '/assets/index-Ab12Cd34.js';
const FRAME_SCRIPT = '/vault-frame/assets/frame-Zy98Xw76.js';
const QA_SCRIPT = '/qa/assets/main-Qa12Bc34.js';
const filler = '<!-- ' + 'padding so the page is worth compressing '.repeat(40) + '-->';
const shell = `<!doctype html><html><head>${APP_CONFIG_PLACEHOLDER}</head><body><div id="root"></div>${filler}</body></html>`;
const landing = `<!doctype html><html lang="en"><head>${APP_CONFIG_PLACEHOLDER}<link rel="alternate" hreflang="de" href="/mindmetric/?lang=de" /></head><body><div id="root"><h1>Landing text</h1></div>${filler}</body></html>`;
/** The landing as the build writes it in German and Arabic (scripts/prerender.ts). */
const germanLanding = `<!doctype html><html lang="de" dir="ltr"><head>${APP_CONFIG_PLACEHOLDER}</head><body><div id="root"><h1>Wie scharf ist Ihr Verstand heute?</h1></div>${filler}</body></html>`;
const arabicLanding = `<!doctype html><html lang="ar" dir="rtl"><head>${APP_CONFIG_PLACEHOLDER}</head><body><div id="root"><h1>ما مدى حدة ذهنك اليوم؟</h1></div>${filler}</body></html>`;

function writeWithTwins(file: string, text: string): void {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text));
  writeFileSync(`${file}.gz`, gzipSync(text));
}

let dist: string;
let sim: Simulator;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'static-serving-'));
  for (const dir of ['app/assets', 'frame/assets', 'qa/.vite', PRERENDER_DIR]) mkdirSync(join(dist, dir), { recursive: true });
  writeWithTwins(join(dist, 'app', APP_SCRIPT), SCRIPT);
  writeWithTwins(join(dist, 'frame/assets/frame-Zy98Xw76.js'), SCRIPT);
  // The QA console's build (vite.qa.config.ts): hashed scripts at the folder's top, the manifest naming the entry.
  writeWithTwins(join(dist, 'qa/main-Qa12Bc34.js'), SCRIPT);
  writeFileSync(join(dist, 'qa/.vite/manifest.json'), JSON.stringify({ 'main.ts': { file: 'main-Qa12Bc34.js', isEntry: true } }));
  writeFileSync(join(dist, 'app/index.html'), shell);
  writeFileSync(join(dist, 'frame/index.html'), shell);
  writeFileSync(join(dist, 'app/robots.txt'), 'User-agent: *\n');
  writeFileSync(join(dist, PRERENDER_DIR, 'landing.en.html'), landing);
  writeFileSync(join(dist, PRERENDER_DIR, 'landing.de.html'), germanLanding);
  writeFileSync(join(dist, PRERENDER_DIR, 'landing.ar.html'), arabicLanding);
  const files = { en: 'landing.en.html', de: 'landing.de.html', ar: 'landing.ar.html' };
  const manifest: PrerenderManifest = {
    pages: { '/mindmetric/': { files, unlessQuery: ['step'] }, '/mindmetric': { files, unlessQuery: ['step'] } },
  };
  writeFileSync(join(dist, PRERENDER_DIR, 'manifest.json'), JSON.stringify(manifest));
  sim = createSimulator({ origins: TEST_ORIGINS, frontends: builtFrontends(dist), productPrefix: '/mindmetric' });
});

afterAll(() => {
  sim.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The body as bytes; superagent decodes the Content-Encoding it was sent with, so a wrong encoding fails here. */
const raw = (req: request.Test) =>
  req.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });

describe.each([
  ['app', () => sim.apps.app, APP_SCRIPT],
  ['asset', () => sim.apps.asset, FRAME_SCRIPT],
  ['service', () => sim.apps.service, QA_SCRIPT],
] as const)('a hashed script on the %s origin', (_origin, app, path) => {
  it('goes out as brotli when the browser accepts it, cached for a year as immutable', async () => {
    const res = await raw(request(app()).get(path).set('Accept-Encoding', 'gzip, deflate, br')).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect((res.body as Buffer).toString()).toBe(SCRIPT);
  });

  it('goes out as gzip to a browser without brotli, and as is to one that accepts neither', async () => {
    const gz = await raw(request(app()).get(path).set('Accept-Encoding', 'gzip')).expect(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((gz.body as Buffer).toString()).toBe(SCRIPT);
    const plain = await raw(request(app()).get(path).set('Accept-Encoding', 'identity')).expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('pages', () => {
  it('serve the prerendered landing, compressed and revalidated on every visit, with the runtime config', async () => {
    const res = await raw(request(sim.apps.app).get('/mindmetric/?utm_source=ad').set('Accept-Encoding', 'br')).expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
    const html = (res.body as Buffer).toString();
    expect(html).toContain('<h1>Landing text</h1>');
    expect(html).toContain(`"serviceOrigin":"${TEST_ORIGINS.service}"`);
  });

  it('come in the language Accept-Language asks for, in the first HTML, with Vary and Content-Language (issue 44)', async () => {
    const res = await request(sim.apps.app).get('/mindmetric/').set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.5').expect(200);
    expect(res.text).toContain('<html lang="de" dir="ltr">');
    expect(res.text).toContain('Wie scharf ist Ihr Verstand heute?');
    expect(res.headers['content-language']).toBe('de');
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect(res.headers.vary).toMatch(/Cookie/);
    // By preference, not by order in the header; a language the app lacks is passed over.
    const arabic = await request(sim.apps.app).get('/mindmetric').set('Accept-Language', 'ja;q=1, en;q=0.2, ar-EG;q=0.8').expect(200);
    expect([arabic.text.includes('<html lang="ar" dir="rtl">'), arabic.headers['content-language']]).toEqual([true, 'ar']);
    const english = await request(sim.apps.app).get('/mindmetric/').set('Accept-Language', 'ja-JP').expect(200);
    expect([english.text.includes('<h1>Landing text</h1>'), english.headers['content-language']]).toEqual([true, 'en']);
  });

  it('take lang= first, then the remembered choice, then Accept-Language (issue 44)', async () => {
    const flagged = await request(sim.apps.app).get('/mindmetric/?lang=ar').set('Cookie', `${LANGUAGE_COOKIE}=de`).set('Accept-Language', 'de').expect(200);
    expect(flagged.headers['content-language']).toBe('ar');
    const remembered = await request(sim.apps.app).get('/mindmetric/').set('Cookie', `other=1; ${LANGUAGE_COOKIE}=de`).set('Accept-Language', 'ar').expect(200);
    expect(remembered.text).toContain('Wie scharf ist Ihr Verstand heute?');
    // A flag or cookie that names no language of ours is passed over, never an error.
    const unknown = await request(sim.apps.app).get('/mindmetric/?lang=%3Cx%3E').set('Cookie', `${LANGUAGE_COOKIE}=klingon`).set('Accept-Language', 'de').expect(200);
    expect(unknown.headers['content-language']).toBe('de');
    // A language the build did not prerender the page in gets the shell, whose script picks.
    const shell = await request(sim.apps.app).get('/mindmetric/?lang=fr').expect(200);
    expect([shell.text.includes('<div id="root"></div>'), shell.headers['content-language']]).toEqual([true, undefined]);
  });

  it('name their hreflang alternates by the whole URL on the app origin (issue 44)', async () => {
    const res = await request(sim.apps.app).get('/mindmetric/').expect(200);
    expect(res.text).toContain(`<link rel="alternate" hreflang="de" href="${TEST_ORIGINS.app}/mindmetric/?lang=de" />`);
  });

  it('fall back to the client-rendered shell for other routes and for a query the page was not rendered with', async () => {
    for (const path of ['/mindmetric/subscription', '/mindmetric/?step=3']) {
      const res = await request(sim.apps.app).get(path).expect(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.headers['cache-control']).toBe(REVALIDATE);
    }
  });

  it('include the vault frame, revalidated', async () => {
    const res = await request(sim.apps.asset).get('/vault-frame/').query({ parent: TEST_ORIGINS.app }).expect(200);
    expect(res.headers['cache-control']).toBe(REVALIDATE);
  });
});

describe('files that keep their name across builds', () => {
  it('are cached for an hour only', async () => {
    const res = await request(sim.apps.app).get('/robots.txt').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});

describe('the service origin', () => {
  it("loads the QA console's hashed script, and never serves its build manifest", async () => {
    const page = await request(sim.apps.service).get('/qa').expect(200);
    expect(page.text).toContain(`src="${QA_SCRIPT}"`);
    await request(sim.apps.service).get('/qa/assets/.vite/manifest.json').expect(404);
  });

  it('compresses the QA console and its API with brotli', async () => {
    for (const path of ['/qa', '/qa/api/scenarios']) {
      const res = await raw(request(sim.apps.service).get(path).set('Accept-Encoding', 'br')).expect(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      expect((res.body as Buffer).length).toBeGreaterThan(1000);
    }
  });
});

describe('a path that is not valid percent-encoding (issue 43)', () => {
  it.each([
    ['app', '/%E0%A4%A'],
    ['app', '/assets/%E0%A4%A'],
    ['app', '/mindmetric/%E0%A4%A'],
    ['app', '/%'],
    ['asset', '/vault-frame/%E0%A4%A'],
    ['asset', '/vault-frame/assets/%E0%A4%A'],
    ['service', '/qa/assets/%E0%A4%A'],
  ] as const)('on the %s origin, %s, is a problem+json 400, never an HTML page', async (origin, path) => {
    const res = await request(sim.apps[origin]).get(path).expect(400);
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
    expect(res.body).toMatchObject({ status: 400, code: 'bad-request', detail: expect.stringMatching(/^The path is not valid percent-encoding: GET \//) });
  });
});
