/**
 * Separate expiry month and year fields in the real vault frame (issue 11, point 2): the pair is
 * checked together, so a month that has passed this year is refused though each field alone is
 * well-formed. The frame is hosted by a minimal page on the app origin that records the bus.
 */
import { expect, test } from './fixtures/test';
import { CARD_FORM_TEXT, FIELD_TEXT } from '../widget/messages';
import { DEFAULT_FRAME_CONFIG, type FrameConfig } from '../widget/vault-frame/protocol';
import { E2E_ORIGINS } from './origins';

const CONFIG: FrameConfig = { ...DEFAULT_FRAME_CONFIG, layout: ['CARDHOLDER_NAME', 'CARD_NUMBER', 'EXPIRATION_MONTH', 'EXPIRATION_YEAR', 'CVV'] };
const HOST = `${E2E_ORIGINS.app}/remote-addr`;

test('an expired month/year pair is refused with separate fields; the next year is accepted', async ({ page }) => {
  // The date: on 2026-11-22, 10 / 26 has expired though month 10 and year 26 are each well-formed.
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00'));
  const src = `${E2E_ORIGINS.asset}/vault-frame/index.html?${new URLSearchParams({ parent: E2E_ORIGINS.app, env: 'PROD', config: JSON.stringify(CONFIG) }).toString()}`;
  // A page of the app origin hosts the frame, as the drop-in would, and records every CHANGE of the bus.
  await page.goto(HOST);
  await page.evaluate((frameSrc) => {
    const states: unknown[] = [];
    (window as unknown as { states: unknown[] }).states = states;
    window.addEventListener('message', (e) => {
      const data = e.data as { type?: string; state?: unknown };
      if (data.type === 'CHANGE') states.push(data.state);
    });
    const iframe = document.createElement('iframe');
    Object.assign(iframe, { title: 'card', src: frameSrc });
    iframe.style.cssText = 'width:380px;height:420px';
    document.body.append(iframe);
  }, src);
  const frame = page.frameLocator('iframe[title="card"]');
  const lastValidity = () => page.evaluate(() => (window as unknown as { states: { isValid: boolean }[] }).states.at(-1)?.isValid);

  await frame.getByLabel(FIELD_TEXT.holder.label).fill('Ada Lovelace');
  await frame.getByLabel(FIELD_TEXT.number.label).pressSequentially('4242424242424242');
  await frame.getByLabel(CARD_FORM_TEXT.monthLabel).pressSequentially('10');
  await frame.getByLabel(CARD_FORM_TEXT.yearLabel).pressSequentially('26');
  await frame.getByLabel(FIELD_TEXT.cvv.label).pressSequentially('123');
  await expect(frame.getByLabel(CARD_FORM_TEXT.monthLabel)).toHaveAttribute('aria-invalid', 'true');
  await expect(frame.getByText(CARD_FORM_TEXT.monthError)).toBeVisible();
  await expect.poll(lastValidity).toBe(false);

  await frame.getByLabel(CARD_FORM_TEXT.yearLabel).fill('27');
  await expect(frame.getByLabel(CARD_FORM_TEXT.monthLabel)).toHaveAttribute('aria-invalid', 'false');
  await expect.poll(lastValidity).toBe(true);
});
