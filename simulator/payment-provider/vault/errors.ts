/**
 * The vault's own error shape, { error: { message, http_code } } with an x-request-id header, as the
 * widget's vault client reads it (widget §7 in docs/spec-coverage.md): for the tokenize handler's refusals and for
 * every error raised before or around it on /vault/* (body parser, unknown path).
 */
import type { ErrorRequestHandler, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { ZodError } from 'zod';
import { BodyTooDeepError } from '../../platform/http/body-limits';
import { Problem, PROBLEMS } from '../../platform/http/problem';
import { errorField, processLogger, requestIdOf } from '../../platform/http/logger';

export const VAULT_PATH_PREFIX = '/vault/';

export function sendVaultError(res: Response, status: number, message: string): void {
  res.setHeader('x-request-id', randomUUID());
  res.status(status).json({ error: { message, http_code: status } });
}

/** A 4xx status and a message that says what was wrong, never echoing the body (it may hold card data). */
function describe(error: unknown): { status: number; message: string } {
  if (error instanceof Problem) return { status: PROBLEMS[error.code].status, message: error.detail };
  if (error instanceof BodyTooDeepError) return { status: 400, message: error.message };
  if (error instanceof ZodError) return { status: 400, message: `Invalid fields: ${[...new Set(error.issues.map((i) => i.path.join('.') || 'body'))].join(', ')}.` };
  if (error instanceof SyntaxError && 'body' in error) return { status: 400, message: 'The body is not valid JSON.' };
  const status = error instanceof Error ? (error as { status?: unknown }).status : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message = status === 413 ? 'The body is larger than the vault accepts.' : status === 415 ? 'The vault cannot read this charset or encoding.' : 'The request is malformed.';
    return { status, message };
  }
  return { status: 500, message: 'The vault failed unexpectedly.' };
}

/** Renders errors of /vault/* paths in the vault's shape; other paths go on to the problem handler. */
export const vaultErrorHandler: ErrorRequestHandler = (error: unknown, req, res, next) => {
  if (!req.path.startsWith(VAULT_PATH_PREFIX)) {
    next(error);
    return;
  }
  const { status, message } = describe(error);
  if (status >= 500) processLogger().error({ err: errorField(error), requestId: requestIdOf(req) }, 'vault: unexpected error');
  sendVaultError(res, status, message);
};
