/**
 * The pieces every operation of the OpenAPI document is written with (simulator/qa/openapi): where a
 * route lives, its JSON body, its answers, and the problems any route may answer.
 */
import { z } from 'zod';
import type { ZodOpenApiOperationObject, ZodOpenApiResponseObject } from 'zod-openapi';
import { ProblemBody } from '../../../contracts/problem';

/** Which origin serves the route: the service origin (provider, subscription service, QA) or the asset origin (the vault). */
export type Origin = 'service' | 'asset';

export interface Operation {
  readonly method: 'get' | 'post' | 'put' | 'delete';
  /** The OpenAPI path template, `{name}` for a path parameter (Express writes `:name`). */
  readonly path: string;
  readonly origin: Origin;
  readonly operation: ZodOpenApiOperationObject;
}

/** A JSON answer. */
export const json = (schema: z.ZodType, description: string): ZodOpenApiResponseObject => ({ description, content: { 'application/json': { schema } } });

/** A JSON request body. */
export const jsonBody = (schema: z.ZodType) => ({ required: true, content: { 'application/json': { schema } } });

/** An answer without a body. */
export const noContent = (description: string): ZodOpenApiResponseObject => ({ description });

/** Any refusal or failure: a problem+json with a stable code. */
export const problem: ZodOpenApiResponseObject = {
  description: 'A refusal or failure as problem+json (RFC 9457) with a stable `code`',
  content: { 'application/problem+json': { schema: ProblemBody } },
};

/**
 * What a scenario may script instead of an answer (scenarios/schema.ts ScriptedHttpErrorSchema, and
 * the http-status fault): its plain text, or a problem+json naming the status.
 */
export const scriptedOrProblem: ZodOpenApiResponseObject = {
  description: 'A refusal, or a failure the session\'s scenario scripts (its plain text, or a problem+json naming the status)',
  content: { 'application/problem+json': { schema: ProblemBody }, 'text/plain': { schema: z.string() } },
};

/** A path parameter that names a record. */
export const idParam = (name: string, description: string) => z.object({ [name]: z.string().min(1).max(200).meta({ description }) });
