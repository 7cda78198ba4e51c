import { cleanup, render, screen } from '@testing-library/react';
import { atom } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemberResponse, SubscriptionSummary } from '../../../contracts/members';
import { paths } from '../../config/paths';
import { CANCEL_TEXT } from './cancel-text';
import UnsubscriptionPage from './UnsubscriptionPage';

const api = vi.hoisted(() => ({ loadMySubscriptions: vi.fn<() => Promise<MemberResponse>>() }));

vi.mock('../../lib/auth/auth-atoms', () => ({
  authStateAtom: atom({ status: 'signed-in', user: { uid: 'u-1' } }),
}));
vi.mock('./api/cancel', async (importOriginal) => ({ ...(await importOriginal<object>()), loadMySubscriptions: api.loadMySubscriptions }));

const subscription = (over: Partial<SubscriptionSummary>): MemberResponse['subscriptions'][number] => ({
  id: 'sub-1',
  plan_id: 'plan-1w',
  name: '1-week trial',
  kind: 'subscription',
  status: 'active',
  price: 19.99,
  currency: 'USD',
  renews: 'every week',
  next_charge_at: null,
  ends_at: null,
  network: 'visa',
  last4: '4242',
  created_at: '2026-11-01T00:00:00.000Z',
  add_ons: [],
  withdrawal: null,
  price_change: null,
  ...over,
});

const member = (subscriptions: MemberResponse['subscriptions']): MemberResponse => ({ uid: 'u-1', email: 'ada@example.com', name: 'Ada', name_given: false, active: true, subscriptions });

function renderPage() {
  render(
    <MemoryRouter initialEntries={[paths.unsubscription]}>
      <UnsubscriptionPage />
    </MemoryRouter>,
  );
}

describe('UnsubscriptionPage with nothing left to cancel', () => {
  afterEach(cleanup);

  it('says the subscription is already ending and links back to the subscriptions', async () => {
    api.loadMySubscriptions.mockResolvedValue(member([subscription({ ends_at: '2026-12-01T00:00:00.000Z' })]));
    renderPage();
    const back = await screen.findByRole('link', { name: CANCEL_TEXT.toSubscriptions });
    expect(back.getAttribute('href')).toBe(paths.webapp.manageSubscriptions);
    expect(screen.getByText(/is already cancelled: you keep access until/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: CANCEL_TEXT.confirm })).toBeNull();
  });

  it('says there is nothing to cancel and links back when nothing renews', async () => {
    api.loadMySubscriptions.mockResolvedValue(member([]));
    renderPage();
    expect(await screen.findByText(CANCEL_TEXT.nothingToCancel)).toBeTruthy();
    expect(screen.getByRole('link', { name: CANCEL_TEXT.toSubscriptions }).getAttribute('href')).toBe(paths.webapp.manageSubscriptions);
  });

  it('offers the cancel form while a subscription still renews', async () => {
    api.loadMySubscriptions.mockResolvedValue(member([subscription({})]));
    renderPage();
    expect(await screen.findByRole('button', { name: CANCEL_TEXT.confirm })).toBeTruthy();
    expect(screen.queryByRole('link', { name: CANCEL_TEXT.toSubscriptions })).toBeNull();
  });
});
