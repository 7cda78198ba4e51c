import { describe, expect, it } from 'vitest';
import { DEFAULT_REDIRECT_SERVICE_URL, redirectServiceUrl, resolveRedirectServiceUrl } from './constants';
import { escapeModeFor, escapeTarget } from './escape';
import { UA } from './user-agents.fixture';

const SERVICE = 'https://escape.example.test/go';
const PAGE = 'https://app.example.test/mindmetric/quiz?bb=true&startFrom=3&campaign_id=42';
const enc = encodeURIComponent;

const target = (url: string, userAgent: string, isLandingOrQuiz = true) => escapeTarget({ url, userAgent, isLandingOrQuiz }, SERVICE);

describe('escapeTarget: which browsers move, and how', () => {
  it.each([
    ['instagramIos12', `${SERVICE}/file?url=${enc(PAGE)}`],
    ['instagramIos14', `${SERVICE}/file?url=${enc(PAGE)}`],
    ['facebookIos13', `${SERVICE}/file?url=${enc(PAGE)}`],
    ['instagramIos15', null],
    ['facebookIos15', null],
    ['instagramIos16', `${SERVICE}/chrome?url=${enc('googlechromes://app.example.test/mindmetric/quiz?bb=true&startFrom=3&campaign_id=42')}`],
    ['instagramIpadOs16', `${SERVICE}/chrome?url=${enc('googlechromes://app.example.test/mindmetric/quiz?bb=true&startFrom=3&campaign_id=42')}`],
    ['facebookIos16', `${SERVICE}/chrome?url=${enc('googlechromes://app.example.test/mindmetric/quiz?bb=true&startFrom=3&campaign_id=42')}`],
    ['instagramIos17', `${SERVICE}/safari?url=${enc('x-safari-https://app.example.test/mindmetric/quiz?bb=true&startFrom=3&campaign_id=42')}`],
    ['facebookIos17', `${SERVICE}/safari?url=${enc('x-safari-https://app.example.test/mindmetric/quiz?bb=true&startFrom=3&campaign_id=42')}`],
    ['messengerIos18', `${SERVICE}/safari?url=${enc('x-safari-https://app.example.test/mindmetric/quiz?bb=true&startFrom=3&campaign_id=42')}`],
    [
      'instagramAndroid',
      `${SERVICE}/android?url=${enc(`intent://app.example.test/mindmetric/quiz?bb=true&startFrom=3&campaign_id=42#Intent;scheme=https;action=android.intent.action.VIEW;S.browser_fallback_url=${enc(PAGE)};end`)}`,
    ],
    ['safariIos17', null],
    ['chromeIos16', null],
    ['chromeAndroid', null],
    ['chromeDesktop', null],
    ['tiktokIos17', null],
  ] as const)('%s', (name, expected) => {
    expect(target(PAGE, UA[name])).toBe(expected);
  });

  it('stays on every page other than landing and quiz', () => {
    expect(target(PAGE, UA.instagramIos17, false)).toBeNull();
    expect(target(PAGE, UA.instagramAndroid, false)).toBeNull();
  });

  it('keeps an http page on the http flavour of each scheme', () => {
    const page = 'http://localhost:3000/mindmetric/?bb=true';
    expect(target(page, UA.instagramIos16)).toBe(`${SERVICE}/chrome?url=${enc('googlechrome://localhost:3000/mindmetric/?bb=true')}`);
    expect(target(page, UA.instagramIos17)).toBe(`${SERVICE}/safari?url=${enc('x-safari-http://localhost:3000/mindmetric/?bb=true')}`);
    expect(target(page, UA.facebookAndroid)).toContain(enc('#Intent;scheme=http;'));
  });

  it('carries the fragment along with the address', () => {
    expect(target('https://a.test/mindmetric/?bb=true#faq', UA.instagramIos14)).toBe(`${SERVICE}/file?url=${enc('https://a.test/mindmetric/?bb=true#faq')}`);
  });
});

describe('escapeTarget: the bb and bb_android flags', () => {
  const landing = (query: string) => `https://a.test/mindmetric/${query}`;

  it.each([
    ['', UA.instagramIos17, false],
    ['?bb=false', UA.instagramIos17, false],
    ['?bb=', UA.instagramIos17, false],
    ['?bb=true', UA.instagramIos17, true],
    ['?bb=TRUE', UA.instagramIos17, true],
    ['?bb=1', UA.instagramIos17, true],
    ['?bb_android=true', UA.instagramIos17, false],
    ['?bb_android=true', UA.facebookIos16, false],
    ['?bb_android=true', UA.instagramAndroid, true],
    ['?bb_android=true', UA.facebookAndroid, true],
    ['?bb_android=no', UA.facebookAndroid, false],
    ['?bb=true', UA.facebookAndroid, true],
    ['?bb=false&bb_android=true', UA.instagramAndroid, true],
  ])('%j with %s moves: %s', (query, userAgent, moves) => {
    expect(target(landing(query), userAgent) !== null).toBe(moves);
  });
});

describe('escapeModeFor: the iOS thresholds 14, 15, 16', () => {
  it.each([
    [9, 'file'],
    [14, 'file'],
    [15, null],
    [16, 'chrome'],
    [17, 'safari'],
    [26, 'safari'],
  ] as const)('iOS %i -> %s', (major, mode) => {
    expect(escapeModeFor({ os: 'ios', major })).toBe(mode);
  });
});

describe('escapeTarget: inputs it must not trust', () => {
  it('stays put on an address it cannot parse', () => {
    expect(target('not a url', UA.instagramIos17)).toBeNull();
  });

  it('treats a service base with or without a trailing slash alike', () => {
    const withSlash = escapeTarget({ url: PAGE, userAgent: UA.instagramIos17, isLandingOrQuiz: true }, `${SERVICE}/`);
    expect(withSlash).toBe(target(PAGE, UA.instagramIos17));
  });

  it('uses the configured service when none is passed', () => {
    expect(escapeTarget({ url: PAGE, userAgent: UA.instagramIos14, isLandingOrQuiz: true })).toBe(`${redirectServiceUrl()}file?url=${enc(PAGE)}`);
  });
});

describe('resolveRedirectServiceUrl', () => {
  it.each([undefined, null, '', '   '])('falls back to the loopback-only default for %j', (configured) => {
    expect(resolveRedirectServiceUrl(configured)).toBe(DEFAULT_REDIRECT_SERVICE_URL);
    expect(new URL(DEFAULT_REDIRECT_SERVICE_URL).hostname.endsWith('.localhost')).toBe(true);
  });

  it.each([
    ['https://escape.example.com', 'https://escape.example.com/'],
    [' https://escape.example.com/open/ ', 'https://escape.example.com/open/'],
    ['http://localhost:4002/escape', 'http://localhost:4002/escape/'],
  ])('accepts %j', (configured, expected) => {
    expect(resolveRedirectServiceUrl(configured)).toBe(expected);
  });

  it('without a build value, takes the one the serving page names (the simulator\'s stand-in); a malformed one is ignored', () => {
    expect(resolveRedirectServiceUrl(undefined, 'http://localhost:4001/in-app-escape')).toBe('http://localhost:4001/in-app-escape/');
    expect(resolveRedirectServiceUrl('', 'http://localhost:4001/in-app-escape/')).toBe('http://localhost:4001/in-app-escape/');
    expect(resolveRedirectServiceUrl(undefined, 'javascript:alert(1)')).toBe(DEFAULT_REDIRECT_SERVICE_URL);
    // A build that names a real service keeps it whatever the page says.
    expect(resolveRedirectServiceUrl('https://escape.example.com', 'http://localhost:4001/in-app-escape/')).toBe('https://escape.example.com/');
  });

  it.each(['escape.example.com', 'javascript:alert(1)', 'ftp://x.test/', 42])('refuses %j with a message that says what to set', (configured) => {
    expect(() => resolveRedirectServiceUrl(configured)).toThrow(/VITE_IN_APP_ESCAPE_URL must be an absolute http\(s\) URL/);
  });
});
