/**
 * The way back from every receipt and lifecycle email (issue 29, point 5; California's
 * automatic-renewal law: the acknowledgment states how to cancel): the members' sign-in, cancellation
 * with and without an account, and the terms, as absolute links on the app origin.
 */
import { ACCOUNT_PAGES, WITHDRAW_QUERY } from '../../../catalog/account-pages';
import type { EmailLanguage } from './i18n/catalogue';

export interface AccountLinks {
  readonly signIn: string;
  readonly cancel: string;
  readonly cancelByEmail: string;
  readonly terms: string;
}

/** `productUrl`: the app origin and product prefix without a trailing slash, e.g. https://app.example/mindmetric. */
export function accountLinks(productUrl: string): AccountLinks {
  const base = productUrl.replace(/\/$/, '');
  return {
    signIn: `${base}${ACCOUNT_PAGES.signIn}`,
    cancel: `${base}${ACCOUNT_PAGES.cancel}`,
    cancelByEmail: `${base}${ACCOUNT_PAGES.cancelByEmail}`,
    terms: `${base}${ACCOUNT_PAGES.terms}`,
  };
}

/** The links as the emails list them, in the email's language: label, then address. */
export function accountLinkRows(links: AccountLinks, lang: EmailLanguage): readonly (readonly [string, string])[] {
  return [
    [lang.text('link.signIn'), links.signIn],
    [lang.text('link.cancel'), links.cancel],
    [lang.text('link.cancelByEmail'), links.cancelByEmail],
    [lang.text('link.terms'), links.terms],
  ];
}

/** The withdrawal function for one subscription (issue 29, point 1): the members' area page beside the sign-in the links already name. */
export function withdrawalLink(links: AccountLinks, subscriptionId: string): string {
  return `${links.signIn.slice(0, -ACCOUNT_PAGES.signIn.length)}${ACCOUNT_PAGES.manageSubscriptions}?${WITHDRAW_QUERY}=${encodeURIComponent(subscriptionId)}`;
}
