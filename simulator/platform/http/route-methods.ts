/**
 * 405 with `Allow` on an origin the OpenAPI document does not describe (the app origin, issue 43): a
 * request no route answered, on a path one of the origin's own routes serves with other methods, is
 * told those methods instead of a 404 saying the path does not exist. The methods are read from the
 * Express router's own routes (nested routers included), so the answer cannot drift from them.
 * Mounted after the origin's routers, before its not-found handler.
 */
import type { RequestHandler } from 'express';
import { Problem } from './problem';

/** The parts of an Express router layer this reads (the router package's Layer and Route). */
interface LayerLike {
  readonly route?: { readonly methods: Readonly<Record<string, boolean | undefined>> } | undefined;
  readonly handle: unknown;
  match(path: string): { readonly path: string } | false;
}

const isLayer = (value: unknown): value is LayerLike => typeof value === 'object' && value !== null && typeof (value as { match?: unknown }).match === 'function';
const stackOf = (value: unknown): readonly unknown[] | null => {
  const stack = typeof value === 'function' || (typeof value === 'object' && value !== null) ? (value as { stack?: unknown }).stack : undefined;
  return Array.isArray(stack) ? stack : null;
};

/** The methods the routes in `stack` (and the routers mounted in it) answer for `path`, HEAD with GET. */
function routeMethods(stack: readonly unknown[], path: string, into: Set<string> = new Set()): Set<string> {
  for (const layer of stack) {
    if (!isLayer(layer)) continue;
    let matched: { readonly path: string } | false;
    try {
      matched = layer.match(path);
    } catch {
      // A path a parameter cannot decode: the route would refuse it too (400), so it names no method here.
      continue;
    }
    if (!matched) continue;
    if (layer.route) {
      for (const [method, on] of Object.entries(layer.route.methods)) if (on && method !== '_all') into.add(method.toUpperCase());
      if (into.has('GET')) into.add('HEAD');
      continue;
    }
    const nested = stackOf(layer.handle);
    if (nested) routeMethods(nested, path.slice(matched.path.length) || '/', into);
  }
  return into;
}

/** The guard for an Express app: its own router's stack is read on each unanswered request. */
export const methodNotAllowedByRoutes: RequestHandler = (req, res, next) => {
  // A CORS preflight is the CORS middleware's.
  if (req.method === 'OPTIONS') return next();
  const stack = stackOf((req.app as unknown as { router?: unknown }).router);
  const allowed = stack ? [...routeMethods(stack, req.path)] : [];
  if (allowed.length === 0 || allowed.includes(req.method)) return next();
  res.setHeader('Allow', allowed.join(', '));
  next(new Problem('method-not-allowed', `${req.method} is not a method of ${req.path}; it takes ${allowed.join(', ')}.`));
};
