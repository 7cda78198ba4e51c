/** The identity emails (sign-in link, password reset, address verification, activation): text and a simple HTML version with the one link. */
import { PRODUCT_NAME } from '../../catalog/product';
import type { EmailKind, OutgoingEmail } from '../outbox/outbox';
import { escapeHtml } from '../http/html';

type IdentityKind = Extract<EmailKind, 'sign-in-link' | 'password-reset' | 'email-verification' | 'activation'>;

const COPY: Readonly<Record<IdentityKind, { subject: string; lead: string; action: string; after: string }>> = {
  'sign-in-link': {
    subject: `Sign in to ${PRODUCT_NAME}`,
    lead: `Here is your link to sign in to ${PRODUCT_NAME}.`,
    action: 'Sign in',
    after: 'If you did not ask for it, ignore this email: nobody can sign in without the link.',
  },
  'password-reset': {
    subject: `Reset your ${PRODUCT_NAME} password`,
    lead: 'Follow this link to choose a new password.',
    action: 'Choose a new password',
    after: 'If you did not ask to reset your password, ignore this email.',
  },
  'email-verification': {
    subject: `Confirm your email for ${PRODUCT_NAME}`,
    lead: 'Follow this link to confirm your email address.',
    action: 'Confirm my email',
    after: 'If you did not create an account, ignore this email.',
  },
  activation: {
    subject: `Activate your ${PRODUCT_NAME} account`,
    lead: `Thank you for your purchase. Follow this link to activate your ${PRODUCT_NAME} account and start training.`,
    action: 'Activate my account',
    after: 'The link signs you in with this email address.',
  },
};


/** `references` names the link and its code: random strings our systems issued, kept out of the card-number scan. */
export function identityEmail(kind: IdentityKind, to: string, link: string, references: readonly string[]): OutgoingEmail {
  const copy = COPY[kind];
  const text = `${copy.lead}\n\n${copy.action}: ${link}\n\n${copy.after}\n`;
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(copy.subject)}</title>
<body style="font-family:system-ui,sans-serif;max-width:560px;margin:24px auto;padding:0 16px;color:#1d2433">
<p>${escapeHtml(copy.lead)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#3b5bdb;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(copy.action)}</a></p>
<p style="font-size:13px;color:#556">Or open this address: <span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p style="font-size:13px;color:#556">${escapeHtml(copy.after)}</p>
</body></html>`;
  return { to, subject: copy.subject, text, html, kind, references: [link, ...references] };
}
