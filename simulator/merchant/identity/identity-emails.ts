/**
 * The identity emails (sign-in link, password reset, address verification, activation): text and a
 * simple HTML version with the one link, in the address's language (issue 33: the account's choice,
 * else the language of its last purchase, else English).
 */
import { PRODUCT_NAME } from '../../../catalog/product';
import type { EmailKind, OutgoingEmail } from '../outbox/outbox';
import { escapeHtml } from '../../platform/http/html';
import { ENGLISH, type EmailLanguage } from '../outbox/i18n/catalogue';

type IdentityKind = Extract<EmailKind, 'sign-in-link' | 'password-reset' | 'email-verification' | 'activation'>;

/** `references` names the link and its code: random strings our systems issued, kept out of the card-number scan. */
export function identityEmail(kind: IdentityKind, to: string, link: string, references: readonly string[], lang: EmailLanguage = ENGLISH): OutgoingEmail {
  const product = { product: PRODUCT_NAME };
  const copy = { subject: lang.text(`${kind}.subject`, product), lead: lang.text(`${kind}.lead`, product), action: lang.text(`${kind}.action`), after: lang.text(`${kind}.after`) };
  const text = `${copy.lead}\n\n${copy.action}: ${link}\n\n${copy.after}\n`;
  const html = `<!doctype html><html lang="${lang.locale}" dir="${lang.dir}"><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:24px auto;padding:0 16px;color:#1d2433">
<p>${escapeHtml(copy.lead)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#3b5bdb;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;color:#556">${escapeHtml(lang.text('identity.orOpen'))} <span style="word-break:break-all" dir="ltr">${escapeHtml(link)}</span></p>
<p style="font-size:13px;color:#556">${escapeHtml(copy.after)}</p>
</body></html>`;
  return { to, subject: copy.subject, text, html, kind, references: [link, ...references] };
}
