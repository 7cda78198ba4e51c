// @vitest-environment jsdom
/** The console's browser script against a stubbed /qa/api: it escapes every API value and filters. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { qaConsolePage } from '../console-page';

const XSS = '<img src=x onerror="window.__pwned=1">';

const api: Record<string, unknown> = {
  '/qa/api/sessions': [
    {
      token: 'ps_abcdefgh…',
      planId: XSS,
      email: 'grace@example.com',
      amount: { value: '1.00', currency: 'USD' },
      requestedScenario: 'declined',
      executionId: `exe_${XSS}`,
      scenarioRun: 'declined',
      statuses: [{ code: 'authorizeFailed', time: '2026-01-01T00:00:00.000Z' }],
      createdAt: '2026-01-01T00:00:00.000Z',
      journal: [{ at: '2026-01-01T00:00:00.000Z', method: 'POST', path: `/vault/tokenize?${XSS}`, status: 400, durationMs: 1, summary: `{"card_number":"****4242","x":"${XSS}"}` }],
    },
  ],
  '/qa/api/events': [
    { id: 'evt_1', event: 'intro_shown', userAgent: XSS, ip: '::1', attribution: { campaign: { campaign_name: XSS, fbp: XSS }, country: null, cfTrack: null }, receivedAt: '2026-01-01T00:00:00.000Z' },
  ],
  '/qa/api/ad-events': [
    { id: 'adv_1', tracker: 'ad-pixel', pixel_id: 'px-1', event: 'Purchase', value: 0.75, currency: 'USD', page_url: `http://app.test/${XSS}`, received_at: '2026-01-01T00:00:00.000Z' },
    { id: 'adv_2', tracker: 'short-video', pixel_id: 'px-1', event: 'ViewContent', value: null, currency: null, page_url: 'http://app.test/', received_at: '2026-01-01T00:00:00.000Z' },
  ],
  '/qa/api/subscriptions': [
    {
      id: `sub_${XSS}`, plan_id: 'p', email: XSS, status: 'active', execution_id: 'e', amount_value: '1.00', currency: 'USD', card_network: 'visa', card_last4: '4242', scenario_id: 'success', attribution: '{}', created_at: '2026-01-01T00:00:00.000Z',
      addOns: [{ id: 'add_1', subscription_id: 's', plan_id: `pro_ult_pack_${XSS}`, amount_value: '28.99', currency: 'USD', charge_id: 'c', created_at: '2026-01-01T00:00:00.000Z' }],
    },
  ],
  '/qa/api/provider-events': [
    {
      id: `evt_${XSS}`, type: 'charge.authorized', executionId: 'exe_1', state: 'delivered', attempts: 2, faults: { dropFirst: 1 }, createdAt: '2026-01-01T00:00:00.000Z', nextAttemptAt: null,
      attemptLog: [
        { attempt: 1, at: '2026-01-01T00:00:00.000Z', outcome: 'dropped', status: null, detail: XSS },
        { attempt: 2, at: '2026-01-01T00:00:10.000Z', outcome: 'acknowledged', status: 200, detail: null },
      ],
    },
  ],
  '/qa/api/outbox': [
    { id: 'eml_1', kind: 'subscription-receipt', to: 'receipt@example.com', subject: `Your receipt ${XSS}`, text: `Plan: ${XSS}\nNext charge: November 29, 2026`, html: '<p>x</p>', subscriptionId: 'sub_1', createdAt: '2026-01-01T00:00:00.000Z' },
  ],
  '/qa/api/phone-codes': { phoneCodes: [{ phoneNumber: '+16505550101', code: '123456' }, { phoneNumber: XSS, code: XSS }] },
  '/qa/api/heartbeats': {
    heartbeats: [
      { user_ref: 'firebase:ada', day: '2026-11-22', payload: `{"route":"${XSS}"}`, created_at: Date.parse('2026-11-22T10:00:00Z') },
      { user_ref: 'firebase:bob', day: '2026-11-22', payload: '{"route":"compare"}', created_at: Date.parse('2026-11-22T09:00:00Z') },
    ],
  },
};
const requested: string[] = [];

beforeEach(async () => {
  vi.useFakeTimers();
  requested.length = 0;
  vi.stubGlobal('fetch', async (path: string, init?: RequestInit) => {
    requested.push(init?.method === 'POST' ? `POST ${path}` : path);
    return new Response(JSON.stringify(api[path] ?? []), { status: 200 });
  });
  document.open();
  document.write(qaConsolePage('http://app.test/mindmetric/', 'n', null));
  document.close();
  // The shipped module, run afresh on each new page.
  vi.resetModules();
  await import('./main');
  await vi.waitFor(() => expect(document.getElementById('subs-count')?.textContent).toBe('1'));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('QA console script', () => {
  it('renders API values as text, never as markup', () => {
    expect(document.querySelectorAll('main img')).toHaveLength(0);
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
    expect(document.getElementById('sessions')?.textContent).toContain(XSS);
    expect(document.getElementById('events')?.textContent).toContain(XSS);
    expect(document.getElementById('subscriptions')?.textContent).toContain(XSS);
    expect(document.getElementById('outbox')?.textContent).toContain(XSS);
  });

  it('labels each payment session with its shopper’s email, and finds it by that email', () => {
    expect(document.querySelector('#sessions summary')?.textContent).toContain('grace@example.com');
    const filter = document.getElementById('filter') as HTMLInputElement;
    filter.value = 'grace@example.com';
    filter.dispatchEvent(new Event('input'));
    expect(document.getElementById('sessions-count')?.textContent).toBe('1');
    filter.value = '';
    filter.dispatchEvent(new Event('input'));
  });

  it('links each session to its replay export, its execution id encoded', () => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('#sessions a')].find((a) => a.textContent === 'Export for replay');
    expect(link?.getAttribute('href')).toBe(`/qa/api/sessions/${encodeURIComponent(`exe_${XSS}`)}/replay`);
    expect(link?.hasAttribute('download')).toBe(true);
  });

  it('lists the outbox: each email opens to its text, with a link to the page the recipient sees', () => {
    expect(document.getElementById('outbox-count')?.textContent).toBe('1');
    const email = document.querySelector<HTMLDetailsElement>('#outbox details.email');
    expect(email?.querySelector('summary')?.textContent).toContain('to receipt@example.com');
    expect(email?.querySelector('pre')?.textContent).toContain('Next charge: November 29, 2026');
    expect(email?.querySelector('a')?.getAttribute('href')).toBe('/qa/outbox/eml_1');
  });

  it('lists members\u2019 heartbeats as text, narrowed to one user by the filter', () => {
    expect(document.getElementById('heartbeats-count')?.textContent).toBe('2');
    expect(document.getElementById('heartbeats')?.textContent).toContain(XSS);
    const filter = document.getElementById('filter') as HTMLInputElement;
    filter.value = 'firebase:bob';
    filter.dispatchEvent(new Event('input'));
    expect(document.getElementById('heartbeats-count')?.textContent).toBe('1 of 2');
    // The filter is kept in the address; clear it for the next test.
    filter.value = '';
    filter.dispatchEvent(new Event('input'));
  });

  it('lists the phone sign-in codes the emulator issued, as text, newest first', () => {
    expect(document.getElementById('phone-codes-count')?.textContent).toBe('2');
    const rows = [...document.querySelectorAll('#phone-codes tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent));
    expect(rows).toEqual([['+16505550101', '123456'], [XSS, XSS]]);
    expect(document.querySelector('#phone-codes img')).toBeNull();
  });

  it('lists what the ad trackers received, with the purchase value', () => {
    expect(document.getElementById('ad-events-count')?.textContent).toBe('2');
    const rows = [...document.querySelectorAll('#ad-events tbody tr')].map((tr) => [...tr.querySelectorAll('td')].slice(1, 5).map((td) => td.textContent));
    expect(rows).toEqual([
      ['ad-pixel', 'px-1', 'Purchase', '0.75 USD'],
      ['short-video', 'px-1', 'ViewContent', '—'],
    ]);
    expect(document.getElementById('ad-events')?.textContent).toContain(XSS);
  });

  it('shows add-ons under their subscription', () => {
    expect(document.querySelector('#subscriptions td:nth-child(9)')?.textContent).toContain('28.99');
    expect(document.querySelector('#subscriptions td:nth-child(8)')?.textContent).toBe('browser');
  });

  it('lists the provider’s webhook events with every delivery attempt, and resends one on request', async () => {
    expect(document.getElementById('webhooks-count')?.textContent).toBe('1');
    const cells = [...document.querySelectorAll('#webhooks tbody td')].map((td) => td.textContent ?? '');
    expect(cells[1]).toContain('charge.authorized');
    expect(cells[3]).toBe('delivered');
    expect(cells[4]).toContain('1. dropped');
    expect(cells[4]).toContain('2. acknowledged 200');
    expect(document.getElementById('webhooks')?.querySelectorAll('img')).toHaveLength(0);
    document.querySelector<HTMLButtonElement>('#webhooks button[data-resend]')?.click();
    await vi.waitFor(() => expect(requested).toContain(`POST /qa/api/provider-events/${encodeURIComponent(`evt_${XSS}`)}/resend`));
  });

  it('asks the server for the funnel events of the chosen event and campaign', async () => {
    const select = document.getElementById('events-event') as HTMLSelectElement;
    select.value = 'card_submit';
    select.dispatchEvent(new Event('change'));
    const campaign = document.getElementById('events-campaign') as HTMLInputElement;
    campaign.value = 'spring sale';
    campaign.dispatchEvent(new Event('input'));
    await vi.advanceTimersByTimeAsync(300);
    expect(requested).toContain('/qa/api/events?event=card_submit&campaign=spring+sale');
  });

  it('filters scenarios, sessions, events and subscriptions by every word typed', () => {
    const filter = document.getElementById('filter') as HTMLInputElement;
    filter.value = 'insufficient funds';
    filter.dispatchEvent(new Event('input'));
    const visible = [...document.querySelectorAll<HTMLLIElement>('#scenario-list > li')].filter((li) => !li.hidden);
    expect(visible.map((li) => li.querySelector('code')?.textContent)).toEqual(['insufficient-funds']);
    expect(document.getElementById('sessions-count')?.textContent).toBe('0 of 1');
    filter.value = 'intro_shown';
    filter.dispatchEvent(new Event('input'));
    expect(document.getElementById('events-count')?.textContent).toBe('1');
    expect(document.getElementById('subs-count')?.textContent).toBe('0 of 1');
  });
});
