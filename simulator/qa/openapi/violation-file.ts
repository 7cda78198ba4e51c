/**
 * The e2e server's contract check (CONTRACT_VIOLATIONS_FILE, simulator/config.ts): each violation is
 * logged and appended to the file as one JSON line, which e2e/replay-reporter.ts reads at the end of
 * the run. The file is started with a header line, so a run whose server never checked is told apart
 * from one with no violation.
 */
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Logger } from 'pino';
import { formatViolation, type ViolationSink } from './traffic-check';

export const CONTRACT_CHECK_HEADER = { contractCheck: 'started' } as const;

export function contractViolationLog(file: string | undefined, logger: Logger): ViolationSink | undefined {
  if (!file) return undefined;
  // Its folder (.test-output) may not exist yet: `npx playwright test` on a fresh clone, before any `npm test`.
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ ...CONTRACT_CHECK_HEADER, at: new Date().toISOString() })}\n`);
  return (violation) => {
    logger.error({ violation }, `OpenAPI contract violation: ${formatViolation(violation)}`);
    appendFileSync(file, `${JSON.stringify(violation)}\n`);
  };
}
