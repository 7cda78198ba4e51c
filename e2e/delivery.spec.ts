/**
 * How the built product reaches a phone (issue 13): hashed files of the app, asset and service
 * origins go out as precompressed brotli with a year's immutable caching; pages are compressed and
 * revalidated.
 */
import { expect, test, type APIRequestContext } from './fixtures/test';
import { E2E_ORIGINS } from './origins';

const BR = { 'Accept-Encoding': 'br, gzip' };

async function firstScript(request: APIRequestContext, url: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(url)).text();
  const path = pattern.exec(html)?.[0];
  if (!path) throw new Error(`No script matching ${pattern} in ${url}`);
  return path;
}

/** Each origin's hashed scripts, found in the page that loads them (the vault frame's page is on the asset origin). */
const HASHED_SCRIPTS = [
  { what: 'the app origin sends its hashed scripts', origin: E2E_ORIGINS.app, page: `${E2E_ORIGINS.app}/mindmetric/`, pattern: /\/assets\/[\w-]+\.js/ },
  {
    what: 'the asset origin sends the vault frame scripts',
    origin: E2E_ORIGINS.asset,
    page: `${E2E_ORIGINS.asset}/vault-frame/?parent=${encodeURIComponent(E2E_ORIGINS.app)}`,
    pattern: /\/vault-frame\/assets\/[\w-]+\.js/,
  },
  { what: "the service origin sends the QA console's hashed script", origin: E2E_ORIGINS.service, page: `${E2E_ORIGINS.service}/qa`, pattern: /\/qa\/assets\/[\w-]+\.js/ },
] as const;

for (const script of HASHED_SCRIPTS) {
  test(`${script.what} as brotli, immutable for a year`, async ({ request }) => {
    const path = await firstScript(request, script.page, script.pattern);
    const res = await request.get(`${script.origin}${path}`, { headers: BR });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding']).toBe('br');
    expect(res.headers()['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });
}

test('pages are never cached stale; the QA console is compressed', async ({ request }) => {
  const page = await request.get(`${E2E_ORIGINS.app}/mindmetric/`, { headers: BR });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const qa = await request.get(`${E2E_ORIGINS.service}/qa`, { headers: BR });
  expect(qa.headers()['content-encoding']).toBe('br');
});

test("the landing's HTML holds its visible text before any script runs, and so does the quiz's first screen", async ({ request }) => {
  const landing = await request.get(`${E2E_ORIGINS.app}/mindmetric/`, { headers: BR });
  expect(landing.headers()['content-encoding']).toBe('br');
  const html = await landing.text();
  const root = /<div id="root" data-prerendered="landing">([\s\S]*)<\/div>/.exec(html)?.[1] ?? '';
  for (const text of ['How sharp is your mind today?', 'Start the test', 'Reasoning, not trivia']) expect(root).toContain(text);
  // The page's styles are inline; the full sheet loads without blocking the first paint.
  expect(html).toMatch(/<style>[^<]*\.hero/);
  expect(html.replace(/<noscript>.*?<\/noscript>/g, '')).not.toMatch(/<link rel="stylesheet"(?![^>]*media="print")/);
  const quiz = await (await request.get(`${E2E_ORIGINS.app}/mindmetric/quiz`)).text();
  expect(quiz).toMatch(/data-prerendered="quiz">[\s\S]*Question 1 of 20</);
  // Their scripts only hydrate them: nothing in the HTML fetches one before the first paint.
  for (const page of [html, quiz]) {
    expect(page).not.toMatch(/<script[^>]+src=|<link rel="modulepreload"/);
    expect(page).toMatch(/requestAnimationFrame\(function \(\) \{ setTimeout\(boot\); \}\)/);
    // ...and a click made before they run is held for the app to replay (e2e/early-click.spec.ts).
    expect(page).toContain("d.addEventListener('click', hold, true)");
  }
  // The server writes nothing of the query into the page: a hostile flag value never reaches the HTML.
  const hostile = await (await request.get(`${E2E_ORIGINS.app}/mindmetric/?scenario=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&tt=%3Cimg%20src%3Dx%3E`)).text();
  expect(hostile).toContain('data-prerendered="landing"');
  expect(hostile).not.toMatch(/alert\(1\)|<img src=x>/);
  const later = await (await request.get(`${E2E_ORIGINS.app}/mindmetric/quiz?step=4`)).text();
  expect(later).toContain('<div id="root"></div>');
});

test('the prerendered landing hydrates without a mismatch and leads into the quiz', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/mindmetric/');
  const heading = page.getByRole('heading', { level: 1, name: 'How sharp is your mind today?' });
  await expect(heading).toBeVisible();
  await page.getByRole('link', { name: 'Start the test' }).click();
  await expect(page.getByText('Question 1 of 20')).toBeVisible();
  expect(errors.filter((e) => /hydrat|did not match|didn't match/i.test(e))).toEqual([]);
});

test('QA flags on a prerendered page reach its links', async ({ page }) => {
  await page.goto('/mindmetric/?scenario=declined');
  await expect(page.getByRole('link', { name: 'Start the test' })).toHaveAttribute('href', '/mindmetric/quiz?scenario=declined');
});
