/**
 * 405 with `Allow` (issue 43): a request no route answered, on a path the OpenAPI document declares
 * for this origin, with a method it does not declare there, is told which methods the path takes
 * instead of a 404 that says the path does not exist. Mounted after the origin's routers, before its
 * not-found handler; HEAD counts as GET (Express answers it with the GET route).
 */
import type { RequestHandler } from 'express';
import { Problem } from '../../platform/http/problem';
import type { Operation, Origin } from './describe';

interface DeclaredPath {
  readonly pattern: RegExp;
  readonly template: string;
  readonly methods: Set<string>;
}

/** `/provider/executions/{id}` -> /^\/provider\/executions\/[^/]+$/ */
function patternOf(template: string): RegExp {
  const escaped = template.split(/\{[^}]+\}/).map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${escaped.join('[^/]+')}$`);
}

/** The methods each documented path of `origin` takes, in the document's order. */
export function declaredPaths(operations: readonly Operation[], origin: Origin): DeclaredPath[] {
  const byTemplate = new Map<string, DeclaredPath>();
  for (const op of operations) {
    if (op.origin !== origin) continue;
    const entry = byTemplate.get(op.path) ?? { pattern: patternOf(op.path), template: op.path, methods: new Set<string>() };
    entry.methods.add(op.method.toUpperCase());
    if (op.method === 'get') entry.methods.add('HEAD');
    byTemplate.set(op.path, entry);
  }
  return [...byTemplate.values()];
}

export function methodNotAllowed(operations: readonly Operation[], origin: Origin): RequestHandler {
  const paths = declaredPaths(operations, origin);
  return (req, res, next) => {
    // A CORS preflight is the CORS middleware's; anything else on a declared path gets the path's methods.
    if (req.method === 'OPTIONS') return next();
    const declared = paths.filter((p) => p.pattern.test(req.path));
    if (declared.length === 0) return next();
    const allowed = [...new Set(declared.flatMap((p) => [...p.methods]))];
    if (allowed.includes(req.method)) return next();
    res.setHeader('Allow', allowed.join(', '));
    next(new Problem('method-not-allowed', `${req.method} is not a method of ${declared[0]?.template ?? req.path}; it takes ${allowed.join(', ')}.`));
  };
}
