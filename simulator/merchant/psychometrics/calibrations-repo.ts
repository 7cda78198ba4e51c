/** Stored calibrations (migration 2701): each a version with every item's parameters. */
import type { QaCalibration } from '../../../contracts/qa-api';
import type { Db } from '../../platform/store/db';
import type { CalibratedItem, CalibrationResult } from './calibrate';
import type { ItemParams } from './irt';
import { provisionalOf, type BankItem } from './item-bank';

export interface LiveItem extends BankItem {
  readonly params: ItemParams;
  readonly status: 'calibrated' | 'provisional';
  /** Answers the calibration that set these parameters had (0 for the provisional bank). */
  readonly answers: number;
}

/** The bank as scoring uses it now: the latest calibration's parameters, and its version (0: none yet). */
export interface LiveBank {
  readonly version: number;
  readonly items: ReadonlyMap<string, LiveItem>;
}

/** A stored calibration as the QA API gives it (contracts/qa-api.ts). */
export type CalibrationSummary = QaCalibration;

interface ParameterRow {
  readonly item_id: string;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly answers: number;
  readonly status: 'calibrated' | 'provisional';
}

export class CalibrationsRepo {
  constructor(private readonly db: Db) {}

  latestVersion(): number {
    const row = this.db.prepare('SELECT MAX(version) AS v FROM item_calibrations').get() as { v: number | null };
    return row.v ?? 0;
  }

  /** The live parameters of `items`: the latest calibration's where it has the item and calibrated it, provisional otherwise. */
  live(items: readonly BankItem[]): LiveBank {
    const version = this.latestVersion();
    const stored = new Map<string, ParameterRow>();
    if (version > 0) {
      for (const row of this.db.prepare('SELECT item_id, a, b, c, answers, status FROM item_parameters WHERE version = ?').all(version) as ParameterRow[]) stored.set(row.item_id, row);
    }
    const out = new Map<string, LiveItem>();
    for (const item of items) {
      const row = stored.get(item.id);
      out.set(
        item.id,
        row && row.status === 'calibrated'
          ? { ...item, params: { a: row.a, b: row.b, c: row.c }, status: 'calibrated', answers: row.answers }
          : { ...item, params: provisionalOf(item), status: 'provisional', answers: row?.answers ?? 0 },
      );
    }
    return { version, items: out };
  }

  /** Stores a calibration as the next version, in one transaction; returns its summary. */
  record(result: CalibrationResult, people: number, answers: number, createdAt: string): CalibrationSummary {
    return this.db.transaction(() => {
      const version = this.latestVersion() + 1;
      this.db
        .prepare('INSERT INTO item_calibrations (version, created_at, people, answers, cycles, converged, log_likelihood) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(version, createdAt, people, answers, result.cycles, result.converged ? 1 : 0, result.logLikelihood);
      const insert = this.db.prepare('INSERT INTO item_parameters (version, item_id, a, b, c, answers, status) VALUES (?, ?, ?, ?, ?, ?, ?)');
      for (const item of result.items as readonly CalibratedItem[]) insert.run(version, item.id, item.a, item.b, item.c, item.answers, item.status);
      return this.summary(version) as CalibrationSummary;
    })();
  }

  summary(version: number): CalibrationSummary | undefined {
    const row = this.db
      .prepare(
        `SELECT c.version, c.created_at, c.people, c.answers, c.cycles, c.converged, c.log_likelihood,
                SUM(p.status = 'calibrated') AS calibrated_items, SUM(p.status = 'provisional') AS provisional_items
         FROM item_calibrations c LEFT JOIN item_parameters p ON p.version = c.version WHERE c.version = ? GROUP BY c.version`,
      )
      .get(version) as (Omit<CalibrationSummary, 'converged'> & { converged: number }) | undefined;
    return row ? { ...row, converged: row.converged === 1, calibrated_items: row.calibrated_items ?? 0, provisional_items: row.provisional_items ?? 0 } : undefined;
  }

  list(): CalibrationSummary[] {
    return (this.db.prepare('SELECT version FROM item_calibrations ORDER BY version DESC').all() as { version: number }[]).map((r) => this.summary(r.version) as CalibrationSummary);
  }
}
