/**
 * The redirect-return screens in the shopper's language (issue 33), rendered through the app's own
 * routes: 'Payment pending' while the bank confirms, in Spanish; a purchase that could not be finished,
 * in Arabic and right to left, its reason read from the service's stable code and never its English.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import { HttpError } from '../../lib/fetch-json';
import spanish from '../../lib/i18n/catalogues/es.json' with { type: 'json' };
import arabic from '../../lib/i18n/catalogues/ar.json' with { type: 'json' };
import { LANGUAGE_ARRIVAL, renderAppRoute, resetDocumentLanguage } from '../../test-support/app-routes';

const finalizePurchase = vi.hoisted(() => vi.fn());
vi.mock('../../lib/link-purchase', () => ({ finalizePurchase }));
// The status call cannot even start (it throws before asking, as without the app's config): the screen says it is in trouble, never waits in silence.
vi.mock('./api/purchase-status', () => ({
  purchaseStatus: () => {
    throw new Error('The app config block (#app-config) is missing from index.html.');
  },
  nextPollDelayMs: () => 60_000,
}));

beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch'))));

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  sessionStorage.clear();
  resetDocumentLanguage();
});

describe('the redirect-return screens in another language (issue 33)', { timeout: 20_000 }, () => {
  it('waits for the bank in Spanish, and says in Spanish that the server was not reached', async () => {
    await renderAppRoute(`${paths.subscription}?lang=es&paymentResult=pending&execution=ex_1`);
    expect(await screen.findByText(spanish['redirect.bankPendingDetail'], undefined, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(screen.getByText(spanish['checkout.paymentPending'])).toBeTruthy();
    expect(await screen.findByText(spanish['redirect.serverTrouble'], undefined, LANGUAGE_ARRIVAL)).toBeTruthy();
    // The site header's names in Spanish too, from the checkout's part (the header's shared chunk carries English only).
    expect(screen.getByRole('link', { name: spanish['checkout.signIn'] }).getAttribute('href')).toBe(paths.signIn);
    expect(screen.getByRole('link', { name: spanish['checkout.home'] })).toBeTruthy();
  });

  it('tells an Arabic shopper, right to left, why the purchase was not finished: the service’s code in Arabic, a code the app has no text for in the service’s own words, never a generic error', async () => {
    finalizePurchase.mockRejectedValueOnce(new HttpError(409, { code: 'conflict', reason: 'subscription-not-active', error: 'This subscription is not active.' }));
    await renderAppRoute(`${paths.subscription}?lang=ar&vUserEmail=a%40b.co&vSubscriptionId=sub_1`);
    expect(await screen.findByRole('heading', { name: arabic['redirect.finalizeFailedTitle'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(arabic['errors.subscriptionNotActive']);
    expect(screen.getByRole('link', { name: arabic['checkout.signIn'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: /@/ }).getAttribute('href')).toMatch(/^mailto:/);
    await expect.poll(() => [document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
    cleanup();

    finalizePurchase.mockRejectedValueOnce(new HttpError(409, { code: 'brand-new-code', detail: 'This subscription was moved to another account.' }));
    await renderAppRoute(`${paths.subscription}?lang=ar&vUserEmail=a%40b.co&vSubscriptionId=sub_2`);
    expect(await screen.findByRole('heading', { name: arabic['redirect.finalizeFailedTitle'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('This subscription was moved to another account.');
  });
});
