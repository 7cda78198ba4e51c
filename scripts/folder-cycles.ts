/**
 * Import cycles between the simulator's folders (issue 42). A unit is a folder two levels down
 * (merchant/renewals, payment-provider/payments, platform/http, qa/console), the files a room keeps
 * at its own level (payment-provider/client.ts is the unit `payment-provider`), or simulator/ itself,
 * where the composition root lives. Test files and test helpers are consumers, not parts: they are
 * left out, so a test may import from anywhere. Run by npm test through scripts/folder-cycles.test.ts; `npx tsx
 * scripts/folder-cycles.ts` prints the same report.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';

/** For each unit, the units it imports, each with the first file and specifier that does. */
export type FolderGraph = Map<string, Map<string, string>>;

const IMPORT = /(?:^|[\s;])(?:import|export)\s[^'"]*?from\s*'([^']+)'|import\(\s*'([^']+)'\s*\)/gm;
/** Test files and the helpers only tests import (test-support.ts, test-*.ts, fixtures). */
const isTest = (file: string) => /\.test\.tsx?$|\.fixture\.ts$|(^|\/)test-[^/]*\.ts$|test-support\.ts$/.test(file);

/** The unit of a file path relative to the simulator's folder. */
export function unitOf(path: string): string {
  const parts = path.split('/');
  if (parts.length <= 1) return '(simulator)';
  if (parts.length === 2) return parts[0] ?? '(simulator)';
  return `${parts[0]}/${parts[1]}`;
}

/** Reads every non-test .ts file below `root` and the relative imports between units. */
export function folderGraph(root: string): FolderGraph {
  const graph: FolderGraph = new Map();
  for (const name of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(name) || isTest(name)) continue;
    const from = unitOf(name);
    if (!graph.has(from)) graph.set(from, new Map());
    const text = readFileSync(join(root, name), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (!specifier.startsWith('.')) continue;
      const target = relative(root, resolve(root, dirname(name), specifier));
      if (target.startsWith('..')) continue; // outside the simulator (catalog/, contracts/, scenarios/)
      const to = unitOf(normalize(target));
      const edges = graph.get(from);
      if (to !== from && edges && !edges.has(to)) edges.set(to, `${name} imports '${specifier}'`);
    }
  }
  return graph;
}

/** One cycle per group of units that reach each other (Tarjan's components), as a path back to its start. */
export function findCycles(graph: FolderGraph): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (unit: string) => {
    order.set(unit, index);
    low.set(unit, index);
    index += 1;
    stack.push(unit);
    onStack.add(unit);
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(unit, Math.min(low.get(unit) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(unit, Math.min(low.get(unit) ?? 0, order.get(next) ?? 0));
    }
    if (low.get(unit) === order.get(unit)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== unit);
      if (component.length > 1) components.push(component);
    }
  };
  for (const unit of [...graph.keys()].sort()) if (!order.has(unit)) visit(unit);
  return components.map((component) => shortestCycle(graph, component));
}

/** The shortest path from the component's first unit (by name) back to itself, inside the component. */
function shortestCycle(graph: FolderGraph, component: string[]): string[] {
  const inside = new Set(component);
  const start = [...component].sort()[0] ?? '';
  const previous = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift() ?? '';
    for (const next of graph.get(unit)?.keys() ?? []) {
      if (!inside.has(next)) continue;
      if (next === start) {
        const path = [unit];
        while (path[0] !== start) path.unshift(previous.get(path[0] ?? '') ?? start);
        return [...path, start];
      }
      if (!previous.has(next)) {
        previous.set(next, unit);
        queue.push(next);
      }
    }
  }
  return [start, start];
}

/** The report: one line per cycle, each step with the import that makes it. */
export function describeCycles(graph: FolderGraph, cycles: string[][]): string {
  if (cycles.length === 0) return '0 cycles between simulator folders';
  const lines = cycles.map((cycle) => {
    const steps = cycle.slice(1).map((to, i) => `  ${cycle[i]} -> ${to} (${graph.get(cycle[i] ?? '')?.get(to) ?? '?'})`);
    return `${cycle.join(' -> ')}\n${steps.join('\n')}`;
  });
  return `${cycles.length} cycle(s) between simulator folders:\n${lines.join('\n')}`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const graph = folderGraph(resolve(import.meta.dirname, '..', 'simulator'));
  const cycles = findCycles(graph);
  console.log(describeCycles(graph, cycles));
  process.exitCode = cycles.length === 0 ? 0 : 1;
}
