/**
 * The language a signed-in person chose (issue 33, table account_languages): kept by the verified
 * token's user, with the email their identity proved, so emails to that address speak it.
 */
import type { Language } from '../../../catalog/languages';
import type { Db } from '../../platform/store/db';

export class AccountLanguages {
  private readonly sql;

  constructor(
    db: Db,
    private readonly now: () => number = Date.now,
  ) {
    this.sql = {
      of: db.prepare('SELECT language FROM account_languages WHERE user_ref = ?').pluck(),
      ofEmail: db.prepare('SELECT language FROM account_languages WHERE email = ? ORDER BY updated_at DESC LIMIT 1').pluck(),
      set: db.prepare(
        `INSERT INTO account_languages (user_ref, email, language, updated_at) VALUES (@userRef, @email, @language, @at)
         ON CONFLICT (user_ref) DO UPDATE SET email = excluded.email, language = excluded.language, updated_at = excluded.updated_at`,
      ),
    };
  }

  of(userRef: string): Language | null {
    return (this.sql.of.get(userRef) as Language | undefined) ?? null;
  }

  /** The choice of the account whose verified email this is; undefined when none chose. */
  ofEmail(email: string): Language | undefined {
    return this.sql.ofEmail.get(email.toLowerCase()) as Language | undefined;
  }

  set(userRef: string, email: string | null, language: Language): void {
    this.sql.set.run({ userRef, email: email?.toLowerCase() ?? null, language, at: this.now() });
  }
}
