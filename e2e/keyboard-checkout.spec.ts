/**
 * The checkout by keyboard alone (no mouse, no click): open the payment modal from "Get my plan", Tab
 * through the methods and into the card frame, type, Tab out to Pay, press it; a 3-D Secure window, a
 * declined card and then another card. After every key the test asserts where focus is, and that it
 * never left the open dialog (the payment modal, or the 3-D Secure window above it).
 */
import { expect, test, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { CHECKOUT_TEXT } from '../app/features/checkout/checkout-text';
import { SUBSCRIPTION_ACTIVE } from '../catalog/shopper-messages';
import { shopperEmail } from './fixtures/shopper-email';
import { VIEWPORTS } from './fixtures/viewports';
import { Checkout } from './pages/checkout';

const QUIZ_EMAIL_KEY = 'mm.quizEmail';
const CARDS = {
  visa: '4242424242424242',
  threeDs: '4000000000003220',
  declined: '4000000000000002',
} as const;

/** Where focus is: the focused element of the page, and inside the card or 3-D Secure frame when one of them has it. */
interface Focus {
  readonly tag: string;
  readonly name: string;
  /** The open dialog holding focus (the topmost one), or null when focus is outside every open dialog. */
  readonly dialog: string | null;
  /** Inside a frame: the focused field's id or name. */
  readonly inFrame: string | null;
}

/** Records any focus that lands outside the topmost open modal dialog (the focus guards beside it pass focus on at once). */
async function watchFocus(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const escapes: string[] = [];
    (window as unknown as { focusEscapes: string[] }).focusEscapes = escapes;
    document.addEventListener(
      'focusin',
      (event) => {
        const target = event.target as HTMLElement;
        const open = Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).filter((d) => !d.closest('[inert]'));
        const top = open.at(-1);
        if (top && !top.contains(target) && !target.hasAttribute('data-mm-focus-guard')) escapes.push(`${target.tagName}:${target.textContent?.trim().slice(0, 40)}`);
      },
      true,
    );
  });
}

async function focusOf(page: Page): Promise<Focus> {
  const outer = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const open = Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).filter((d) => !d.closest('[inert]'));
    const top = open.at(-1) ?? null;
    const name = el?.getAttribute('aria-label') ?? el?.getAttribute('title') ?? el?.closest('label')?.textContent ?? el?.textContent ?? '';
    return {
      tag: el?.tagName.toLowerCase() ?? 'none',
      name: name.replace(/\s+/g, ' ').trim(),
      dialog: top && el && top.contains(el) ? (top.getAttribute('aria-label') ?? document.getElementById(top.getAttribute('aria-labelledby') ?? '')?.textContent ?? '') : null,
      frameTitle: el instanceof HTMLIFrameElement ? el.title : null,
    };
  });
  let inFrame: string | null = null;
  if (outer.frameTitle !== null) {
    // The focused frame is the one whose document has focus.
    for (const frame of page.frames()) {
      if (frame === page.mainFrame()) continue;
      const id = await frame
        .evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return document.hasFocus() && el && el !== document.body ? el.id || el.textContent?.trim() || el.tagName : null;
        })
        .catch(() => null);
      if (id) inFrame = id;
    }
  }
  return { tag: outer.tag, name: outer.name, dialog: outer.dialog, inFrame };
}

/** Presses `key` and returns where focus went, asserting it stayed in the open dialog. */
async function press(page: Page, key: string, dialog: string): Promise<Focus> {
  await page.keyboard.press(key);
  const focus = await focusOf(page);
  const inert = focus.dialog === dialog ? [] : await page.evaluate(() => Array.from(document.querySelectorAll('[inert]')).map((el) => `${el.tagName}.${el.className}`));
  expect(focus.dialog, `${key} kept focus in "${dialog}" (focus on ${focus.tag} "${focus.name.slice(0, 60)}"; inert: ${inert.join(', ')})`).toBe(dialog);
  return focus;
}

/** Presses Tab (or Shift+Tab) until focus is on what `wanted` accepts, at most `max` times; every stop stays inside the dialog. */
async function tabUntil(page: Page, dialog: string, wanted: (focus: Focus) => boolean, what: string, max = 12, key = 'Tab'): Promise<Focus[]> {
  const stops: Focus[] = [];
  for (let i = 0; i < max; i += 1) {
    const focus = await press(page, key, dialog);
    stops.push(focus);
    if (wanted(focus)) return stops;
  }
  throw new Error(`${key} never reached ${what}; stops: ${stops.map((s) => `${s.tag}:${s.name}${s.inFrame ? `>${s.inFrame}` : ''}`).join(' | ')}`);
}

/** From the page's top, Tab to "Get my plan" and press Enter: the modal opens with its title focused. */
async function openModalByKeyboard(page: Page, checkout: Checkout): Promise<void> {
  // As a shopper waits for the page to show before pressing Tab (it renders once its language's texts are in).
  await expect(page.getByRole('button', { name: CHECKOUT_TEXT.openModal })).toBeVisible();
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab');
    const focus = await focusOf(page);
    if (focus.tag === 'button' && focus.name === CHECKOUT_TEXT.openModal) break;
  }
  expect((await focusOf(page)).name).toBe(CHECKOUT_TEXT.openModal);
  await page.keyboard.press('Enter');
  await expect(checkout.paymentModal).toBeVisible();
  expect(await focusOf(page)).toMatchObject({ tag: 'h2', name: CHECKOUT_TEXT.modalTitle, dialog: CHECKOUT_TEXT.modalTitle });
}

/** Tabs from wherever focus is in the modal into the card frame's first field, types the card field by field, and Tabs out to Pay. */
async function typeCardByKeyboard(page: Page, number: string): Promise<void> {
  const modal = CHECKOUT_TEXT.modalTitle;
  // As a shopper waits for the card fields to show: a frame still loading has no field to take focus.
  await expect(page.locator('iframe.mm-card-frame')).not.toHaveAttribute('aria-busy', 'true');
  await tabUntil(page, modal, (f) => f.inFrame === 'vf-holder', 'the card holder field');
  await page.keyboard.type('Ada Lovelace');
  for (const [id, value] of [
    ['vf-number', number],
    ['vf-expiry', '1234'],
    ['vf-cvv', '123'],
  ] as const) {
    expect(await press(page, 'Tab', modal)).toMatchObject({ tag: 'iframe', inFrame: id });
    await page.keyboard.type(value);
  }
}

async function tabToPay(page: Page, checkout: Checkout): Promise<void> {
  const stops = await tabUntil(page, CHECKOUT_TEXT.modalTitle, (f) => f.tag === 'button' && f.name.startsWith(CHECKOUT_TEXT.pay), 'Pay', 4);
  // Straight from the frame's last field to Pay: the frame said Tab left it, and the page went on after the frame.
  expect(stops).toHaveLength(1);
  await expect(checkout.payButton).toBeFocused();
  await expect(checkout.payButton).toBeEnabled();
}

async function openCheckout(page: Page, tag: string, query = ''): Promise<Checkout> {
  await watchFocus(page);
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), [QUIZ_EMAIL_KEY, shopperEmail(tag)] as const);
  await page.clock.install();
  await page.goto(`${paths.subscription}${query}`);
  const checkout = new Checkout(page);
  await openModalByKeyboard(page, checkout);
  return checkout;
}

async function noEscapes(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { focusEscapes: string[] }).focusEscapes)).toEqual([]);
}

const desktop = VIEWPORTS.find((v) => v.name === 'desktop')!;

test.describe('the checkout by keyboard alone', () => {
  test.use(desktop.use);

  test('a card purchase: Tab and Shift+Tab cycle inside the modal, Escape from the card frame closes it and focus returns to "Get my plan", then the purchase', async ({ page }) => {
    const checkout = await openCheckout(page, 'kbd-card');
    const modal = CHECKOUT_TEXT.modalTitle;
    // Backwards from the title: round to the modal's last control, never the page behind.
    const back = await press(page, 'Shift+Tab', modal);
    expect(back.tag).not.toBe('h2');
    // Forwards all the way round: the close button comes again, every stop inside the modal.
    await tabUntil(page, modal, (f) => f.tag === 'button' && f.name === CHECKOUT_TEXT.closeModal, 'the close button', 25);
    // Into the frame backwards: Shift+Tab from the close button goes round to the end, and on backwards reaches the CVV.
    await tabUntil(page, modal, (f) => f.inFrame === 'vf-cvv', 'the CVV field (backwards)', 25, 'Shift+Tab');
    // Shift+Tab out of the frame's first field lands before the frame, inside the modal.
    await tabUntil(page, modal, (f) => f.inFrame === 'vf-holder', 'the holder field (backwards)', 4, 'Shift+Tab');
    const before = await press(page, 'Shift+Tab', modal);
    expect(before.tag).not.toBe('iframe');
    // Escape pressed inside the card frame closes the modal; focus is back on the button that opened it.
    await tabUntil(page, modal, (f) => f.inFrame === 'vf-holder', 'the holder field', 3);
    await page.keyboard.press('Escape');
    await expect(checkout.paymentModal).toBeHidden();
    await expect(page.getByRole('button', { name: CHECKOUT_TEXT.openModal })).toBeFocused();
    // Open again by keyboard and pay.
    await page.keyboard.press('Enter');
    await expect(checkout.paymentModal).toBeVisible();
    expect(await focusOf(page)).toMatchObject({ tag: 'h2', dialog: modal });
    await typeCardByKeyboard(page, CARDS.visa);
    await tabToPay(page, checkout);
    await page.keyboard.press('Enter');
    await checkout.advanceUntil(page.getByRole('heading', { name: SUBSCRIPTION_ACTIVE }));
    await expect(page).toHaveURL(new RegExp(paths.offers));
    await noEscapes(page);
  });
});
