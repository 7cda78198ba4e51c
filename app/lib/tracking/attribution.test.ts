import { describe, expect, it } from 'vitest';
import {
  buildAttributionContext,
  externalReferrerToSave,
  rememberAttribution,
  rememberExternalReferrer,
  type AttributionInput,
  type StorageReadWriter,
} from './attribution';
import { STORAGE_KEYS } from './constants';

/** A Map-backed stand-in for localStorage. */
function memoryStorage(initial: Record<string, string> = {}): StorageReadWriter & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, String(value)) };
}

const NOW = 1_767_225_600_000; // 2026-01-01T00:00:00Z
const PAGE = 'https://app.example.test/mindmetric/quiz';
const UA_STRING = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

type PageInput = AttributionInput & { readonly storage: StorageReadWriter };
type Over = Partial<PageInput>;

const input = (over: Over = {}): PageInput => ({
  url: PAGE,
  cookies: '',
  storage: memoryStorage(),
  referrer: '',
  userAgent: UA_STRING,
  client: null,
  now: NOW,
  random: () => 0.5,
  ...over,
});

describe('buildAttributionContext: fixed labels, client and defaults', () => {
  it('fills every field, with empty strings for what is unknown', () => {
    expect(buildAttributionContext(input())).toEqual({
      project: 'mindmetric',
      pid: 'brain_fitness',
      campaign_id: '',
      campaign_name: '',
      adset_id: '',
      adset_name: '',
      ad_id: '',
      ad_name: '',
      media_source: '',
      config: '',
      country_code: '',
      fbc: '',
      fbp: `fb.1.${NOW}.5500000000`,
      referer: '',
      event_source_url: PAGE,
      client_user_agent: UA_STRING,
      client_ip_address: '',
      idfm: '',
    });
  });

  it.each([
    [{ ip: '203.0.113.7', country: 'us' }, 'US', '203.0.113.7'],
    [{ ip: ' 2001:db8::1 ', country: ' De ' }, 'DE', '2001:db8::1'],
    [{ ip: '', country: '' }, '', ''],
    [null, '', ''],
  ])('client %j -> country %j, ip %j', (client, country, ip) => {
    const context = buildAttributionContext(input({ client }));
    expect(context.country_code).toBe(country);
    expect(context.client_ip_address).toBe(ip);
  });
});

describe('buildAttributionContext: campaign fields', () => {
  const full = '?campaign_id=120210&campaign_name=IQ%20Spring&adset_id=99&adset_name=US%2025-44&ad_id=7&ad_name=Video%20A&media_source=facebook&config=v2';
  const stored = JSON.stringify({ campaign_id: 'old', campaign_name: 'Old', adset_id: 'o', adset_name: 'o', ad_id: 'o', ad_name: 'o', media_source: 'tiktok', config: 'v1' });

  it('reads them from the URL', () => {
    const c = buildAttributionContext(input({ url: PAGE + full }));
    expect([c.campaign_id, c.campaign_name, c.adset_id, c.adset_name, c.ad_id, c.ad_name, c.media_source, c.config]).toEqual([
      '120210',
      'IQ Spring',
      '99',
      'US 25-44',
      '7',
      'Video A',
      'facebook',
      'v2',
    ]);
  });

  it('falls back to the stored set when the URL names none', () => {
    const c = buildAttributionContext(input({ storage: memoryStorage({ [STORAGE_KEYS.campaign]: stored }) }));
    expect(c.campaign_id).toBe('old');
    expect(c.media_source).toBe('tiktok');
  });

  it('never mixes a new campaign with fields of an old one', () => {
    const c = buildAttributionContext(input({ url: `${PAGE}?campaign_id=new`, storage: memoryStorage({ [STORAGE_KEYS.campaign]: stored }) }));
    expect(c.campaign_id).toBe('new');
    expect(c.adset_id).toBe('');
    expect(c.media_source).toBe('');
  });

  it.each(['not json', '{"campaign_id":1}', 'null', '[]'])('ignores a stored set that does not parse: %s', (raw) => {
    const c = buildAttributionContext(input({ storage: memoryStorage({ [STORAGE_KEYS.campaign]: raw }) }));
    expect(c.campaign_id).toBe('');
  });
});

describe('buildAttributionContext: fbc and fbp', () => {
  const FBC = 'fb.1.1700000000000.IwAR2xyz';
  const FBP = 'fb.1.1700000000000.1234567890';

  it.each([
    ['cookie', { cookies: `_fbc=${FBC}`, url: `${PAGE}?fbclid=newer` }, FBC],
    ['stored value', { storage: memoryStorage({ [STORAGE_KEYS.fbc]: FBC }), url: `${PAGE}?fbclid=newer` }, FBC],
    ['cookie over stored', { cookies: `_fbc=${FBC}`, storage: memoryStorage({ [STORAGE_KEYS.fbc]: 'fb.1.1600000000000.old' }) }, FBC],
    ['fbclid fallback', { url: `${PAGE}?fbclid=IwAR0abc` }, `fb.1.${NOW}.IwAR0abc`],
    ['malformed cookie skipped', { cookies: '_fbc=garbage', url: `${PAGE}?fbclid=IwAR0abc` }, `fb.1.${NOW}.IwAR0abc`],
    ['empty fbclid', { url: `${PAGE}?fbclid=` }, ''],
    ['nothing', {}, ''],
  ] as const)('fbc from %s', (_name, over, expected) => {
    expect(buildAttributionContext(input(over)).fbc).toBe(expected);
  });

  it.each<[string, Over, string]>([
    ['cookie', { cookies: `a=1; _fbp=${FBP}` }, FBP],
    ['stored value', { storage: memoryStorage({ [STORAGE_KEYS.fbp]: FBP }) }, FBP],
    ['generated, low random', { random: () => 0 }, `fb.1.${NOW}.1000000000`],
    ['generated, high random', { random: () => 0.9999999999 }, `fb.1.${NOW}.9999999999`],
    ['malformed stored skipped', { storage: memoryStorage({ [STORAGE_KEYS.fbp]: 'fb.x' }), random: () => 0.25 }, `fb.1.${NOW}.3250000000`],
  ])('fbp from %s', (_name, over, expected) => {
    expect(buildAttributionContext(input(over)).fbp).toBe(expected);
  });

  it('generates fbp in the pixel format with ten random digits', () => {
    for (const r of [0, 0.1, 0.123456789, 0.5, 0.999]) {
      expect(buildAttributionContext(input({ random: () => r })).fbp).toMatch(/^fb\.1\.\d{13}\.\d{10}$/);
    }
  });
});

describe('buildAttributionContext: referer, event source and idfm', () => {
  it.each([
    ['stored external referrer', { storage: memoryStorage({ [STORAGE_KEYS.externalReferrer]: 'https://l.instagram.com/' }), referrer: `${PAGE}` }, 'https://l.instagram.com/'],
    ['current referrer', { referrer: 'https://www.facebook.com/' }, 'https://www.facebook.com/'],
    ['none', {}, ''],
  ] as const)('referer from %s', (_name, over, expected) => {
    expect(buildAttributionContext(input(over)).referer).toBe(expected);
  });

  it.each([
    ['stored redirect domain', { storage: memoryStorage({ [STORAGE_KEYS.redirectDomain]: 'https://pay.example.test' }) }, 'https://pay.example.test'],
    ['current address', { url: `${PAGE}?step=3` }, `${PAGE}?step=3`],
    ['empty stored value', { storage: memoryStorage({ [STORAGE_KEYS.redirectDomain]: '' }) }, PAGE],
    ['an outside referrer on this page', { referrer: 'https://iq-start.example.net/go?c=1' }, 'https://iq-start.example.net'],
    ['a referrer on this host', { referrer: `${PAGE}?step=2` }, PAGE],
  ] as const)('event_source_url from %s', (_name, over, expected) => {
    expect(buildAttributionContext(input(over)).event_source_url).toBe(expected);
  });

  it.each([
    ['query parameter', { url: `${PAGE}?_idfm=A1B2-C3` }, 'A1B2-C3'],
    ['query over stored', { url: `${PAGE}?_idfm=fresh`, storage: memoryStorage({ [STORAGE_KEYS.mobileId]: 'stale' }) }, 'fresh'],
    ['stored', { storage: memoryStorage({ [STORAGE_KEYS.mobileId]: 'kept' }) }, 'kept'],
    ['blank query falls back', { url: `${PAGE}?_idfm=%20`, storage: memoryStorage({ [STORAGE_KEYS.mobileId]: 'kept' }) }, 'kept'],
    ['none', {}, ''],
  ] as const)('idfm from %s', (_name, over, expected) => {
    expect(buildAttributionContext(input(over)).idfm).toBe(expected);
  });
});

describe('the external-referrer rule', () => {
  it.each([
    ['https://l.instagram.com/?u=x', PAGE, 'https://l.instagram.com/?u=x'],
    ['https://www.facebook.com/', PAGE, 'https://www.facebook.com/'],
    ['https://app.example.test/mindmetric/', PAGE, null],
    ['https://APP.example.test/other', PAGE, null],
    ['https://www.app.example.test/', PAGE, 'https://www.app.example.test/'],
    ['http://localhost:4000/qa', 'http://localhost:3000/mindmetric/', 'http://localhost:4000/qa'],
    ['', PAGE, null],
    ['not a url', PAGE, null],
    ['android-app://com.instagram.android/', PAGE, null],
  ])('%j on %s -> %j', (referrer, page, expected) => {
    expect(externalReferrerToSave(referrer, page)).toBe(expected);
  });

  it('saves only an external referrer and keeps the last one', () => {
    const storage = memoryStorage();
    rememberExternalReferrer('https://l.instagram.com/', PAGE, storage);
    rememberExternalReferrer(`${PAGE}?step=2`, PAGE, storage);
    expect(storage.data.get(STORAGE_KEYS.externalReferrer)).toBe('https://l.instagram.com/');
    rememberExternalReferrer('https://www.facebook.com/', PAGE, storage);
    expect(storage.data.get(STORAGE_KEYS.externalReferrer)).toBe('https://www.facebook.com/');
  });

  it('stores the redirect domain (the outside referrer\'s origin) with it, and later pages name it as event_source_url', () => {
    const storage = memoryStorage();
    rememberExternalReferrer('https://iq-start.example.net:8443/landing?c=1', PAGE, storage);
    expect(storage.data.get(STORAGE_KEYS.redirectDomain)).toBe('https://iq-start.example.net:8443');
    rememberExternalReferrer(`${PAGE}?step=2`, PAGE, storage);
    expect(storage.data.get(STORAGE_KEYS.redirectDomain)).toBe('https://iq-start.example.net:8443');
    expect(buildAttributionContext(input({ url: `${PAGE}?step=3`, storage })).event_source_url).toBe('https://iq-start.example.net:8443');
  });
});

describe('rememberAttribution', () => {
  it('makes the next page, without query or referrer, build the same context', () => {
    const storage = memoryStorage();
    const landing = input({
      url: 'https://app.example.test/mindmetric/?campaign_id=1&media_source=facebook&fbclid=IwAR9&_idfm=M-1',
      referrer: 'https://l.facebook.com/',
      storage,
      random: () => 0.42,
    });
    const first = buildAttributionContext(landing);
    rememberAttribution(landing, first);

    const later = buildAttributionContext(input({ url: `${PAGE}?step=5`, storage, now: NOW + 60_000, random: () => 0.99 }));
    expect(later).toEqual(first);
    expect(later.event_source_url).toBe('https://l.facebook.com');
  });

  it('stores no fbc when there is none', () => {
    const storage = memoryStorage();
    const page = input({ storage });
    rememberAttribution(page, buildAttributionContext(page));
    expect(storage.data.has(STORAGE_KEYS.fbc)).toBe(false);
    expect(storage.data.get(STORAGE_KEYS.fbp)).toBe(`fb.1.${NOW}.5500000000`);
  });
});
