/**
 * A members' section in the shopper's language (issue 33): the subscriptions page in Spanish and in
 * Arabic (right to left), its money in the plan's currency and its dates through Intl, the cadence
 * from the catalogue's legal words, and the same page in English as the spec writes it.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { WithdrawalOffer } from '../../../../contracts/members';
import { WITHDRAWAL_TEXT } from '../../../../catalog/withdrawal';
import { HttpError } from '../../../lib/fetch-json';
import { ImagePreloader } from '../../../components/ImagePreloader';
import spanish from '../../../lib/i18n/catalogues/es.json' with { type: 'json' };
import arabic from '../../../lib/i18n/catalogues/ar.json' with { type: 'json' };
import ManageSubscriptionsPage from './ManageSubscriptionsPage';
import { LANGUAGE_ARRIVAL, renderInLanguage, resetDocumentLanguage } from '../../../test-support/app-routes';
import { memberResponse, memberSubscription, subscriptionSummary } from '../../../test-support/member-response';

const MEMBER = memberResponse([
  memberSubscription({ add_ons: [subscriptionSummary({ id: 'add_1', plan_id: 'pro_analysis_report_s', name: 'Extended analysis report', kind: 'add-on', price: 14.99, renews: null, next_charge_at: null, created_at: '2026-11-29T10:05:00.000Z' })] }),
]);

vi.mock('../api/get-member', () => ({ useMember: () => ({ data: MEMBER, error: undefined, mutate: () => Promise.resolve(undefined) }) }));
vi.mock('../session', () => ({ useMemberSession: () => ({ uid: 'u1', email: 'ada@example.com', displayName: 'Ada', providers: ['password'] }) }));

/** The withdrawal form's offer and the service's answer to a withdrawal, as each test sets them. */
const OFFER: { current: WithdrawalOffer } = { current: {} as WithdrawalOffer };
const WITHDRAW = vi.fn<() => Promise<never>>();
vi.mock('../api/withdrawal', () => ({ useWithdrawalOffer: () => ({ data: OFFER.current, error: undefined }), useWithdraw: () => WITHDRAW }));
/** An offer refused for `reason` (null: eligible), its English words beside the code as the service sends them. */
const offer = (reason: string | null, refusal: string | null = null): WithdrawalOffer => ({
  subscription_id: 'sub_1',
  contract: 'Weekly plan with 7-day trial',
  plan_id: 'pro_weekly_trial',
  eligible: reason === null,
  reason,
  refusal,
  open_until: '2026-12-13T10:00:00.000Z',
  refund: {
    total: 32.98,
    currency: 'USD',
    payments: [
      { what: 'first payment', payment: { kind: 'first' }, amount: 1 },
      { what: 'renewal 1', payment: { kind: 'renewal', number: 1 }, amount: 19.99 },
      { what: 'Analysis report', payment: { kind: 'add-on', plan_id: 'pro_analysis_report_s2' }, amount: 11.99 },
    ],
  },
  name: '',
  email: 'ada@example.com',
});

// jsdom has no layout: the tables' overflow cue watches nothing here.
beforeEach(() => vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} }));

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  resetDocumentLanguage();
});

function renderAt(search: string): Promise<void> {
  return renderInLanguage(
    <MemoryRouter initialEntries={[`/webapp/manage-subscriptions${search}`]}>
      <Routes>
        <Route element={<ImagePreloader />}>
          <Route path="*" element={<ManageSubscriptionsPage />} />
        </Route>
      </Routes>
    </MemoryRouter>,
    new URLSearchParams(search).get('lang'),
  );
}

describe('the subscriptions section in the shopper’s language (issue 33)', { timeout: 20_000 }, () => {
  it('reads as the spec writes it in English', async () => {
    await renderAt('');
    const card = screen.getByRole('region', { name: 'Weekly plan with 7-day trial' });
    expect(within(card).getByText('$19.99 every week')).toBeTruthy();
    expect(within(card).getByText('December 6, 2026')).toBeTruthy();
    expect(within(card).getAllByText('Visa ending 4242')).toHaveLength(2);
    expect(within(card).getByText('$14.99 once')).toBeTruthy();
  });

  it('speaks Spanish: its words, the cadence from the legal catalogue, US$ and a Spanish date', async () => {
    await renderAt('?lang=es');
    expect(await screen.findByRole('heading', { name: spanish['members.subscriptionsHeading'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    // The plan and the add-on by their Spanish names (catalog/plan-names.ts), not the service's English.
    const card = screen.getByRole('region', { name: spanish['plans.full.weekly_trial'] });
    expect(within(card).getByRole('row', { name: new RegExp(spanish['plans.full.analysis_report']) })).toBeTruthy();
    expect(within(card).getByText(spanish['areaSubscriptions.statusActive'])).toBeTruthy();
    // Testing Library reads the no-break space in "19,99 US$" as a space.
    expect(within(card).getByText('19,99 US$ cada semana')).toBeTruthy();
    expect(within(card).getByText('6 de diciembre de 2026')).toBeTruthy();
    expect(within(card).getAllByText('Visa acabada en 4242')).toHaveLength(2);
    expect(within(card).getByRole('link', { name: spanish['areaSubscriptions.cancelSubscription'] })).toBeTruthy();
  });

  it('speaks Arabic right to left, the amounts isolated', async () => {
    await renderAt('?lang=ar');
    expect(await screen.findByRole('heading', { name: arabic['members.subscriptionsHeading'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    await expect.poll(() => [document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    const card = screen.getByRole('region', { name: arabic['plans.full.weekly_trial'] });
    expect(within(card).getByText(arabic['areaSubscriptions.nextCharge'])).toBeTruthy();
    expect(within(card).getByText(arabic['areaSubscriptions.price'], { selector: 'dt' }).nextElementSibling?.textContent).toBe('\u2067\u200f19.99\u00a0US$\u200e\u2069 كل أسبوع');
    // "US$ 14.99" kept whole inside right-to-left text (catalog/amount-in-text.ts), then "once" in Arabic.
    expect(within(card).getByRole('row', { name: new RegExp(arabic['plans.full.analysis_report']) }).textContent).toContain('\u2067\u200f14.99\u00a0US$\u200e\u2069 مرة واحدة');
  });

  it('offers the withdrawal in Spanish, and its form, its refunds and the service’s refusals read Spanish too', async () => {
    const subscription = MEMBER.subscriptions[0];
    if (!subscription) throw new Error('no subscription');
    subscription.withdrawal = { open_until: '2026-12-13T10:00:00.000Z', withdrawn_at: null, refund: null };
    try {
      await renderAt('?lang=es');
      const card = await screen.findByRole('region', { name: spanish['plans.full.weekly_trial'] }, LANGUAGE_ARRIVAL);
      expect(await within(card).findByRole('link', { name: spanish['withdrawal.label'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    } finally {
      subscription.withdrawal = null;
    }
    cleanup();

    OFFER.current = offer(null);
    WITHDRAW.mockRejectedValueOnce(new HttpError(422, { code: 'withdrawal-period-over', detail: WITHDRAWAL_TEXT.periodOver }));
    await renderAt('?lang=es&withdraw=sub_1');
    expect(await screen.findByRole('heading', { name: spanish['withdrawal.heading'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(screen.getByText(spanish['withdrawal.openUntil'].replace('{date}', '13 de diciembre de 2026'))).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: spanish['withdrawal.continue'] }));
    expect(screen.getByRole('heading', { name: spanish['withdrawal.confirmHeading'] })).toBeTruthy();
    expect(screen.getByText(spanish['withdrawal.firstPayment'])).toBeTruthy();
    expect(screen.getByText('Renovación 1')).toBeTruthy();
    expect(screen.getByText(spanish['plans.name.analysis_report'])).toBeTruthy();
    expect(screen.getAllByText(spanish['plans.full.weekly_trial']).length).toBeGreaterThan(0);
    expect(screen.getByText(spanish['withdrawal.youGetBack']).nextElementSibling?.textContent).toBe('32,98\u00a0US$');
    fireEvent.click(screen.getByRole('button', { name: spanish['withdrawal.confirm'] }));
    // The service's English detail is not shown: its code's text from the catalogue is.
    expect(await screen.findByText(spanish['errors.withdrawalPeriodOver'])).toBeTruthy();
    cleanup();

    OFFER.current = offer('period-over', WITHDRAWAL_TEXT.periodOver);
    await renderAt('?lang=es&withdraw=sub_1');
    expect(await screen.findByRole('alert', {}, LANGUAGE_ARRIVAL)).toHaveProperty('textContent', spanish['withdrawal.periodOver'].replace('{days}', '14'));
    expect(screen.getByRole('link', { name: spanish['withdrawal.backToSubscriptions'] })).toBeTruthy();
  });

  it('words the withdrawal’s payments and refusals in English from their codes, as the service’s English reads', async () => {
    OFFER.current = offer(null);
    await renderAt('?withdraw=sub_1');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const refunds = screen.getByText('You get back').closest('dl');
    expect([...(refunds?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual(['First payment', 'Renewal 1', 'Analysis report', 'You get back']);
    cleanup();

    for (const [reason, english] of [['period-over', WITHDRAWAL_TEXT.periodOver], ['not-offered', WITHDRAWAL_TEXT.notOffered], ['ended', WITHDRAWAL_TEXT.ended], ['withdrawn', WITHDRAWAL_TEXT.ended]] as const) {
      OFFER.current = offer(reason, english);
      await renderAt('?withdraw=sub_1');
      expect(screen.getByRole('alert').textContent).toBe(english);
      cleanup();
    }
  });

  it('in Arabic, reads a refusal by its code and an unknown code as its own fallback, never the service’s English', async () => {
    OFFER.current = offer('ended', WITHDRAWAL_TEXT.ended);
    await renderAt('?lang=ar&withdraw=sub_1');
    await expect.poll(() => screen.getByRole('alert').textContent, LANGUAGE_ARRIVAL).toBe(arabic['withdrawal.ended']);
    cleanup();

    OFFER.current = offer('bought-on-a-tuesday', 'Subscriptions bought on a Tuesday cannot be withdrawn from.');
    await renderAt('?lang=ar&withdraw=sub_1');
    await expect.poll(() => screen.getByRole('alert').textContent, LANGUAGE_ARRIVAL).toBe(arabic['withdrawal.refusedOther']);
  });
});
