/**
 * Social sign-in against the Auth emulator without the internet. The Firebase SDK's popup and
 * redirect flows, and the emulator's own helper iframe, load Google's API loader from
 * https://apis.google.com/js/api.js (hard-coded in both: the SDK's browserPopupRedirectResolver and
 * firebase-tools' /emulator/auth/iframe page). This routes that one URL, for the whole browser
 * context (page, popup and frames), to the simulator's gapi stand-in
 * (simulator/payment-provider/sdk-stand-ins/gapi.js, a faithful minimal gapi.load + gapi.iframes), and fails the
 * emulator provider page's fonts and Material stylesheet at once (the page works without them).
 * Everything else (the SDK, the emulator's provider page and helper iframe, the ID tokens) is real.
 */
import { expect, type BrowserContext, type Page } from '@playwright/test';
import { E2E_ORIGINS } from '../origins';

const GAPI_LOADER = 'https://apis.google.com/js/api.js**';
const PROVIDER_PAGE_DECORATION = /^https:\/\/(unpkg\.com|fonts\.googleapis\.com|fonts\.gstatic\.com)\//;

export async function serveGapiStandIn(context: BrowserContext): Promise<void> {
  const standIn = await (await fetch(`${E2E_ORIGINS.asset}/sdk/gapi.js`)).text();
  expect(standIn).toContain('gapi.iframes');
  await context.route(GAPI_LOADER, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: standIn }));
  await context.route(PROVIDER_PAGE_DECORATION, (route) => route.abort('internetdisconnected'));
}

/**
 * On the emulator's provider page (popup or redirect): adds a new account with this email and
 * display name and signs in with it, as a person would.
 */
export async function chooseNewProviderAccount(provider: Page, email: string, displayName: string): Promise<void> {
  await provider.waitForURL(/\/emulator\/auth\/handler/);
  await provider.getByText('Add new account').click();
  await provider.locator('#email-input').fill(email);
  await provider.locator('#display-name-input').fill(displayName);
  await provider.locator('#sign-in').click();
}
