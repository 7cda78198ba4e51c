/**
 * The simulator's one SQLite file holds both parties' tables: each party keeps its own migrations
 * (merchant/store/migrations.ts, payment-provider/migrations.ts; a few folders add theirs when they
 * start), and they share schema_migrations, so every version number is used once across the lists.
 */
import { MERCHANT_MIGRATIONS } from './merchant/store/migrations';
import { PROVIDER_MIGRATIONS } from './payment-provider/migrations';
import { openDatabase, type Db, type Migration } from './platform/store/db';

export const SIMULATOR_MIGRATIONS: readonly Migration[] = [...MERCHANT_MIGRATIONS, ...PROVIDER_MIGRATIONS];

/** Opens the simulator's database (WAL on files, `:memory:` in tests) with both parties' tables up to date. */
export const openSimulatorDatabase = (path: string): Db => openDatabase(path, SIMULATOR_MIGRATIONS);
