/**
 * How the built product reaches a phone (issue 13): hashed files of the app and asset origins go
 * out as precompressed brotli with a year's immutable caching; pages are compressed and revalidated.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_ORIGINS } from './origins';

const BR = { 'Accept-Encoding': 'br, gzip' };

async function firstScript(request: APIRequestContext, url: string, pattern: RegExp): Promise<string> {
  const html = await (await request.get(url)).text();
  const path = pattern.exec(html)?.[0];
  if (!path) throw new Error(`No script matching ${pattern} in ${url}`);
  return path;
}

test('the app origin sends its hashed scripts as brotli, immutable for a year', async ({ request }) => {
  const path = await firstScript(request, `${E2E_ORIGINS.app}/mindmetric/`, /\/assets\/[\w-]+\.js/);
  const res = await request.get(`${E2E_ORIGINS.app}${path}`, { headers: BR });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['vary']).toMatch(/Accept-Encoding/i);
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('the asset origin sends the vault frame scripts as brotli, immutable for a year', async ({ request }) => {
  const frame = `${E2E_ORIGINS.asset}/vault-frame/?parent=${encodeURIComponent(E2E_ORIGINS.app)}`;
  const path = await firstScript(request, frame, /\/vault-frame\/assets\/[\w-]+\.js/);
  const res = await request.get(`${E2E_ORIGINS.asset}${path}`, { headers: BR });
  expect(res.headers()['content-encoding']).toBe('br');
  expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('pages are never cached stale; the QA console is compressed', async ({ request }) => {
  const page = await request.get(`${E2E_ORIGINS.app}/mindmetric/`, { headers: BR });
  expect(page.headers()['cache-control']).toBe('no-cache');
  const qa = await request.get(`${E2E_ORIGINS.service}/qa`, { headers: BR });
  expect(qa.headers()['content-encoding']).toBe('br');
});
