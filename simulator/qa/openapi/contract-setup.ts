/**
 * Vitest setup (vitest.config.ts): a test during which a test simulator answered or accepted
 * something the OpenAPI document refuses fails, naming the route, the status and each field's path.
 */
import { afterEach } from 'vitest';
import { takeContractViolations } from './violation-log';

afterEach(() => {
  const violations = takeContractViolations();
  if (violations.length === 0) return;
  const lines = violations.map((v) => `- ${v.route} answered ${v.status}: ${v.issues.join('; ')}`);
  throw new Error(`${violations.length} call(s) broke the OpenAPI contract (simulator/qa/openapi, GET /openapi.json):\n${lines.join('\n')}\nFix the route, or its schema in contracts/ if the document is wrong.`);
});
