/**
 * The account and cancellation pages in the shopper's language (issue 33), rendered through the app's
 * own route table: the sign-in page (with an identity error) and the cancel page in Spanish and in Arabic (right to left, the
 * header's words from the page's own part), the cancel page's legal facts (price in the plan's
 * currency, cadence, next charge date) through Intl and the catalogue.
 */
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { atom } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberResponse } from '../../../contracts/members';
import { paths } from '../../config/paths';
import arabic from '../../lib/i18n/catalogues/ar.json' with { type: 'json' };
import spanish from '../../lib/i18n/catalogues/es.json' with { type: 'json' };
import { LANGUAGE_ARRIVAL, renderAppRoute, resetDocumentLanguage } from '../../test-support/app-routes';
import { memberResponse, memberSubscription } from '../../test-support/member-response';

type AuthState = { status: 'signed-out'; reason: null } | { status: 'signed-in'; user: { uid: string; email: string } };
/** Who is signed in for the page being rendered. */
const auth = vi.hoisted(() => ({ current: { status: 'signed-out', reason: null } as unknown }));
vi.mock('../../lib/auth/auth-atoms', async (importOriginal) => ({ ...(await importOriginal<object>()), authStateAtom: atom(() => auth.current) }));
// The identity provider is not here: the page's calls to it are stand-ins, and the password policy Firebase's default.
vi.mock('./sign-in-actions', () => ({ isEmailLink: () => false, emailForLink: () => null, completeEmailLink: vi.fn(), signInWithSocial: vi.fn(), sendEmailLink: vi.fn(), sendPasswordReset: vi.fn(), createAccountWithPassword: vi.fn(), signInWithPassword: vi.fn(), sendPhoneCode: vi.fn() }));
vi.mock('./server-policy', async () => {
  const { DEFAULT_PASSWORD_POLICY } = await import('./password-policy');
  return { passwordPolicy: () => DEFAULT_PASSWORD_POLICY };
});
const api = vi.hoisted(() => ({ loadMySubscriptions: vi.fn<() => Promise<MemberResponse>>() }));
vi.mock('../cancel/api/cancel', async (importOriginal) => ({ ...(await importOriginal<object>()), loadMySubscriptions: api.loadMySubscriptions }));

beforeEach(() => vi.stubGlobal('fetch', () => Promise.reject(new Error('no service in this test'))));
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  resetDocumentLanguage();
});

async function renderAt(entry: string, state: AuthState) {
  auth.current = state;
  await renderAppRoute(entry);
}

const signedOut: AuthState = { status: 'signed-out', reason: null };
const signedIn: AuthState = { status: 'signed-in', user: { uid: 'u-1', email: 'ada@example.com' } };

describe('the sign-in page in another language (issue 33)', { timeout: 20_000 }, () => {
  it('reads Spanish from the catalogue: title, forms, help links and the header', async () => {
    await renderAt(`${paths.signIn}?lang=es`, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: spanish['account.signInTitle'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(screen.getByRole('button', { name: spanish['account.google'] })).toBeTruthy();
    expect(screen.getByRole('form', { name: spanish['account.phoneTitle'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: spanish['account.forgot'] })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: spanish['account.accountHelp'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: spanish['account.home'] })).toBeTruthy();
    await expect.poll(() => [document.documentElement.lang, document.documentElement.dir]).toEqual(['es', 'ltr']);
    // An identity error in Spanish too (the part "auth"): a phone number that is not one.
    const phone = screen.getByRole('form', { name: spanish['account.phoneTitle'] });
    fireEvent.click(within(phone).getByRole('button', { name: spanish['account.sendCode'] }));
    expect(within(phone).getByRole('alert').textContent).toBe(spanish['auth.auth/invalid-phone-number']);
  });

  it('lays the Arabic sign-in page out right to left', async () => {
    await renderAt(`${paths.signIn}?lang=ar`, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: arabic['account.signInTitle'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(screen.getByRole('button', { name: arabic['account.sendLink'] })).toBeTruthy();
    await expect.poll(() => [document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  });
});

describe('the cancel page in another language (issue 33)', { timeout: 20_000 }, () => {
  it('writes the subscription’s price, cadence and next charge in Spanish, the header too', async () => {
    api.loadMySubscriptions.mockResolvedValue(memberResponse([memberSubscription({ next_charge_at: '2026-12-01T10:00:00.000Z' })]));
    await renderAt(`${paths.unsubscription}?lang=es`, signedIn);
    expect(await screen.findByRole('heading', { level: 1, name: spanish['cancel.title'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    const terms = await screen.findByText((_, element) => element?.classList.contains('muted') === true && element.closest('.cancel-sub') !== null);
    expect(terms.textContent).toBe('19,99\u00a0US$ cada semana · Próximo cargo: 1 de diciembre de 2026');
    expect(screen.getByRole('button', { name: spanish['cancel.confirm'] })).toBeTruthy();
    expect(screen.getByRole('option', { name: spanish['cancel.too-expensive'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: spanish['cancel.signInLink'] })).toBeTruthy();
  });

  it('lays the Arabic cancel-by-email page out right to left', async () => {
    await renderAt(`${paths.unsubscribeWithEmail}?lang=ar`, signedOut);
    expect(await screen.findByRole('heading', { level: 1, name: arabic['cancel.emailTitle'] }, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(screen.getByRole('button', { name: arabic['cancel.sendCode'] })).toBeTruthy();
    expect(screen.getByRole('link', { name: arabic['cancel.signInLink'] })).toBeTruthy();
    await expect.poll(() => [document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl']);
  });
});
