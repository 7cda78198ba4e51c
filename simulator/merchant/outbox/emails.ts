/**
 * The receipts the product sends: plain text plus a simple HTML version, composed from the plan
 * catalogue. Never card data: not even the last four digits are needed to tell a customer what they bought.
 */
import type { Plan } from '../../../catalog/plans';
import { PRODUCT_NAME } from '../../../catalog/product';
import { cadenceOf, firstPeriodEnd, hasTrial } from '../../../catalog/plan-terms';
import { TRIAL_DAYS } from '../../../catalog/cadence';
import type { OutgoingEmail } from './outbox';
import { escapeHtml } from '../../platform/http/html';
import { accountLinkRows, type AccountLinks } from './email-links';
import { ENGLISH, type EmailLanguage } from './i18n/catalogue';

/** The date of the first renewal of a subscription created at `createdAt`; null for a plan that never renews. */
export function nextChargeDate(plan: Plan, createdAt: Date): Date | null {
  const end = firstPeriodEnd(plan, createdAt.getTime());
  return end === null ? null : new Date(end);
}

/**
 * A plan's regular price with its cadence, a legal fact every receipt and lifecycle email states the
 * same way in every language: "$19.99 every week", "19,99 US$ cada semana", or "… once".
 */
export function priceWithCadence(lang: EmailLanguage, plan: Plan, amount: number, currency: string): string {
  const price = lang.money(amount, currency);
  const period = cadenceOf(plan)?.period;
  if (!period) return lang.text('value.once', { price });
  const weeks = period.unit === 'day' && period.count % 7 === 0;
  return lang.text('value.every', { price, unit: weeks ? 'week' : period.unit, count: weeks ? period.count / 7 : period.count });
}

/**
 * An email about one subscription, subject suffixed with the product's name, its references naming the
 * subscription first and then whatever else it concerns (a withdrawal, say).
 */
export const subscriptionEmail = (
  ref: { readonly to: string; readonly subscriptionId: string },
  kind: OutgoingEmail['kind'],
  subject: string,
  parts: { readonly text: string; readonly html: string },
  alsoReferences: readonly string[] = [],
): OutgoingEmail => ({
  to: ref.to,
  subject: `${subject} — ${PRODUCT_NAME}`,
  text: parts.text,
  html: parts.html,
  kind,
  subscriptionId: ref.subscriptionId,
  references: [ref.subscriptionId, ...alsoReferences],
});

/**
 * Rows of label and value, rendered as text lines and as an HTML table; then the way back to the
 * account (issue 29), when given. The HTML names the email's language, right to left for Arabic.
 */
export function render(lang: EmailLanguage, heading: string, intro: string, rows: readonly (readonly [string, string])[], footer: string, links?: AccountLinks | null): { text: string; html: string } {
  const linkRows = links ? accountLinkRows(links, lang) : [];
  const start = lang.dir === 'rtl' ? 'right' : 'left';
  const end = lang.dir === 'rtl' ? 'left' : 'right';
  const text = [heading, '', intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', footer, ...(linkRows.length ? ['', ...linkRows.map(([k, v]) => `${k}: ${v}`)] : []), '', `— ${PRODUCT_NAME}`].join('\n');
  const linkHtml = linkRows.length
    ? `<p style="font-size:13px;margin:16px 0 0">${linkRows.map(([k, v]) => `<a href="${escapeHtml(v)}" style="color:#4338ca">${escapeHtml(k)}</a>`).join(' · ')}</p>`
    : '';
  const html = `<!doctype html><html lang="${lang.locale}" dir="${lang.dir}"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1d2433;background:#f4f5f9;margin:0;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e3e6ee">
<p style="font-weight:700;color:#4338ca;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>
<p style="color:#5b6477">${escapeHtml(intro)}</p>
<table style="width:100%;border-collapse:collapse;margin:16px 0">${rows
    .map(([k, v]) => `<tr><th scope="row" style="text-align:${start};font-weight:600;padding:6px 0;border-bottom:1px solid #e3e6ee">${escapeHtml(k)}</th><td style="text-align:${end};padding:6px 0;border-bottom:1px solid #e3e6ee">${escapeHtml(v)}</td></tr>`)
    .join('')}</table>
<p style="color:#5b6477;font-size:13px">${escapeHtml(footer)}</p>${linkHtml}
</div></body></html>`;
  return { text, html };
}

export interface SubscriptionReceiptInput {
  readonly to: string;
  readonly subscriptionId: string;
  readonly plan: Plan;
  /** What the first charge took, e.g. "1.00". */
  readonly chargedValue: string;
  readonly currency: string;
  readonly createdAt: Date;
  readonly links?: AccountLinks | null;
  /** EU and EEA buyers (catalog/withdrawal.ts): the withdrawal function's link and the end of its period. */
  readonly withdrawal?: { readonly until: Date; readonly link: string } | null;
}

/** The confirmation a new subscriber gets: plan, price today, regular price and the next charge date, in the buyer's language. */
export function subscriptionReceipt(input: SubscriptionReceiptInput, lang: EmailLanguage = ENGLISH): OutgoingEmail {
  const { plan } = input;
  const renewal = cadenceOf(plan);
  const next = nextChargeDate(plan, input.createdAt);
  const rows: [string, string][] = [
    [lang.text('row.plan'), lang.plan(plan)],
    [lang.text('row.chargedToday'), lang.money(Number(input.chargedValue), input.currency)],
  ];
  if (renewal && next) {
    rows.push([lang.text('row.then'), priceWithCadence(lang, plan, plan.sum, input.currency)]);
    rows.push([lang.text('row.nextCharge'), lang.date(next)]);
  }
  rows.push([lang.text('row.subscription'), input.subscriptionId]);
  if (input.withdrawal) rows.push([lang.text('row.withdraw'), lang.text('value.withdrawUntil', { link: input.withdrawal.link, date: lang.date(input.withdrawal.until) })]);
  const { text, html } = render(
    lang,
    lang.text('receipt.heading', { product: PRODUCT_NAME }),
    lang.text('receipt.intro', { trial: hasTrial(plan) ? 'yes' : 'no', days: TRIAL_DAYS }),
    rows,
    renewal ? lang.text('footer.renews') : lang.text('receipt.noRenewal'),
    input.links,
  );
  return { to: input.to, subject: lang.text('receipt.subject', { product: PRODUCT_NAME, plan: lang.plan(plan, 'name') }), text, html, kind: 'subscription-receipt', subscriptionId: input.subscriptionId, references: [input.subscriptionId] };
}

export interface AddOnReceiptInput {
  readonly to: string;
  readonly subscriptionId: string;
  readonly addOnId: string;
  readonly plan: Plan;
  readonly chargedValue: string;
  readonly currency: string;
  readonly links?: AccountLinks | null;
}

/** The receipt of a one-time add-on charged to the subscription's stored payment method, in the subscription's language. */
export function addOnReceipt(input: AddOnReceiptInput, lang: EmailLanguage = ENGLISH): OutgoingEmail {
  const { text, html } = render(
    lang,
    lang.text('addOn.heading', { plan: lang.plan(input.plan, 'name') }),
    lang.text('addOn.intro'),
    [
      [lang.text('row.addOn'), lang.plan(input.plan)],
      [lang.text('row.charged'), lang.money(Number(input.chargedValue), input.currency)],
      [lang.text('row.purchase'), input.addOnId],
      [lang.text('row.subscription'), input.subscriptionId],
    ],
    lang.text('addOn.footer'),
    input.links,
  );
  return { to: input.to, subject: lang.text('receipt.subject', { product: PRODUCT_NAME, plan: lang.plan(input.plan, 'name') }), text, html, kind: 'add-on-receipt', subscriptionId: input.subscriptionId, references: [input.addOnId, input.subscriptionId] };
}
