/**
 * The checkout by keyboard alone (no mouse, no click): open the payment modal from "Get my plan", Tab
 * through the methods and into the card frame, type, Tab out to Pay, press it; a 3-D Secure window, a
 * declined card and then another card, and the card purchase in Arabic. After every key the test asserts
 * where focus is, and a focus recorder in the page holds that focus never left the open dialog (the
 * payment modal with its card frame, or the 3-D Secure window above it).
 */
import { expect, test, type Page } from './fixtures/test';
import { paths } from '../app/config/paths';
import { CHECKOUT_TEXT } from '../app/features/checkout/checkout-text';
import { QUIZ_TEXT } from '../app/features/quiz/quiz-text';
import appArabic from '../app/lib/i18n/catalogues/ar.json' with { type: 'json' };
import { SUBSCRIPTION_ACTIVE } from '../catalog/shopper-messages';
import { MESSAGES, POPUP_TEXT } from '../widget/messages';
import { PAGE_TEXTS } from '../simulator/payment-provider/page-texts/page-texts';
import { escapeClosing, focusOf, noEscapes, press, tabOnPage, tabUntil, watchFocus } from './fixtures/keyboard';
import { shopperEmail } from './fixtures/shopper-email';
import { VIEWPORTS } from './fixtures/viewports';
import { Checkout } from './pages/checkout';

const QUIZ_EMAIL_KEY = 'mm.quizEmail';
const CARDS = {
  visa: '4242424242424242',
  threeDs: '4000000000003220',
  declined: '4000000000000002',
} as const;

/** The modal's words the keyboard meets, in one language. */
interface ModalWords {
  readonly openModal: string;
  readonly modalTitle: string;
  readonly closeModal: string;
  readonly pay: string;
}
const ENGLISH: ModalWords = CHECKOUT_TEXT;
const ARABIC: ModalWords = {
  openModal: appArabic['checkout.openModal'],
  modalTitle: appArabic['checkout.modalTitle'],
  closeModal: appArabic['checkout.closeModal'],
  pay: appArabic['checkout.pay'],
};

/** From the page's top, Tab to "Get my plan" and press Enter: the modal opens with its title focused. */
async function openModalByKeyboard(page: Page, words = ENGLISH): Promise<void> {
  // As a shopper waits for the page to show before pressing Tab (it renders once its language's texts are in).
  await expect(page.getByRole('button', { name: words.openModal })).toBeVisible();
  await tabOnPage(page, (f) => f.tag === 'button' && f.name === words.openModal, words.openModal);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: words.modalTitle })).toBeVisible();
  expect(await focusOf(page)).toMatchObject({ tag: 'h2', name: words.modalTitle, dialog: words.modalTitle });
}

/** Tabs from wherever focus is in the modal into the card frame's first field, types the card field by field. */
async function typeCardByKeyboard(page: Page, number: string, modal = ENGLISH.modalTitle): Promise<void> {
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

/** From the frame's last field, one Tab reaches Pay: the frame said Tab left it, and the page went on after the frame. */
async function tabToPay(page: Page, words = ENGLISH): Promise<void> {
  // As a shopper sees Pay turn active before reaching for it: the frame reports the card complete a moment
  // after the last digit, and a disabled Pay is no Tab stop (2 of 12 repeated runs tabbed past it).
  await expect(page.getByRole('dialog', { name: words.modalTitle }).getByRole('button', { name: new RegExp(`^${words.pay}(\\s|$)`) })).toBeEnabled();
  const stops = await tabUntil(page, words.modalTitle, (f) => f.tag === 'button' && f.name.startsWith(words.pay), 'Pay', 4);
  expect(stops).toHaveLength(1);
  expect(await focusOf(page)).toMatchObject({ tag: 'button', dialog: words.modalTitle });
}

async function openCheckout(page: Page, tag: string, query = '', words = ENGLISH): Promise<Checkout> {
  await watchFocus(page);
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), [QUIZ_EMAIL_KEY, shopperEmail(tag)] as const);
  await page.clock.install();
  await page.goto(`${paths.subscription}${query}`);
  const checkout = new Checkout(page);
  await openModalByKeyboard(page, words);
  return checkout;
}

/** After the purchase: offers, and focus on its heading (the route change announced itself). */
async function reachOffers(page: Page, checkout: Checkout, heading = SUBSCRIPTION_ACTIVE): Promise<void> {
  await checkout.advanceUntil(page.getByRole('heading', { name: heading }));
  await expect(page).toHaveURL(new RegExp(paths.offers));
  await expect.poll(async () => (await focusOf(page)).tag).toBe('h1');
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
    await escapeClosing(page, modal);
    await expect(page.getByRole('button', { name: CHECKOUT_TEXT.openModal })).toBeFocused();
    // Open again by keyboard and pay.
    await page.keyboard.press('Enter');
    await expect(checkout.paymentModal).toBeVisible();
    expect(await focusOf(page)).toMatchObject({ tag: 'h2', dialog: modal });
    await typeCardByKeyboard(page, CARDS.visa);
    await tabToPay(page);
    await page.keyboard.press('Enter');
    await reachOffers(page, checkout);
    await noEscapes(page);
  });

  test('from the last question: the email step and the checkout take focus on arrival, then a 3-D Secure purchase whose window holds focus, closes on Escape from inside the bank\'s page and gives focus back', async ({ page }) => {
    await watchFocus(page);
    await page.clock.install();
    const checkout = new Checkout(page);
    await page.goto(`${paths.quiz}?startFrom=20`);
    await expect(page.getByRole('radiogroup')).toBeVisible();
    await tabOnPage(page, (f) => f.role === 'radio', 'an answer');
    await page.keyboard.press('Space');
    // The email step announces itself: its heading has focus.
    await expect.poll(async () => focusOf(page)).toMatchObject({ tag: 'h1', name: QUIZ_TEXT.emailHeading });
    await tabOnPage(page, (f) => f.tag === 'input', QUIZ_TEXT.email);
    await page.keyboard.type(shopperEmail('kbd-3ds'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(paths.subscription));
    await expect.poll(async () => (await focusOf(page)).tag).toBe('h1');
    await openModalByKeyboard(page);
    await typeCardByKeyboard(page, CARDS.threeDs);
    await tabToPay(page);
    await page.keyboard.press('Enter');
    // The bank's window opens above the modal with its close button focused; Tab goes into the bank's page and round.
    const challenge = POPUP_TEXT.threeDs.dialog;
    await checkout.advanceUntil(page.getByRole('dialog', { name: challenge }));
    await expect.poll(async () => focusOf(page)).toMatchObject({ tag: 'button', name: POPUP_TEXT.threeDs.close, dialog: challenge });
    // As a shopper waits for the bank's page to show before pressing Tab.
    const bankPage = page.frameLocator(`iframe[title="${POPUP_TEXT.threeDs.frame}"]`);
    await expect(bankPage.getByRole('button', { name: PAGE_TEXTS.en.threeDsComplete })).toBeVisible();
    expect(await press(page, 'Tab', challenge)).toMatchObject({ tag: 'iframe', inFrame: PAGE_TEXTS.en.threeDsComplete });
    expect(await press(page, 'Tab', challenge)).toMatchObject({ tag: 'iframe', inFrame: PAGE_TEXTS.en.threeDsFail });
    expect(await press(page, 'Tab', challenge)).toMatchObject({ tag: 'button', name: POPUP_TEXT.threeDs.close });
    // Escape pressed inside the bank's page closes the window as its close button does: focus is back in the modal,
    // the payment is not taken, and the next step is read.
    await tabUntil(page, challenge, (f) => f.inFrame === PAGE_TEXTS.en.threeDsComplete, PAGE_TEXTS.en.threeDsComplete, 3);
    await escapeClosing(page, challenge);
    const nextStep = page.getByTestId('failure-next-step');
    await checkout.advanceUntil(nextStep);
    await expect(nextStep).toBeFocused();
    expect((await focusOf(page)).dialog).toBe(CHECKOUT_TEXT.modalTitle);
    // Try again, and Pay again with the card as typed: the bank's window comes back, and this time the shopper completes.
    await tabUntil(page, CHECKOUT_TEXT.modalTitle, (f) => f.tag === 'button' && f.name === MESSAGES.tryAgain, MESSAGES.tryAgain, 6, 'Shift+Tab');
    await page.keyboard.press('Enter');
    // As a shopper sees Pay come back before reaching for it (see tabToPay).
    await expect(checkout.payButton).toBeEnabled();
    await tabUntil(page, CHECKOUT_TEXT.modalTitle, (f) => f.tag === 'button' && f.name.startsWith(CHECKOUT_TEXT.pay), 'Pay', 8);
    await page.keyboard.press('Enter');
    await checkout.advanceUntil(page.getByRole('dialog', { name: challenge }));
    await expect.poll(async () => focusOf(page)).toMatchObject({ tag: 'button', name: POPUP_TEXT.threeDs.close, dialog: challenge });
    await expect(bankPage.getByRole('button', { name: PAGE_TEXTS.en.threeDsComplete })).toBeVisible();
    expect(await press(page, 'Tab', challenge)).toMatchObject({ inFrame: PAGE_TEXTS.en.threeDsComplete });
    await page.keyboard.press('Enter');
    // The window closes and focus is back in the payment modal, then the purchase completes.
    await expect(page.getByRole('dialog', { name: challenge })).toBeHidden();
    await expect.poll(async () => (await focusOf(page)).dialog).toBe(CHECKOUT_TEXT.modalTitle);
    await reachOffers(page, checkout);
    await noEscapes(page);
  });

  test('a declined card: the next step has focus, Try again by keyboard, another card pays', async ({ page }) => {
    const checkout = await openCheckout(page, 'kbd-declined');
    const modal = CHECKOUT_TEXT.modalTitle;
    await typeCardByKeyboard(page, CARDS.declined);
    await tabToPay(page);
    await page.keyboard.press('Enter');
    const nextStep = page.getByTestId('failure-next-step');
    await checkout.advanceUntil(nextStep);
    await expect(nextStep).toHaveText(CHECKOUT_TEXT.nextAnotherCard);
    await expect(nextStep).toBeFocused();
    expect((await focusOf(page)).dialog).toBe(modal);
    // Back to "Try again" beside it, press it: the options return with the card's radio focused.
    await tabUntil(page, modal, (f) => f.tag === 'button' && f.name === MESSAGES.tryAgain, MESSAGES.tryAgain, 6, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(async () => focusOf(page)).toMatchObject({ tag: 'input', dialog: modal });
    // Into the frame, over the number: select it and type another card, then on to Pay.
    await tabUntil(page, modal, (f) => f.inFrame === 'vf-holder', 'the card holder field', 3);
    expect(await press(page, 'Tab', modal)).toMatchObject({ inFrame: 'vf-number' });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(CARDS.visa);
    await tabUntil(page, modal, (f) => f.tag === 'button' && f.name.startsWith(CHECKOUT_TEXT.pay), 'Pay', 4);
    await page.keyboard.press('Enter');
    // The next step belonged to the declined payment: the new one takes it away.
    await expect(nextStep).toBeHidden();
    await reachOffers(page, checkout);
    await noEscapes(page);
  });

  test('in Arabic: the same card purchase, right to left, focus inside the modal at every step', async ({ page }) => {
    const checkout = await openCheckout(page, 'kbd-ar', '?lang=ar', ARABIC);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // Round the modal backwards to its close button, then into the frame and on to Pay.
    await tabUntil(page, ARABIC.modalTitle, (f) => f.tag === 'button' && f.name === ARABIC.closeModal, ARABIC.closeModal, 25, 'Shift+Tab');
    await typeCardByKeyboard(page, CARDS.visa, ARABIC.modalTitle);
    await tabToPay(page, ARABIC);
    await page.keyboard.press('Enter');
    await reachOffers(page, checkout, appArabic['offers.active']);
    await noEscapes(page);
  });
});
