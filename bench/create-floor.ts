/**
 * A diagnostic beside the subscription-create baseline (issue 32): the bare JSON POST plus the
 * merchant's rows a create keeps, and nothing else of the product. Each request claims its
 * idempotency key, looks for the execution's subscription and the email's active ones, inserts the
 * subscription, its consent (with the terms' words), its charge's settled row and its receipt's queue
 * row, and stores the answer (the provider's session and the quiz attempt, which the product also
 * writes, are left out): the create's writes and reads in their own tables, with the product's keys
 * and indexes, on a database opened as the product opens its own (platform/store/db.ts), each create in its
 * savepoint of the product's group commit (platform/store/commit-group.ts), its answer held until the COMMIT.
 * No logging, journal, session, provider or validation.
 *
 * Its req/s beside the bare POST's is the most the product's create could reach on this machine while
 * it keeps those rows durable: the share of the gap that is storage, not the product's own code.
 */
import type { RequestHandler } from 'express';
import { findPlan } from '../catalog/plans';
import { renewalTermsText } from '../catalog/renewal-terms-words';
import { CommitGroup } from '../simulator/platform/store/commit-group';
import { openDatabase } from '../simulator/platform/store/db';

const SCHEMA = `
  CREATE TABLE idempotency_keys (scope TEXT NOT NULL, key TEXT NOT NULL, request_hash TEXT NOT NULL, state TEXT NOT NULL,
    status INTEGER, content_type TEXT, body TEXT, created_at INTEGER NOT NULL, PRIMARY KEY (scope, key));
  CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at);
  CREATE TABLE subscriptions (id TEXT PRIMARY KEY, plan_id TEXT NOT NULL, email TEXT NOT NULL, status TEXT NOT NULL,
    execution_id TEXT NOT NULL UNIQUE, attribution TEXT NOT NULL, language TEXT NOT NULL, created_at TEXT NOT NULL);
  CREATE INDEX subscriptions_email_status ON subscriptions (email, status);
  CREATE TABLE renewal_consents (id TEXT PRIMARY KEY, subscription_id TEXT NOT NULL UNIQUE, plan_id TEXT NOT NULL,
    email TEXT, terms_text TEXT NOT NULL, agreed_at TEXT NOT NULL, ip TEXT);
  CREATE TABLE charges (id TEXT PRIMARY KEY, execution_id TEXT NOT NULL UNIQUE, status TEXT NOT NULL, email TEXT, subscription_id TEXT);
  CREATE TABLE outbox_queue (id INTEGER PRIMARY KEY, kind TEXT NOT NULL, subscription_id TEXT NOT NULL, created_at INTEGER NOT NULL);
`;

interface FloorBody {
  readonly plan_id?: unknown;
  readonly email?: unknown;
  readonly card?: { readonly execution_id?: unknown };
}

/** The floor's route on a database file of its own at `path` (created empty), opened and committed as the product's. */
export function createFloor(path: string): RequestHandler {
  const db = openDatabase(path, [{ version: 1, name: 'create_floor', sql: SCHEMA }]);
  const group = new CommitGroup(db);
  const sql = {
    claim: db.prepare("INSERT INTO idempotency_keys (scope, key, request_hash, state, created_at) VALUES ('subs', ?, ?, 'in-flight', ?)"),
    done: db.prepare("UPDATE idempotency_keys SET state = 'done', status = 201, content_type = 'application/json', body = ? WHERE scope = 'subs' AND key = ?"),
    byExecution: db.prepare('SELECT id FROM subscriptions WHERE execution_id = ?'),
    active: db.prepare("SELECT id FROM subscriptions WHERE email = ? AND status = 'active'"),
    subscription: db.prepare("INSERT INTO subscriptions VALUES (?, ?, ?, 'active', ?, '{}', 'en', ?)"),
    consent: db.prepare('INSERT INTO renewal_consents VALUES (?, ?, ?, ?, ?, ?, ?)'),
    charge: db.prepare("INSERT INTO charges (id, execution_id, status, email, subscription_id) VALUES (?, ?, 'recorded', ?, ?)"),
    receipt: db.prepare("INSERT INTO outbox_queue (kind, subscription_id, created_at) VALUES ('subscription-receipt', ?, ?)"),
  };
  let created = 0;
  return (req, res) => {
    const body = req.body as FloorBody;
    const executionId = String(body.card?.execution_id ?? '');
    const email = String(body.email ?? '').toLowerCase();
    const plan = findPlan(String(body.plan_id));
    if (!plan) {
      res.status(400).json({ error: `unknown plan ${String(body.plan_id)}` });
      return;
    }
    created += 1;
    const id = `sub_floor_${created}`;
    const now = new Date().toISOString();
    const key = String(req.get('Idempotency-Key'));
    let answer: string;
    try {
      answer = group.run(() => {
        sql.claim.run(key, executionId, Date.now());
        sql.byExecution.get(executionId);
        sql.active.all(email);
        sql.subscription.run(id, plan.id, email, `${executionId}-${created}`, now);
        sql.consent.run(`con_${created}`, id, plan.id, email, renewalTermsText(plan), now, req.ip ?? null);
        sql.charge.run(`chg_${created}`, `${executionId}-${created}`, email, id);
        sql.receipt.run(id, Date.now());
        const text = JSON.stringify({ id });
        sql.done.run(text, key);
        return text;
      });
    } catch (error) {
      // A replayed key, say: the group rolled back this request's savepoint only.
      res.status(409).json({ error: error instanceof Error ? error.message : String(error) });
      return;
    }
    group.afterCommit(
      () => res.status(201).type('application/json').send(answer),
      () => res.destroy(),
    );
  };
}
