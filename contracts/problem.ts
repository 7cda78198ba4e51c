/**
 * The error body of every API here but the vault's (RFC 9457 problem+json, simulator/platform/http/problem.ts):
 * a stable `code` to branch on, a `detail` for people, and `error` repeating it for the subscription
 * service's clients (app §7 in docs/spec-coverage.md). Some problems add fields (a refused scenario's `errors`).
 */
import { z } from 'zod';

export const ProblemBody = z.looseObject({
  type: z.string().min(1),
  title: z.string().min(1),
  status: z.number().int().min(400).max(599),
  code: z.string().min(1),
  detail: z.string(),
  error: z.string(),
});
