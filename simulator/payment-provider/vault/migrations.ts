import type { Migration } from '../../platform/store/db';

/** The vault's table. Versions start at 1001 (issue 10) so they never collide with other parties' lists. */
export const VAULT_MIGRATIONS: readonly Migration[] = [
  {
    version: 1001,
    name: 'vault_tokens',
    // A token survives a crash between tokenize and authorize. Only its SHA-256 is kept (the file never
    // holds a usable token), with what the vault kept of the card: never the number or the CVV.
    // expires_at is epoch ms; a row is deleted when it is used or, once expired, at the next tokenize.
    sql: `
      CREATE TABLE vault_tokens (
        token_hash     TEXT PRIMARY KEY,
        session_token  TEXT NOT NULL,
        bin            TEXT NOT NULL CHECK (length(bin) BETWEEN 6 AND 8),
        last4          TEXT NOT NULL CHECK (length(last4) = 4),
        network        TEXT NOT NULL,
        test_scenario  TEXT,
        expires_at     INTEGER NOT NULL
      );
      CREATE INDEX vault_tokens_expires_at ON vault_tokens (expires_at);
    `,
  },
];
