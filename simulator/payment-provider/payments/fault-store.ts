/**
 * Where fault counters live (issue 28): how many calls of each faultable route a session made, and
 * the faults QA switched on for it with the calls each has left. Kept in SQLite beside the session,
 * so a simulator restarted mid-scenario goes on with the script (the third authorize after a restart
 * is still the third), and a switched fault still hits the calls it had left.
 */
import { FaultRouteSchema, FaultStepSchema, type FaultRoute } from '../../../scenarios';
import { migrate, type Db } from '../../platform/store/db';
import { FAULT_MIGRATIONS } from '../scenarios/migrations';
import type { SwitchedFault } from './faults';

/** A switched fault as stored: its row id lets a call take one of its remaining hits. */
export type StoredSwitchedFault = SwitchedFault & { readonly id: number };

export class FaultStore {
  private readonly sql;

  constructor(
    db: Db,
    /** Runs a write in the group's transaction (platform/store/commit-group.ts): the call's answer waits for its commit. */
    private readonly write: <T>(work: () => T) => T,
  ) {
    migrate(db, FAULT_MIGRATIONS);
    this.sql = {
      calls: db.prepare('SELECT route, calls FROM fault_calls WHERE execution_id = ?'),
      count: db.prepare('INSERT INTO fault_calls (execution_id, route, calls) VALUES (?, ?, ?) ON CONFLICT (execution_id, route) DO UPDATE SET calls = excluded.calls'),
      switched: db.prepare('SELECT id, route, fault, remaining FROM switched_faults WHERE execution_id = ? ORDER BY id'),
      switchOn: db.prepare('INSERT INTO switched_faults (execution_id, route, fault, remaining) VALUES (?, ?, ?, ?)'),
      take: db.prepare('UPDATE switched_faults SET remaining = ? WHERE id = ?'),
      switchOff: db.prepare('DELETE FROM switched_faults WHERE execution_id = ?'),
      anySwitched: db.prepare('SELECT 1 FROM switched_faults WHERE remaining > 0 LIMIT 1'),
    };
  }

  calls(executionId: string): Map<FaultRoute, number> {
    const rows = this.sql.calls.all(executionId) as { route: string; calls: number }[];
    // Never fail open: a route the schema no longer knows stops here with its name.
    return new Map(rows.map((r) => [FaultRouteSchema.parse(r.route), r.calls]));
  }

  saveCount(executionId: string, route: FaultRoute, calls: number): void {
    this.write(() => this.sql.count.run(executionId, route, calls));
  }

  switched(executionId: string): StoredSwitchedFault[] {
    const rows = this.sql.switched.all(executionId) as { id: number; route: string; fault: string; remaining: number }[];
    return rows.map((r) => ({ id: r.id, route: FaultRouteSchema.parse(r.route), fault: FaultStepSchema.shape.fault.parse(JSON.parse(r.fault)), remaining: r.remaining }));
  }

  switchOn(executionId: string, fault: SwitchedFault): number {
    return Number(this.write(() => this.sql.switchOn.run(executionId, fault.route, JSON.stringify(fault.fault), fault.remaining)).lastInsertRowid);
  }

  saveRemaining(id: number, remaining: number): void {
    this.write(() => this.sql.take.run(remaining, id));
  }

  switchOff(executionId: string): void {
    this.write(() => this.sql.switchOff.run(executionId));
  }

  /** Whether any session has a switched fault left (read once at start: the hot path skips sessions with neither steps nor switched faults). */
  anySwitched(): boolean {
    return this.sql.anySwitched.get() !== undefined;
  }
}
