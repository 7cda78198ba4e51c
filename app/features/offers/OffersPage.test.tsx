import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAppConfig } from '../../config/app-config.test-support';
import { writeSessionValue } from '../../lib/session-values';
import OffersPage from './OffersPage';
import type { FromMembersState } from '../../lib/from-members';
import { memberResponse, memberSubscription, subscriptionSummary } from '../../test-support/member-response';

// The signed-in member's ID token, as Firebase would give it (the service verifies it; here the answers are stubbed).
vi.mock('../../lib/auth/id-token', () => ({ idTokenHeaders: () => Promise.resolve({ 'x-id-token': 'token-of-ada' }), NotSignedInError: class NotSignedInError extends Error {} }));

describe('OffersPage', () => {
  beforeAll(() => installAppConfig('https://api.example.com'));
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it.each([
    ['with a purchase in this tab', true, 'Your subscription is active', 'One-time add-ons, charged once to the card you just used. No need to type it again.'],
    ['without one', false, 'Your purchase is not in this browser', 'One-time add-ons, charged once to the card of your subscription.'],
  ])('has exactly one h1 %s, and says which card the add-ons are charged to', (_label, bought, title, charged) => {
    if (bought) {
      writeSessionValue('subscriptionId', 'sub-1');
      writeSessionValue('userEmail', 'ada@example.com');
    }
    render(
      <MemoryRouter initialEntries={['/offers']}>
        <OffersPage />
      </MemoryRouter>,
    );
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual([title]);
    expect(screen.getByText(charged)).toBeTruthy();
  });

  it('speaks the shopper’s language once its texts arrive, the prices as German writes dollars (issue 33)', async () => {
    writeSessionValue('subscriptionId', 'sub-1');
    writeSessionValue('userEmail', 'ada@example.com');
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline in this test')));
    render(
      <MemoryRouter initialEntries={['/offers?lang=de']}>
        <OffersPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Abo ist aktiv' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('ada@example.com', { selector: 'strong' }).parentElement?.textContent).toBe('Ihre Quittung ist unterwegs an ada@example.com. Ihr vollständiger Bericht liegt im Mitgliederbereich: Öffnen Sie ihn unten mit „Zu meinem Training“.');
    expect(screen.getByRole('link', { name: 'Mitglieder-Anmeldung' })).toBeTruthy();
    const adds = screen.getAllByRole('button', { name: /^Für .+\u00a0\$ hinzufügen$/ });
    expect(adds.length).toBeGreaterThan(0);
  }, 20_000);

  it('offers a subscriber sent from the members’ area add-ons to their subscription in their language, not a welcome (issue 41)', async () => {
    writeSessionValue('subscriptionId', 'sub-1');
    writeSessionValue('userEmail', 'ada@example.com');
    vi.stubGlobal('fetch', () => Promise.reject(new Error('offline in this test')));
    render(
      <MemoryRouter initialEntries={[{ pathname: '/offers', search: '?lang=de', state: { from: 'members' } satisfies FromMembersState }]}>
        <OffersPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Abo erweitern' }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText('Willkommen an Bord')).toBeNull();
    expect(screen.getByText('Einmalige Extras, einmal von der Karte Ihres Abos abgebucht.')).toBeTruthy();
  }, 20_000);

  it('offers a signed-in subscriber with no purchase in this tab add-ons to the subscription their verified token names, and buys against it (issue 41)', async () => {
    localStorage.setItem('__signedIn', '1');
    const me = memberResponse([memberSubscription({ id: 'sub_9', add_ons: [subscriptionSummary({ id: 'add_1', plan_id: 'pro_early_access_s', kind: 'add-on', renews: null, next_charge_at: null })] })], { name_given: true });
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      if (String(url).endsWith('/members/me')) return Promise.resolve(new Response(JSON.stringify(me), { status: 200 }));
      if (String(url).endsWith('/subs/create-no-user')) return Promise.resolve(new Response(JSON.stringify({ id: 'add_2' }), { status: 201 }));
      return Promise.reject(new Error(`unexpected ${String(url)}`));
    });
    render(
      <MemoryRouter initialEntries={['/offers']}>
        <OffersPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Add to your subscription' })).toBeTruthy();
    expect(screen.queryByText('Your purchase is not in this browser')).toBeNull();
    const read = calls.find((c) => c.url === 'https://api.example.com/members/me');
    expect(new Headers(read?.init?.headers).get('x-id-token')).toBe('token-of-ada');
    // What the subscription holds (early access) is not offered again.
    expect(screen.queryByRole('heading', { level: 3, name: /early access/i })).toBeNull();
    const [add] = screen.getAllByRole('button', { name: /^Add for / });
    if (!add) throw new Error('no add-on offered');
    fireEvent.click(add);
    fireEvent.click(screen.getByRole('button', { name: /^Confirm and pay / }));
    await screen.findByText('Added to your plan');
    const bought = calls.find((c) => c.url.endsWith('/subs/create-no-user'));
    expect(JSON.parse(String(bought?.init?.body))).toMatchObject({ subscription_id: 'sub_9', email: 'ada@example.com' });
    // The token proves the subscription the account's, whatever email it was bought with.
    expect(new Headers(bought?.init?.headers).get('x-id-token')).toBe('token-of-ada');
  });

  it('shows the buyer\'s own score, read from the service by the scored quiz attempt', async () => {
    const attempt = `qa_${'12'.repeat(16)}`;
    sessionStorage.setItem('mm.quizScored', attempt);
    const score = { attempt_id: attempt, iq: 126, iq_low: 114, iq_high: 138, percentile: 95.9, se_iq: 6.1, calibration_version: 0, items: 20, skipped: [], provisional_items: 20, completed_at: '2026-11-27T10:00:00.000Z' };
    const fetchMock = vi.fn((_url: string) => Promise.resolve(new Response(JSON.stringify({ id: attempt, answered: [], status: 'completed', score }), { status: 200 })));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/offers']}>
        <OffersPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('126', { selector: '.results__number' })).toBeTruthy();
    expect(screen.getByTestId('iq-interval').textContent).toBe('114–138');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`https://api.example.com/quiz/attempts/${attempt}`);
    expect(screen.getByTestId('score-basis').textContent).toBe('This score rests on your answers to 20 of the 20 questions.');
  });

  it('says a score from a visit that started at question 20 rests on 1 of the 20 questions, its interval as wide as the service gave it', async () => {
    const attempt = `qa_${'34'.repeat(16)}`;
    sessionStorage.setItem('mm.quizScored', attempt);
    const skipped = Array.from({ length: 19 }, (_, i) => i + 1);
    const score = { attempt_id: attempt, iq: 108, iq_low: 79, iq_high: 133, percentile: 70.2, se_iq: 13.9, calibration_version: 0, items: 1, skipped, provisional_items: 1, completed_at: '2026-11-27T10:00:00.000Z' };
    vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ id: attempt, answered: [20], status: 'completed', score }), { status: 200 })));
    render(
      <MemoryRouter initialEntries={['/offers']}>
        <OffersPage />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('score-basis')).textContent).toBe('This score rests on your answers to 1 of the 20 questions.');
    expect(screen.getByTestId('iq-interval').textContent).toBe('79–133');
  });

  it('makes no score up when this tab has no scored quiz (no default 115)', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    writeSessionValue('iqScore', '115');
    render(
      <MemoryRouter initialEntries={['/offers']}>
        <OffersPage />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { name: 'Your estimated IQ' })).toBeNull();
    expect(screen.queryByText('115')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
