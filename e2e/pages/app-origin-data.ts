import { expect, type Page } from '@playwright/test';
import { E2E_ORIGINS } from '../origins';

declare global {
  interface Window {
    __receivedMessages?: string[];
  }
}

/** Keeps every message posted to the app's window from the first page on; call before the first navigation. */
export async function recordAppMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__receivedMessages = [];
    window.addEventListener('message', (event) => window.__receivedMessages?.push(JSON.stringify(event.data)));
  });
}

/** Everything the app origin's JavaScript could hold: DOM, storages, cookies, and every message posted to it. */
async function appOriginData(page: Page): Promise<string> {
  const inPage = await page.evaluate(() =>
    JSON.stringify({
      html: document.documentElement.outerHTML,
      inputs: [...document.querySelectorAll('input')].map((i) => i.value),
      local: { ...localStorage },
      session: { ...sessionStorage },
      cookie: document.cookie,
      messages: window.__receivedMessages ?? [],
    }),
  );
  const cookies = JSON.stringify(await page.context().cookies(E2E_ORIGINS.app));
  return inPage + cookies;
}

/** The app origin never holds the card number or the CVV: not in the DOM, storage, cookies or messages (recordAppMessages must have run). */
export async function expectNoCardDataOnAppOrigin(page: Page, cardNumber: string): Promise<void> {
  const data = await appOriginData(page);
  expect(data).not.toContain(cardNumber.replace(/\s/g, ''));
  expect(data).not.toContain(cardNumber);
  expect(data).not.toMatch(/"cvv"\s*:/);
}
