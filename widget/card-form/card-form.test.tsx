import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUS, type CardFormState, type ToFrame } from '../vault-frame/protocol';
import { FRAME_HANDSHAKE_TIMEOUT_MS } from '../constants';
import { CARD_FRAME_FOCUS_EVENTS, createCardForm, type CardFormOptions } from './card-form';
import type { Logger } from '../logger';

const ASSET = 'https://asset.test';
const BR = [
  { count: 2, amount: '0.50' },
  { count: 3, amount: '0.34' },
];

const state = (bin: string | null): CardFormState => ({ isValid: false, cardNetwork: bin ? 'visa' : null, bin, billingAddress: null, elements: {} });

function setup(extra: Partial<CardFormOptions> = {}) {
  const container = document.createElement('div');
  document.body.append(container);
  const changes: CardFormState[] = [];
  const logged: string[] = [];
  const logger: Logger = { debug: () => {}, info: () => {}, warn: (m) => logged.push(`warn ${m}`), error: (m) => logged.push(`error ${m}`) };
  const host = createCardForm(container, { assetHost: ASSET, environment: 'PROD', onChange: (s) => changes.push(s), logger, ...extra });
  const iframe = container.querySelector('iframe');
  if (!iframe?.contentWindow) throw new Error('no iframe');
  const sent: ToFrame[] = [];
  vi.spyOn(iframe.contentWindow, 'postMessage').mockImplementation((message: unknown) => {
    sent.push(message as ToFrame);
  });
  const fromFrame = (data: unknown, origin = ASSET) =>
    window.dispatchEvent(new MessageEvent('message', { data: { bus: BUS, ...(data as object) }, origin, source: iframe.contentWindow }));
  return { host, iframe, changes, logged, sent, fromFrame };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('createCardForm: keyboard', () => {
  it('tells the page when Tab left the frame; unless a dialog moves focus itself, the page’s next or previous control takes it', () => {
    const before = document.createElement('button');
    document.body.append(before);
    const { iframe, fromFrame, sent } = setup();
    const after = document.createElement('button');
    document.body.append(after);
    fromFrame({ type: 'FOCUS_LEAVE', direction: 'next' });
    expect(document.activeElement).toBe(after);
    fromFrame({ type: 'FOCUS_LEAVE', direction: 'previous' });
    expect(document.activeElement).toBe(before);
    fromFrame({ type: 'FOCUS_LEAVE', direction: 'sideways' });
    fromFrame({ type: 'FOCUS_LEAVE', direction: 'next' }, 'https://evil.test');
    expect(document.activeElement).toBe(before);
    // A dialog's trap takes the event and moves focus its own way.
    const seen: unknown[] = [];
    document.body.addEventListener(CARD_FRAME_FOCUS_EVENTS.leave, (event) => {
      seen.push((event as CustomEvent).detail);
      event.preventDefault();
    });
    fromFrame({ type: 'FOCUS_LEAVE', direction: 'next' });
    expect([seen, document.activeElement]).toEqual([['next'], before]);
    // Escape in the frame is a keydown on the iframe, for the dialog around it; the trap asks the frame for a field.
    const keys: string[] = [];
    document.body.addEventListener('keydown', (event) => keys.push(event.key));
    fromFrame({ type: 'ESCAPE' });
    expect(keys).toEqual(['Escape']);
    iframe.dispatchEvent(new CustomEvent(CARD_FRAME_FOCUS_EVENTS.edge, { detail: 'last' }));
    expect(sent.at(-1)).toEqual({ bus: BUS, type: 'FOCUS_FIELD', edge: 'last' });
  });
});

describe('createCardForm', () => {
  it('passes the resolved options to the frame and logs option warnings', () => {
    const { iframe, logged } = setup({ userOptions: { expiryFields: 'separate', expiryFormat: 'DD/MM', logLevel: 'WARN' } });
    const url = new URL(iframe.src);
    expect(url.origin).toBe(ASSET);
    const config = JSON.parse(url.searchParams.get('config') ?? '{}');
    expect(config.layout).toEqual(['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_MONTH', 'EXPIRATION_YEAR', 'CVV']);
    expect(logged.join('\n')).toMatch(/UNSUPPORTED_EXPIRY_FORMAT/);
  });

  it('throws a coded error for a malformed option', () => {
    expect(() => setup({ userOptions: { layout: ['CARD_NUMBER', 'CARD_NUMBER'] } })).toThrow(/DUPLICATE_CARD_FORM_FIELD_TYPE/);
  });

  it('is aria-busy at the height its layout gives (frame-height.ts) until its frame tells the real one, or fails', () => {
    const { iframe, fromFrame } = setup();
    expect([iframe.style.height, iframe.getAttribute('aria-busy')]).toEqual(['236px', 'true']);
    fromFrame({ type: 'FRAME_READY' });
    expect(iframe.getAttribute('aria-busy')).toBe('true');
    fromFrame({ type: 'HEIGHT', px: 224 });
    expect([iframe.style.height, iframe.hasAttribute('aria-busy')]).toEqual(['224px', false]);

    const failed = setup();
    vi.advanceTimersByTime(FRAME_HANDSHAKE_TIMEOUT_MS);
    expect(failed.iframe.hasAttribute('aria-busy')).toBe(false);
  });

  it('reports changes from its frame only', () => {
    const { changes, fromFrame } = setup();
    fromFrame({ type: 'CHANGE', state: state(null) }, 'https://evil.test');
    expect(changes).toHaveLength(0);
    fromFrame({ type: 'CHANGE', state: state('42424242') });
    expect(changes).toEqual([state('42424242')]);
  });
});

describe('values (widget §5)', () => {
  it('refuses getValue and setValue in PROD', async () => {
    const { host } = setup();
    await expect(host.getValue('CARD_NUMBER')).rejects.toThrow(/SET_VALUE_DISABLED_IN_PROD/);
    expect(() => host.setValue('CARD_NUMBER', '4242')).toThrow(/SET_VALUE_DISABLED_IN_PROD/);
  });

  it('returns the frame value in DEV', async () => {
    const { host, sent, fromFrame } = setup({ environment: 'DEV' });
    fromFrame({ type: 'FRAME_READY' });
    const value = host.getValue('CARDHOLDER_NAME');
    await vi.waitFor(() => expect(sent.some((m) => m.type === 'GET_VALUE')).toBe(true));
    const request = sent.find((m) => m.type === 'GET_VALUE');
    if (request?.type !== 'GET_VALUE') throw new Error('no GET_VALUE');
    fromFrame({ type: 'VALUE', requestId: request.requestId, value: 'Ada' });
    await expect(value).resolves.toBe('Ada');
  });
});

describe('installments and the BIN lookup', () => {
  function withLookup(answers: Record<string, string>) {
    const bins: string[] = [];
    const fetchImpl = (async (_url: unknown, init?: RequestInit) => {
      const { bin } = JSON.parse(String(init?.body)) as { bin: string };
      bins.push(bin);
      return new Response(JSON.stringify({ issuerCountry: { code: answers[bin] ?? 'US' } }), { status: 200 });
    }) as typeof fetch;
    const ctx = setup({
      clientConfig: { supportsBillingInfo: false, supportsInstallments: true, installments: { BR } },
      binLookup: { link: 'https://service.test/provider/bin-lookup', token: 'ps_1' },
      fetch: fetchImpl,
    });
    return { ...ctx, bins };
  }
  const installmentsSent = (sent: ToFrame[]) => sent.filter((m) => m.type === 'SET_INSTALLMENTS').map((m) => (m.type === 'SET_INSTALLMENTS' ? m.options : null));

  it('looks the bin up at most once per 500 ms, the last bin winning, and sends its options', async () => {
    const { fromFrame, bins, sent } = withLookup({ '43893500': 'BR' });
    fromFrame({ type: 'CHANGE', state: state('438935') });
    fromFrame({ type: 'CHANGE', state: state('4389350') });
    fromFrame({ type: 'CHANGE', state: state('43893500') });
    expect(bins).toEqual(['438935']);
    await vi.advanceTimersByTimeAsync(499);
    expect(bins).toEqual(['438935']);
    await vi.advanceTimersByTimeAsync(1);
    expect(bins).toEqual(['438935', '43893500']);
    await vi.waitFor(() => expect(installmentsSent(sent)).toEqual([BR]));
  });

  it('clears the options when the number gets shorter than 6 digits, and ignores a late answer', async () => {
    const { fromFrame, sent } = withLookup({ '438935': 'BR' });
    fromFrame({ type: 'CHANGE', state: state('438935') });
    fromFrame({ type: 'CHANGE', state: state(null) });
    await vi.advanceTimersByTimeAsync(1000);
    expect(installmentsSent(sent)).toEqual([[]]);
  });

  it('falls back to no installments and logs BIN_LOOKUP_FAILED when the lookup fails', async () => {
    const ctx = setup({
      clientConfig: { supportsBillingInfo: false, supportsInstallments: true, installments: { BR } },
      binLookup: { link: 'https://service.test/provider/bin-lookup', token: 'ps_1' },
      fetch: (async () => new Response('', { status: 500 })) as typeof fetch,
    });
    ctx.fromFrame({ type: 'CHANGE', state: state('438935') });
    await vi.waitFor(() => expect(installmentsSent(ctx.sent)).toEqual([[]]));
    expect(ctx.logged.join('\n')).toMatch(/BIN_LOOKUP_FAILED/);
  });

  it('never looks up when installments are not supported', async () => {
    let called = false;
    const { fromFrame } = setup({
      binLookup: { link: 'https://service.test/provider/bin-lookup', token: 'ps_1' },
      fetch: (async () => {
        called = true;
        return new Response('{}');
      }) as typeof fetch,
    });
    fromFrame({ type: 'CHANGE', state: state('438935') });
    await vi.advanceTimersByTimeAsync(1000);
    expect(called).toBe(false);
  });

  describe('the frame handshake (IFRAME_CREATION_FAILED, widget §8)', () => {
    it('a frame that never announces itself is logged once and ends a waiting tokenization', async () => {
      const { host, logged, sent } = setup();
      const waiting = host.tokenize('bearer', `${ASSET}/vault`);
      vi.advanceTimersByTime(FRAME_HANDSHAKE_TIMEOUT_MS - 1);
      expect(host.unavailable()).toBe(false);
      vi.advanceTimersByTime(1);
      await expect(waiting).resolves.toMatchObject({ ok: false, reason: 'frame-unavailable' });
      expect(host.unavailable()).toBe(true);
      await expect(host.tokenize('bearer', `${ASSET}/vault`)).resolves.toMatchObject({ ok: false, reason: 'frame-unavailable' });
      expect(logged.filter((line) => line.startsWith('error IFRAME_CREATION_FAILED'))).toHaveLength(1);
      expect(sent.filter((m) => m.type === 'TOKENIZATION_REQUEST')).toEqual([]);
    });

    it('a frame that announces itself in time is never reported', async () => {
      const { host, logged, fromFrame, sent } = setup();
      fromFrame({ type: 'FRAME_READY' });
      vi.advanceTimersByTime(FRAME_HANDSHAKE_TIMEOUT_MS * 2);
      expect(host.unavailable()).toBe(false);
      void host.tokenize('bearer', `${ASSET}/vault`);
      await vi.waitFor(() => expect(sent.map((m) => m.type)).toContain('TOKENIZATION_REQUEST'));
      expect(logged.join('\n')).not.toMatch(/IFRAME_CREATION_FAILED/);
    });

    it('a frame that announces itself late is used again', () => {
      const { host, fromFrame } = setup();
      vi.advanceTimersByTime(FRAME_HANDSHAKE_TIMEOUT_MS);
      expect(host.unavailable()).toBe(true);
      fromFrame({ type: 'FRAME_READY' });
      expect(host.unavailable()).toBe(false);
    });

    it('a container outside any document cannot hold the frame', () => {
      const logged: string[] = [];
      const logger: Logger = { debug: () => {}, info: () => {}, warn: () => {}, error: (m) => logged.push(m) };
      const host = createCardForm(document.createElement('div'), { assetHost: ASSET, environment: 'PROD', onChange: () => {}, logger });
      expect(host.unavailable()).toBe(true);
      expect(logged).toEqual([expect.stringMatching(/^IFRAME_CREATION_FAILED: /)]);
    });
  });
});
