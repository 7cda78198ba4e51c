/**
 * The shopper's language (issue 33): a pt-BR checkout shows the widget and its secure card fields in
 * Portuguese with the plan's amount as US$; an Arabic checkout lays the widget and its frame out right
 * to left and passes axe; a browser that says de-DE gets German without any flag.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { paths } from '../app/config/paths';
import { CHECKOUT_TEXT } from '../app/features/checkout/checkout-text';
import arabic from '../widget/i18n/catalogues/ar.json' with { type: 'json' };
import german from '../widget/i18n/catalogues/de.json' with { type: 'json' };
import portuguese from '../widget/i18n/catalogues/pt-BR.json' with { type: 'json' };
import { shopperEmail } from './fixtures/shopper-email';

/** Opens the payment modal of a checkout whose quiz is answered, with `lang`. */
async function openCheckout(page: Page, tag: string, lang: string | null) {
  await page.addInitScript(([key, value]) => sessionStorage.setItem(key, JSON.stringify(value)), ['mm.quizEmail', shopperEmail(tag)] as const);
  await page.goto(`${paths.subscription}?scenario=success${lang ? `&lang=${lang}` : ''}`);
  await page.getByRole('button', { name: CHECKOUT_TEXT.openModal }).click();
  return page.getByRole('dialog', { name: CHECKOUT_TEXT.modalTitle });
}

test('a pt-BR checkout: the widget and its card fields in Portuguese, the amount in US$ as the plan says', async ({ page }) => {
  const modal = await openCheckout(page, 'lang-pt', 'pt-BR');
  await expect(modal.getByRole('button', { name: /^Pagar US\$\s1,00$/ })).toBeVisible();
  await expect(modal.getByRole('radio', { name: portuguese['msg.cardFormTitle'] })).toBeChecked();
  await expect(modal.locator('.mm-dropin')).toHaveAttribute('lang', 'pt-BR');
  const frame = page.frameLocator(`iframe[title="${portuguese['msg.cardFrameTitle']}"]`);
  for (const id of ['field.holder.label', 'field.number.label', 'field.cvv.label'] as const) await expect(frame.getByLabel(portuguese[id])).toBeVisible();
  await expect(frame.getByLabel('Validade (MM/YY)')).toBeVisible();
});

test('an Arabic checkout lays the widget and its frame out right to left and passes axe', async ({ page }) => {
  const modal = await openCheckout(page, 'lang-ar', 'ar');
  const dropIn = modal.locator('.mm-dropin');
  await expect(dropIn).toHaveAttribute('dir', 'rtl');
  await expect(modal.getByRole('button', { name: /^ادفع / })).toBeVisible();
  const frame = page.frameLocator(`iframe[title="${arabic['msg.cardFrameTitle']}"]`);
  await expect(frame.getByLabel(arabic['field.number.label'])).toBeVisible();
  await expect(frame.locator('html')).toHaveAttribute('dir', 'rtl');
  // Mirrored: the radio's label starts at the right edge of the item, not the left.
  const item = dropIn.getByRole('radio', { name: arabic['msg.cardFormTitle'] });
  const [radioBox, listBox] = await Promise.all([item.boundingBox(), dropIn.boundingBox()]);
  expect(radioBox && listBox && radioBox.x > listBox.x + listBox.width / 2).toBe(true);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test.describe('a browser that says de-DE', () => {
  test.use({ locale: 'de-DE' });

  test('gets the widget in German without any flag, the amount as German writes dollars', async ({ page }) => {
    const modal = await openCheckout(page, 'lang-de', null);
    await expect(modal.getByRole('button', { name: /^Bezahlen 1,00\s\$$/ })).toBeVisible();
    await expect(page.frameLocator(`iframe[title="${german['msg.cardFrameTitle']}"]`).getByLabel(german['field.number.label'])).toBeVisible();
  });
});
