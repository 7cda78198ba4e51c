/**
 * A members' section in the shopper's language (issue 33): the subscriptions page in Spanish and in
 * Arabic (right to left), its money in the plan's currency and its dates through Intl, the cadence
 * from the catalogue's legal words, and the same page in English as the spec writes it.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberResponse } from '../../../../contracts/members';
import { ImagePreloader } from '../../../components/ImagePreloader';
import spanish from '../../../lib/i18n/catalogues/es.json' with { type: 'json' };
import arabic from '../../../lib/i18n/catalogues/ar.json' with { type: 'json' };
import ManageSubscriptionsPage from './ManageSubscriptionsPage';

const MEMBER: MemberResponse = {
  uid: 'u1',
  email: 'ada@example.com',
  name: 'Ada',
  active: true,
  subscriptions: [
    {
      id: 'sub_1',
      plan_id: 'pro_weekly_trial',
      name: 'Weekly plan with 7-day trial',
      kind: 'subscription',
      status: 'active',
      price: 19.99,
      currency: 'USD',
      renews: 'every week',
      next_charge_at: '2026-12-06T10:00:00.000Z',
      ends_at: null,
      network: 'visa',
      last4: '4242',
      created_at: '2026-11-29T10:00:00.000Z',
      add_ons: [{ id: 'add_1', plan_id: 'pro_report', name: 'Extended analysis report', kind: 'add-on', status: 'active', price: 14.99, currency: 'USD', renews: null, next_charge_at: null, ends_at: null, network: 'visa', last4: '4242', created_at: '2026-11-29T10:05:00.000Z' }],
      withdrawal: null,
      price_change: null,
    },
  ],
};

vi.mock('../api/get-member', () => ({ useMember: () => ({ data: MEMBER, error: undefined, mutate: () => Promise.resolve(undefined) }) }));

// jsdom has no layout: the tables' overflow cue watches nothing here.
beforeEach(() => vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} }));

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  document.documentElement.removeAttribute('dir');
  document.documentElement.removeAttribute('lang');
});

const ARRIVAL = { timeout: 10_000 };

function renderAt(search: string) {
  render(
    <MemoryRouter initialEntries={[`/webapp/manage-subscriptions${search}`]}>
      <Routes>
        <Route element={<ImagePreloader />}>
          <Route path="*" element={<ManageSubscriptionsPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('the subscriptions section in the shopper’s language (issue 33)', { timeout: 20_000 }, () => {
  it('reads as the spec writes it in English', () => {
    renderAt('');
    const card = screen.getByRole('region', { name: 'Weekly plan with 7-day trial' });
    expect(within(card).getByText('$19.99 every week')).toBeTruthy();
    expect(within(card).getByText('December 6, 2026')).toBeTruthy();
    expect(within(card).getAllByText('Visa ending 4242')).toHaveLength(2);
    expect(within(card).getByText('$14.99 once')).toBeTruthy();
  });

  it('speaks Spanish: its words, the cadence from the legal catalogue, US$ and a Spanish date', async () => {
    renderAt('?lang=es');
    expect(await screen.findByRole('heading', { name: spanish['members.subscriptionsHeading'] }, ARRIVAL)).toBeTruthy();
    const card = screen.getByRole('region', { name: 'Weekly plan with 7-day trial' });
    expect(within(card).getByText(spanish['areaSubscriptions.statusActive'])).toBeTruthy();
    // Testing Library reads the no-break space in "19,99 US$" as a space.
    expect(within(card).getByText('19,99 US$ cada semana')).toBeTruthy();
    expect(within(card).getByText('6 de diciembre de 2026')).toBeTruthy();
    expect(within(card).getAllByText('Visa acabada en 4242')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: spanish['areaSubscriptions.cancelSubscription'] })).toBeTruthy();
  });

  it('speaks Arabic right to left, the amounts isolated', async () => {
    renderAt('?lang=ar');
    expect(await screen.findByRole('heading', { name: arabic['members.subscriptionsHeading'] }, ARRIVAL)).toBeTruthy();
    await expect.poll(() => [document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    const card = screen.getByRole('region', { name: 'Weekly plan with 7-day trial' });
    expect(within(card).getByText(arabic['areaSubscriptions.nextCharge'])).toBeTruthy();
    expect(within(card).getByText(arabic['areaSubscriptions.price'], { selector: 'dt' }).nextElementSibling?.textContent).toBe('\u2067\u200f19.99\u00a0US$\u200e\u2069 كل أسبوع');
    // "US$ 14.99" kept whole inside right-to-left text (catalog/amount-in-text.ts), then "once" in Arabic.
    expect(within(card).getByRole('row', { name: /Extended analysis report/ }).textContent).toContain('\u2067\u200f14.99\u00a0US$\u200e\u2069 مرة واحدة');
  });
});
