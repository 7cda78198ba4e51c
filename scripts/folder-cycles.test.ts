/**
 * No import cycles between the simulator's folders (issue 42): the check runs on the real tree in
 * every `npm test`, and refuses a probe cycle with its path and the imports that make it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { describeCycles, findCycles, folderGraph } from './folder-cycles';

const SIMULATOR = resolve(import.meta.dirname, '..', 'simulator');
let probe: string | undefined;
afterEach(() => {
  if (probe) rmSync(probe, { recursive: true, force: true });
  probe = undefined;
});

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'folder-cycles-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('import cycles between simulator folders', () => {
  it('0 cycles between simulator folders', () => {
    const graph = folderGraph(SIMULATOR);
    const report = describeCycles(graph, findCycles(graph));
    process.stdout.write(`${report}\n`);
    expect(report).toBe('0 cycles between simulator folders');
    // The graph is the real one: the rooms' folders and the imports between them.
    expect(graph.get('merchant/subscription-service')?.has('payment-provider')).toBe(true);
  });

  it('refuses a probe cycle, naming its path and the import behind each step', () => {
    probe = tree({
      'merchant/renewals/scheduler.ts': "import { send } from '../outbox/mail';\nexport const run = () => send();\n",
      'merchant/outbox/mail.ts': "import type { Plan } from '../store/plans';\nexport const send = (_p?: Plan) => 1;\n",
      'merchant/store/plans.ts': "import { run } from '../renewals/scheduler';\nexport type Plan = ReturnType<typeof run>;\n",
      'merchant/store/plans.test.ts': "import { send } from '../outbox/mail';\n",
      'platform/http/problem.ts': "export const problem = 1;\n",
    });
    const graph = folderGraph(probe);
    const cycles = findCycles(graph);
    expect(cycles).toEqual([['merchant/outbox', 'merchant/store', 'merchant/renewals', 'merchant/outbox']]);
    const report = describeCycles(graph, cycles);
    expect(report).toContain('1 cycle(s) between simulator folders');
    expect(report).toContain("merchant/store -> merchant/renewals (merchant/store/plans.ts imports '../renewals/scheduler')");
  });

  it('counts a cycle through a room’s own files and through dynamic imports', () => {
    probe = tree({
      'payment-provider/client.ts': "export type { Charge } from './payments/charges';\n",
      'payment-provider/payments/charges.ts': "export type Charge = 1;\nexport const load = () => import('../client');\n",
    });
    const graph = folderGraph(probe);
    expect(findCycles(graph)).toEqual([['payment-provider', 'payment-provider/payments', 'payment-provider']]);
  });

  it('leaves test files and test helpers out: a test may import from anywhere', () => {
    probe = tree({
      'merchant/renewals/scheduler.ts': 'export const y = 1;\n',
      'merchant/renewals/scheduler.test.ts': "import { x } from '../../create-simulator';\n",
      'merchant/renewals/test-subscribe.ts': "import { x } from '../../create-simulator';\n",
      'create-simulator.ts': "import { y } from './merchant/renewals/scheduler';\nexport const x = y;\n",
    });
    expect(describeCycles(folderGraph(probe), findCycles(folderGraph(probe)))).toBe('0 cycles between simulator folders');
  });
});
