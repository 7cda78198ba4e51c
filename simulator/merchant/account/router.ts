/**
 * Accounts their owners control (issue 29, point 4): GET /members/account/export answers one JSON
 * file of everything kept about the signed-in person; POST /members/account/delete, confirmed by
 * re-entering the account's email, ends their subscriptions (nothing is charged again), erases or
 * pseudonymises their data and deletes their identity through the identity server's admin API.
 * Both act only on the verified token's own user: no id in the request names anyone.
 */
import { Router, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { ACCOUNT_PATHS, AccountLanguage, type StoredAccountLanguage } from '../../../contracts/members';
import { AccountLanguages } from './account-language';
import { Problem } from '../../platform/http/problem';
import type { IdentityAdmin, VerifiedUser } from '../identity/verifier';
import type { Db } from '../../platform/store/db';
import { eraseAccount, exportAccount, subscriptionsOf, userRefOf, type Person } from './account-data';

export interface AccountRouterDeps {
  readonly db: Db;
  readonly requireUser: RequestHandler;
  readonly userOf: (res: Response) => VerifiedUser;
  /** Absent (no identity server), deletion answers 503 before anything is erased. */
  readonly identityAdmin: IdentityAdmin | undefined;
  /** Ends one subscription now, without charging or mailing (simulator/merchant/renewals). */
  readonly endSubscription: (subscriptionId: string) => void;
  /** Asks the payment provider to drop the person's stored cards and email (ProviderClient.eraseCustomer). */
  readonly eraseAtProvider?: (customer: { readonly email: string | null; readonly userRef: string }) => void;
  readonly now?: () => number;
}


const DeleteBody = z.strictObject({ email: z.string().trim().min(1).max(320) });

/** Purchases by email are the person's only when the identity proved it owns that email. */
const personOf = (user: VerifiedUser): Person => ({ uid: user.uid, email: user.emailVerified ? user.email : null });

export function accountRouter(deps: AccountRouterDeps): Router {
  const router = Router();
  const now = deps.now ?? Date.now;
  router.get(ACCOUNT_PATHS.export, deps.requireUser, (_req, res) => {
    const user = deps.userOf(res);
    res.setHeader('Content-Disposition', `attachment; filename="mindmetric-data-${new Date(now()).toISOString().slice(0, 10)}.json"`);
    res.setHeader('Cache-Control', 'no-store');
    res.json(exportAccount(deps.db, personOf(user), now()));
  });
  // The footer's language choice while signed in (issue 33): stored for the token's user, never for a user the body names.
  const languages = new AccountLanguages(deps.db, now);
  router.get(ACCOUNT_PATHS.language, deps.requireUser, (_req, res) => {
    const answer: z.infer<typeof StoredAccountLanguage> = { language: languages.of(userRefOf(personOf(deps.userOf(res)))) };
    res.setHeader('Cache-Control', 'no-store');
    res.json(answer);
  });
  router.post(ACCOUNT_PATHS.language, deps.requireUser, (req, res) => {
    const person = personOf(deps.userOf(res));
    const { language } = AccountLanguage.parse(req.body);
    languages.set(userRefOf(person), person.email, language);
    const answer: z.infer<typeof StoredAccountLanguage> = { language };
    res.json(answer);
  });
  router.post(ACCOUNT_PATHS.delete, deps.requireUser, async (req, res) => {
    const user = deps.userOf(res);
    const { email } = DeleteBody.parse(req.body);
    if (!user.email || email.toLowerCase() !== user.email) {
      throw new Problem('bad-request', 'The email does not match the signed-in account: type the email you sign in with to delete the account.');
    }
    if (!deps.identityAdmin) throw new Problem('identity-unavailable', 'Accounts cannot be deleted right now: the identity service is not configured. Nothing was changed.');
    const person = personOf(user);
    const ended = subscriptionsOf(deps.db, person).map((s) => s.id);
    for (const id of ended) deps.endSubscription(id);
    eraseAccount(deps.db, person);
    deps.eraseAtProvider?.({ email: person.email, userRef: userRefOf(person) });
    // Last: if the identity server fails, the person can still sign in and ask again; the steps above repeat harmlessly.
    await deps.identityAdmin.deleteUser(user.uid);
    res.json({ deleted: true, subscriptions_ended: ended.length });
  });
  return router;
}
