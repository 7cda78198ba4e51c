/** size-limit's config: the budgets live in scripts/size-budgets.ts, computed from the build in DIST_DIR (default dist). */
import { sizeChecks } from './scripts/size-budgets';

export default sizeChecks(process.env.DIST_DIR ?? 'dist');
