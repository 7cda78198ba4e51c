// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLLECT_ERRORS } from '../collect/collect-error-catalogue';
import { createVaultFrame, type VaultFrame } from './create-vault-frame';
import { BUS, DEFAULT_FRAME_CONFIG, type FromFrame, type FrameConfig, type TokenizationResult } from './protocol';

const APP = 'https://app.test';
const ASSETS = 'https://assets.test';
const VAULT = `${ASSETS}/vault`;
const b64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (n: number) => `${b64url('{}')}.${b64url(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, n }))}.sig`;

let frame: VaultFrame | null = null;
let posts: FromFrame[] = [];
let fetchCalls: { url: string; init: RequestInit | undefined }[] = [];
let vaultAnswers: Response[] = [];

const COUNTRIES = {
  US: { name: 'United States', iso3: 'USA', timezones: ['America/New_York'], showPostalCode: true, postalCodeRegex: '^\\d{5}$' },
  AE: { name: 'United Arab Emirates', iso3: 'ARE', timezones: ['Asia/Dubai'], showPostalCode: false, postalCodeRegex: null },
};

async function start(options: { env?: string; config?: FrameConfig; storage?: Map<string, string>; origin?: string; countries?: () => Response } = {}) {
  const search = new URLSearchParams({ parent: APP, ...(options.env ? { env: options.env } : {}), ...(options.config ? { config: JSON.stringify(options.config) } : {}) });
  const fetchImpl = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).endsWith('/static/countries.json')) return options.countries?.() ?? Response.json(COUNTRIES);
    fetchCalls.push({ url: String(input), init });
    return vaultAnswers.shift() ?? Response.json({ token: 'tok_card' });
  });
  const map = options.storage;
  const storage = map ? { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } : null;
  frame = createVaultFrame({ document, location: { origin: options.origin ?? ASSETS, search: `?${search}` }, parent: window, fetch: fetchImpl, storage });
  await vi.waitFor(() => expect(posts.some((p) => p.type === 'FRAME_READY')).toBe(true));
}

function send(data: unknown, origin = APP, source: MessageEventSource | null = window) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
}

function type(id: string, value: string) {
  const input = document.getElementById(id) as HTMLInputElement;
  input.dispatchEvent(new Event('focus'));
  input.value = value;
  input.dispatchEvent(new Event('input'));
  input.dispatchEvent(new Event('blur'));
  return input;
}

function fillValid(number = '4242424242424242') {
  type('vf-holder', 'Ada Lovelace');
  type('vf-number', number);
  type('vf-expiry', '12/30');
  type('vf-cvv', '123');
}

const changes = () => posts.flatMap((p) => (p.type === 'CHANGE' ? [p.state] : []));
const lastChange = () => changes().at(-1);

async function tokenize(bearerToken = jwt(1), vaultUrl = VAULT): Promise<TokenizationResult> {
  const requestId = `r${posts.length}`;
  send({ bus: BUS, type: 'TOKENIZATION_REQUEST', requestId, bearerToken, vaultUrl });
  return vi.waitFor(() => {
    const answer = posts.find((p) => p.type === 'TOKENIZATION_RESPONSE' && p.requestId === requestId);
    if (answer?.type !== 'TOKENIZATION_RESPONSE') throw new Error('no answer yet');
    return answer.result;
  });
}

beforeEach(() => {
  document.body.innerHTML = '<main id="vault-root"></main>';
  posts = [];
  fetchCalls = [];
  vaultAnswers = [];
  vi.spyOn(window, 'postMessage').mockImplementation((message: unknown, target?: unknown) => {
    expect(target).toBe(APP);
    posts.push(message as FromFrame);
  });
});

afterEach(() => {
  frame?.destroy();
  frame = null;
  vi.restoreAllMocks();
});

describe('vault frame: start and message bus', () => {
  it('mounts the collect container 50 ms after the form is created, then announces itself to the parent origin only', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = `?parent=${encodeURIComponent(APP)}`;
    frame = createVaultFrame({ document, location: { origin: ASSETS, search }, parent: window, fetch, storage: null });
    vi.advanceTimersByTime(49);
    expect([posts, document.querySelectorAll('.vf-row').length]).toEqual([[], 0]);
    vi.advanceTimersByTime(1);
    vi.useRealTimers();
    expect(document.querySelectorAll('.vf-row').length).toBeGreaterThan(0);
    expect(posts[0]).toEqual({ bus: BUS, type: 'FRAME_READY' });
    expect(lastChange()).toMatchObject({ isValid: false, cardNetwork: null, bin: null, billingAddress: null });
    expect(Object.keys(lastChange()?.elements ?? {})).toEqual(DEFAULT_FRAME_CONFIG.layout);
  });

  it('tells the host its height only once the fields are mounted, never the empty form’s', () => {
    // jsdom has no ResizeObserver: this one reports the form's size on observe (as browsers do) and when asked.
    const observers: (() => void)[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        constructor(private readonly report: () => void) {
          observers.push(() => this.report());
        }
        observe() {
          this.report();
        }
        disconnect() {}
      },
    );
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return { height: this.querySelectorAll('.vf-row').length > 0 ? 223.4 : 8 } as DOMRect;
    });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      frame = createVaultFrame({ document, location: { origin: ASSETS, search: `?parent=${encodeURIComponent(APP)}` }, parent: window, fetch, storage: null });
      for (const report of observers) report();
      expect(posts.filter((p) => p.type === 'HEIGHT')).toEqual([]);
      vi.advanceTimersByTime(50);
      // Posted once with the mount (a browser without ResizeObserver gets that one too), then on every resize.
      expect(posts.filter((p) => p.type === 'HEIGHT')).toEqual([{ bus: BUS, type: 'HEIGHT', px: 224 }]);
      for (const report of observers) report();
      expect(posts.filter((p) => p.type === 'HEIGHT')).toEqual([
        { bus: BUS, type: 'HEIGHT', px: 224 },
        { bus: BUS, type: 'HEIGHT', px: 224 },
      ]);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });

  it('refuses to start without a parent origin or with a malformed config', () => {
    expect(() => createVaultFrame({ document, location: { origin: ASSETS, search: '' }, parent: window, fetch, storage: null })).toThrow(/parent/);
    const search = `?parent=${encodeURIComponent(APP)}&config=%7Bnope`;
    expect(() => createVaultFrame({ document, location: { origin: ASSETS, search }, parent: window, fetch, storage: null })).toThrow(/malformed/);
  });

  it('ignores messages from another origin or another window', async () => {
    await start();
    fillValid();
    const request = { bus: BUS, type: 'TOKENIZATION_REQUEST', requestId: 'x', bearerToken: jwt(1), vaultUrl: VAULT };
    send(request, 'https://evil.test');
    send(request, APP, null);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchCalls).toEqual([]);
    expect(posts.some((p) => p.type === 'TOKENIZATION_RESPONSE')).toBe(false);
  });

  it('draws the state the collect container holds: grouped number, network badge, error after blur', async () => {
    await start();
    const number = type('vf-number', '4242424242424241');
    expect(number.value).toBe('4242 4242 4242 4241');
    expect(document.querySelector('.vf-brand')?.textContent).toBe('Visa');
    expect(document.getElementById('vf-number-error')?.textContent).not.toBe('');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    type('vf-number', '4242424242424242');
    expect(document.getElementById('vf-number-error')?.textContent).toBe('');
    expect(lastChange()?.elements.CARD_NUMBER).toEqual({ isEmpty: false, isComplete: true, isValid: true, isFocused: false, isRequired: true });
  });
});

describe('vault frame: keyboard', () => {
  const key = (target: Element, init: KeyboardEventInit) => {
    const event = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };

  it('tells the host when Tab leaves its last field or Shift+Tab its first, and keeps Tab between fields its own', async () => {
    await start();
    const [holder, number, cvv] = ['vf-holder', 'vf-number', 'vf-cvv'].map((id) => document.getElementById(id) as HTMLElement);
    posts = [];
    expect(key(number!, { key: 'Tab' }).defaultPrevented).toBe(false);
    expect(key(holder!, { key: 'Tab', shiftKey: false }).defaultPrevented).toBe(false);
    expect(posts).toEqual([]);
    expect(key(cvv!, { key: 'Tab' }).defaultPrevented).toBe(true);
    expect(key(holder!, { key: 'Tab', shiftKey: true }).defaultPrevented).toBe(true);
    expect(key(cvv!, { key: 'Tab', shiftKey: true }).defaultPrevented).toBe(false);
    expect(posts).toEqual([
      { bus: BUS, type: 'FOCUS_LEAVE', direction: 'next' },
      { bus: BUS, type: 'FOCUS_LEAVE', direction: 'previous' },
    ]);
  });

  it('forwards Escape to the host, and focuses its first or last field when the host asks', async () => {
    await start();
    posts = [];
    key(document.getElementById('vf-expiry')!, { key: 'Escape' });
    expect(posts).toEqual([{ bus: BUS, type: 'ESCAPE' }]);
    send({ bus: BUS, type: 'FOCUS_FIELD', edge: 'last' });
    expect(document.activeElement?.id).toBe('vf-cvv');
    send({ bus: BUS, type: 'FOCUS_FIELD', edge: 'first' });
    expect(document.activeElement?.id).toBe('vf-holder');
  });
});

describe('vault frame: what the host may learn of the card', () => {
  it('reports a live bin of 6 digits only, so 16 digits shortened to 13 never showed 8', async () => {
    await start();
    const input = document.getElementById('vf-number') as HTMLInputElement;
    let typed = '';
    for (const digit of '4242424242424242') {
      typed += digit;
      input.value = typed;
      input.dispatchEvent(new Event('input'));
    }
    while (typed.length > 13) {
      typed = typed.slice(0, -1);
      input.value = typed;
      input.dispatchEvent(new Event('input'));
    }
    const bins = new Set(changes().map((c) => c.bin));
    expect(bins).toEqual(new Set([null, '424242']));
    expect(JSON.stringify(posts)).not.toContain('4242424');
  });

  it('answers a tokenization with first 8 + last 4 from 16 digits and first 6 + last 4 below', async () => {
    await start();
    fillValid('4242424242424242');
    expect(await tokenize()).toMatchObject({ ok: true, card: { token: 'tok_card', bin: '42424242', last4: '4242', network: 'visa' } });
    type('vf-number', '4135792468019');
    const result = await tokenize();
    expect(result).toMatchObject({ ok: true, card: { bin: '413579', last4: '8019', network: 'visa' } });
    expect(JSON.stringify(posts)).not.toContain('4135792');
  });

  it('takes only the token from the vault, never its bin or number', async () => {
    await start();
    fillValid('4135792468019');
    vaultAnswers.push(Response.json({ token: 'tok_x', bin: '41357924', card_number: '4135792468019' }));
    expect(await tokenize()).toMatchObject({ ok: true, card: { token: 'tok_x', bin: '413579' } });
    expect(JSON.stringify(posts)).not.toContain('41357924');
  });

  it('GET_VALUE: PROD gives the masked number and no other value; DEV gives values and SET_VALUE works', async () => {
    await start();
    fillValid();
    send({ bus: BUS, type: 'GET_VALUE', requestId: 'n', element: 'CARD_NUMBER' });
    send({ bus: BUS, type: 'GET_VALUE', requestId: 'c', element: 'CVV' });
    send({ bus: BUS, type: 'SET_VALUE', element: 'CVV', value: '999' });
    const values = posts.flatMap((p) => (p.type === 'VALUE' ? [[p.requestId, p.value]] : []));
    expect(values).toEqual([['n', '4242 4242 XXXX XXXX'], ['c', null]]);
    expect((document.getElementById('vf-cvv') as HTMLInputElement).value).toBe('123');
    frame?.destroy();
    document.body.innerHTML = '<main id="vault-root"></main>';
    await start({ env: 'DEV', origin: 'https://assets.dev.test' });
    send({ bus: BUS, type: 'SET_VALUE', element: 'CVV', value: '12a4' });
    send({ bus: BUS, type: 'GET_VALUE', requestId: 'd', element: 'CVV' });
    expect(posts.at(-1)).toEqual({ bus: BUS, type: 'VALUE', requestId: 'd', value: '124' });
  });

  it('a frame served from a production origin stays PROD when its URL asks for DEV (issue 43)', async () => {
    await start({ env: 'DEV', origin: 'https://assets.mindmetric.example' });
    fillValid();
    send({ bus: BUS, type: 'SET_VALUE', element: 'CVV', value: '999' });
    send({ bus: BUS, type: 'GET_VALUE', requestId: 'n', element: 'CARD_NUMBER' });
    send({ bus: BUS, type: 'GET_VALUE', requestId: 'c', element: 'CVV' });
    const values = posts.flatMap((p) => (p.type === 'VALUE' ? [[p.requestId, p.value]] : []));
    expect(values).toEqual([['n', '4242 4242 XXXX XXXX'], ['c', null]]);
    expect((document.getElementById('vf-cvv') as HTMLInputElement).value).toBe('123');
  });
});

describe('vault frame: tokenization', () => {
  it('sends the card only to its own vault; any other URL is refused and nothing is fetched', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start();
    fillValid();
    for (const url of ['https://evil.test/steal', `${ASSETS}/elsewhere`, `${APP}/vault`]) {
      expect(await tokenize(jwt(1), url)).toMatchObject({ ok: false, reason: 'vault-url-refused' });
    }
    expect(fetchCalls).toEqual([]);
    expect(logged).toHaveBeenCalledTimes(3);
    await tokenize(jwt(1), `${VAULT}/`);
    expect(fetchCalls.map((c) => c.url)).toEqual([`${VAULT}/tokenize`]);
    expect(JSON.parse(String(fetchCalls[0]?.init?.body))).toEqual({ cardholder_name: 'Ada Lovelace', card_number: '4242424242424242', expiry_month: 12, expiry_year: 2030, cvv: '123' });
  });

  it('refuses an invalid form without calling the vault and shows every field error', async () => {
    await start();
    type('vf-number', '4242');
    expect(await tokenize()).toMatchObject({ ok: false, reason: 'invalid-form' });
    expect(fetchCalls).toEqual([]);
    expect(document.getElementById('vf-holder-error')?.textContent).not.toBe('');
    expect(document.getElementById('vf-cvv-error')?.textContent).not.toBe('');
  });

  it('a vault "Invalid token" is vault-token-invalid, and the next request uses the new token', async () => {
    await start();
    fillValid();
    vaultAnswers.push(new Response(JSON.stringify({ error: { message: 'Invalid token' } }), { status: 401 }));
    expect(await tokenize(jwt(1))).toMatchObject({ ok: false, reason: 'vault-token-invalid' });
    const fresh = jwt(2);
    expect(await tokenize(fresh)).toMatchObject({ ok: true });
    expect(new Headers(fetchCalls[1]?.init?.headers).get('Authorization')).toBe(`Bearer ${fresh}`);
  });

  it('uses the token each request carries: the host owns the token (a refreshed session brings a new one)', async () => {
    await start();
    fillValid();
    const [first, second] = [jwt(1), jwt(2)];
    await tokenize(first);
    await tokenize(first);
    await tokenize(second);
    expect(fetchCalls.map((c) => new Headers(c.init?.headers).get('Authorization'))).toEqual([`Bearer ${first}`, `Bearer ${first}`, `Bearer ${second}`]);
  });

  it('a vault failure or an answer without a token is vault-error', async () => {
    await start();
    fillValid();
    vaultAnswers.push(new Response('boom', { status: 500 }), Response.json({ nothing: true }));
    // The collect error's message carries its catalogue description (the catalogue loads only when an error is reported).
    expect(await tokenize()).toMatchObject({ ok: false, reason: 'vault-error', message: `[collect] VAULT_NETWORK_ERROR (HTTP 500: boom): ${COLLECT_ERRORS.VAULT_NETWORK_ERROR}` });
    expect(await tokenize()).toMatchObject({ ok: false, reason: 'vault-error' });
  });

  it('with separate month and year fields, an expired pair is invalid and a future one tokenizes', async () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const yy = pad(now.getFullYear() % 100);
    await start({ config: { ...DEFAULT_FRAME_CONFIG, layout: ['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_MONTH', 'EXPIRATION_YEAR', 'CVV'] } });
    type('vf-holder', 'Ada Lovelace');
    type('vf-number', '4242424242424242');
    type('vf-cvv', '123');
    type('vf-year', yy);
    if (now.getMonth() > 0) {
      type('vf-month', pad(now.getMonth()));
      expect(lastChange()?.elements.EXPIRATION_MONTH?.isValid).toBe(false);
      expect(await tokenize()).toMatchObject({ ok: false, reason: 'invalid-form' });
    }
    type('vf-year', pad((now.getFullYear() + 1) % 100));
    type('vf-month', '01');
    expect(await tokenize()).toMatchObject({ ok: true });
    expect(JSON.parse(String(fetchCalls.at(-1)?.init?.body))).toMatchObject({ expiry_month: 1, expiry_year: now.getFullYear() + 1 });
  });
});

describe('vault frame: billing address and store checkbox', () => {
  const config: FrameConfig = { ...DEFAULT_FRAME_CONFIG, billingAddress: true, storeInstrument: { label: 'Save my card', checked: false, style: {} } };

  it('is not valid until a country (and its postal code) is chosen; both go with the token', async () => {
    const storage = new Map<string, string>();
    await start({ config, storage });
    fillValid();
    const select = await vi.waitFor(() => {
      const found = document.getElementById('vf-country') as HTMLSelectElement | null;
      if (!found || found.disabled) throw new Error('countries not loaded');
      return found;
    });
    expect(lastChange()?.isValid).toBe(false);
    select.value = 'US';
    select.dispatchEvent(new Event('change'));
    expect(storage.get('mm-card-form-country')).toBe('US');
    expect(lastChange()?.isValid).toBe(false);
    const postal = document.getElementById('vf-postal') as HTMLInputElement;
    expect(postal.closest('.vf-postal')?.hasAttribute('hidden')).toBe(false);
    postal.value = '1234';
    postal.dispatchEvent(new Event('blur'));
    expect(document.getElementById('vf-postal-error')?.textContent).not.toBe('');
    postal.value = '12345';
    postal.dispatchEvent(new Event('input'));
    expect(lastChange()).toMatchObject({ isValid: true, billingAddress: { country: { code: 'US', name: 'United States' }, postalCode: '12345' } });
    const box = document.getElementById('vf-store') as HTMLInputElement;
    box.checked = true;
    box.dispatchEvent(new Event('change'));
    expect(await tokenize()).toMatchObject({ ok: true, collected: { storeInstrument: true, billingInfo: { country: { code: 'US' }, postalCode: '12345' } } });
  });

  it('a countries list answered 429 is a too-many-requests error: logged, the shopper told, the form never valid', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await start({ config, countries: () => new Response('', { status: 429 }) });
    fillValid();
    await vi.waitFor(() => expect(document.querySelector('.vf-billing-status')?.textContent).toBe('Countries could not be loaded. Reload the page to try again.'));
    expect(logged.mock.calls.map(([line]) => String(line))).toContainEqual(expect.stringContaining('TOO_MANY_REQUESTS'));
    expect((document.getElementById('vf-country') as HTMLSelectElement).disabled).toBe(true);
    expect(lastChange()?.isValid).toBe(false);
    logged.mockRestore();
  });

  it('selects the country remembered in the frame’s session storage', async () => {
    await start({ config, storage: new Map([['mm-card-form-country', 'AE']]) });
    await vi.waitFor(() => expect((document.getElementById('vf-country') as HTMLSelectElement).value).toBe('AE'));
    expect(lastChange()?.billingAddress).toEqual({ country: { code: 'AE', name: 'United Arab Emirates' }, postalCode: '' });
  });
});
