/**
 * The receipts the product sends: plain text plus a simple HTML version, composed from the plan
 * catalogue. Never card data: not even the last four digits are needed to tell a customer what they bought.
 */
import { formatPrice, type Plan } from '../../catalog/plans';
import { PRODUCT_NAME } from '../../catalog/product';
import { cadenceOf, firstPeriodEnd, hasTrial } from '../../catalog/plan-terms';
import { TRIAL_DAYS } from '../../catalog/cadence';
import type { OutgoingEmail } from './outbox';
import { escapeHtml } from '../http/html';
import { accountLinkRows, type AccountLinks } from './email-links';
import { WITHDRAWAL_TEXT } from '../../catalog/withdrawal';

/** The date of the first renewal of a subscription created at `createdAt`; null for a plan that never renews. */
export function nextChargeDate(plan: Plan, createdAt: Date): Date | null {
  const end = firstPeriodEnd(plan, createdAt.getTime());
  return end === null ? null : new Date(end);
}

/** Built once: a formatter per call was half the cost of a receipt (issue 10, point 7). */
const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
export const formatDate = (d: Date) => DATE_FORMAT.format(d);


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

/** Rows of label and value, rendered as text lines and as an HTML table; then the way back to the account (issue 29), when given. */
export function render(heading: string, intro: string, rows: readonly (readonly [string, string])[], footer: string, links?: AccountLinks | null): { text: string; html: string } {
  const linkRows = links ? accountLinkRows(links) : [];
  const text = [heading, '', intro, '', ...rows.map(([k, v]) => `${k}: ${v}`), '', footer, ...(linkRows.length ? ['', ...linkRows.map(([k, v]) => `${k}: ${v}`)] : []), '', `— ${PRODUCT_NAME}`].join('\n');
  const linkHtml = linkRows.length
    ? `<p style="font-size:13px;margin:16px 0 0">${linkRows.map(([k, v]) => `<a href="${escapeHtml(v)}" style="color:#4338ca">${escapeHtml(k)}</a>`).join(' · ')}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(heading)}</title></head>
<body style="font-family:system-ui,sans-serif;color:#1d2433;background:#f4f5f9;margin:0;padding:24px">
<div style="max-width:520px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;border:1px solid #e3e6ee">
<p style="font-weight:700;color:#4338ca;margin:0 0 16px">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="font-size:20px;margin:0 0 8px">${escapeHtml(heading)}</h1>
<p style="color:#5b6477">${escapeHtml(intro)}</p>
<table style="width:100%;border-collapse:collapse;margin:16px 0">${rows
    .map(([k, v]) => `<tr><th scope="row" style="text-align:left;font-weight:600;padding:6px 0;border-bottom:1px solid #e3e6ee">${escapeHtml(k)}</th><td style="text-align:right;padding:6px 0;border-bottom:1px solid #e3e6ee">${escapeHtml(v)}</td></tr>`)
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

/** The confirmation a new subscriber gets: plan, price today, regular price and the next charge date. */
export function subscriptionReceipt(input: SubscriptionReceiptInput): OutgoingEmail {
  const { plan } = input;
  const renewal = cadenceOf(plan);
  const next = nextChargeDate(plan, input.createdAt);
  const rows: [string, string][] = [
    ['Plan', plan.name_full],
    ['Charged today', `${formatPrice(Number(input.chargedValue))} ${input.currency}`],
  ];
  if (renewal && next) {
    rows.push(['Then', `${formatPrice(plan.sum)} ${input.currency} ${renewal.every}`]);
    rows.push(['Next charge', formatDate(next)]);
  }
  rows.push(['Subscription', input.subscriptionId]);
  if (input.withdrawal) rows.push([WITHDRAWAL_TEXT.label, `${input.withdrawal.link} (until ${formatDate(input.withdrawal.until)})`]);
  const trial = hasTrial(plan) ? ` Your ${TRIAL_DAYS}-day trial has started.` : '';
  const { text, html } = render(
    `Welcome to ${PRODUCT_NAME}`,
    `Thank you for subscribing.${trial} Here is your receipt.`,
    rows,
    renewal ? 'Your subscription renews automatically until you cancel it; cancel any time from your account or with your email address.' : 'This purchase does not renew.',
    input.links,
  );
  return { to: input.to, subject: `Your ${PRODUCT_NAME} receipt: ${plan.name}`, text, html, kind: 'subscription-receipt', subscriptionId: input.subscriptionId, references: [input.subscriptionId] };
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

/** The receipt of a one-time add-on charged to the subscription's stored payment method. */
export function addOnReceipt(input: AddOnReceiptInput): OutgoingEmail {
  const { text, html } = render(
    `Your ${input.plan.name} is ready`,
    'Thank you for your purchase. It was charged once to the payment method of your subscription.',
    [
      ['Add-on', input.plan.name_full],
      ['Charged', `${formatPrice(Number(input.chargedValue))} ${input.currency}`],
      ['Purchase', input.addOnId],
      ['Subscription', input.subscriptionId],
    ],
    'This is a one-time purchase; it does not renew.',
    input.links,
  );
  return { to: input.to, subject: `Your ${PRODUCT_NAME} receipt: ${input.plan.name}`, text, html, kind: 'add-on-receipt', subscriptionId: input.subscriptionId, references: [input.addOnId, input.subscriptionId] };
}
