/**
 * The emails the Firebase Auth emulator would send (sign-in links, password resets, address
 * verifications) land in the QA console's outbox, with a link QA can click. The emulator keeps them
 * as "OOB codes" (GET /emulator/v1/projects/{id}/oobCodes); this mailer polls that list once a second
 * and sends each new code once.
 *
 * Sign-in and verification links are the emulator's own (its /emulator/action page redirects to the
 * app's continue URL, as Firebase's hosted handler does). A password reset goes to the app's
 * access-recovery page, as a project with a custom email action handler does, since the emulator's
 * page asks for the new password in the query string.
 */
import { z } from 'zod';
import type { Outbox, OutboxEmail } from '../outbox/outbox';
import { identityEmail } from './identity-emails';
import { emailLanguage } from '../outbox/i18n/catalogue';
import type { Language } from '../../../catalog/languages';
import { errorField, processLogger } from '../../platform/http/logger';

const OobCodes = z.object({
  oobCodes: z
    .array(z.object({ email: z.string(), oobCode: z.string(), oobLink: z.string(), requestType: z.string() }))
    .default([]),
});

export interface IdentityMailerOptions {
  /** http://host:port of the Auth emulator. */
  readonly emulatorOrigin: string;
  readonly projectId: string;
  /** The app's access-recovery page, e.g. http://localhost:3000/mindmetric/access-recovery. */
  readonly passwordResetPage: string;
  /** Polling period; default 1000 ms. */
  readonly pollMs?: number;
  /** The address's language (issue 33): the account's choice, else its last purchase's; English when absent. */
  readonly languageOf?: (email: string) => Language;
}

const POLL_MS = 1_000;

export class IdentityMailer {
  private readonly seen = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private polling: Promise<void> | null = null;

  constructor(
    private readonly outbox: Outbox,
    private readonly options: IdentityMailerOptions,
  ) {}

  /** Starts polling the emulator; the timer never keeps the process alive. */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.sync(), this.options.pollMs ?? POLL_MS);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Marks a code as already mailed (the activation email carries its own sign-in link). */
  markSent(oobCode: string): void {
    this.seen.add(oobCode);
  }

  /** Sends every code not mailed yet; concurrent calls share one poll. Answers the emails sent. */
  async sync(): Promise<void> {
    this.polling ??= this.poll().finally(() => (this.polling = null));
    return this.polling;
  }

  private async poll(): Promise<void> {
    let codes: z.infer<typeof OobCodes>['oobCodes'];
    try {
      const response = await fetch(`${this.options.emulatorOrigin}/emulator/v1/projects/${this.options.projectId}/oobCodes`, { signal: AbortSignal.timeout(5_000) });
      codes = OobCodes.parse(await response.json()).oobCodes;
    } catch (error) {
      processLogger().error({ err: errorField(error) }, "identity: could not read the Auth emulator's emails");
      return;
    }
    for (const code of codes) {
      if (this.seen.has(code.oobCode)) continue;
      this.seen.add(code.oobCode);
      this.mail(code);
    }
  }

  private mail(code: { email: string; oobCode: string; oobLink: string; requestType: string }): OutboxEmail | null {
    const refs = [code.oobCode, code.oobLink];
    const lang = emailLanguage(this.options.languageOf?.(code.email.toLowerCase()) ?? 'en');
    try {
      switch (code.requestType) {
        case 'EMAIL_SIGNIN':
          return this.outbox.send(identityEmail('sign-in-link', code.email, code.oobLink, refs, lang));
        case 'VERIFY_EMAIL':
          return this.outbox.send(identityEmail('email-verification', code.email, code.oobLink, refs, lang));
        case 'PASSWORD_RESET': {
          const link = new URL(this.options.passwordResetPage);
          link.searchParams.set('mode', 'resetPassword');
          link.searchParams.set('oobCode', code.oobCode);
          return this.outbox.send(identityEmail('password-reset', code.email, link.toString(), [...refs, link.toString()], lang));
        }
        default:
          // Email changes and recoveries: the app never starts them.
          return null;
      }
    } catch (error) {
      processLogger().error({ err: errorField(error), requestType: code.requestType }, 'identity: an email was not sent');
      return null;
    }
  }
}
