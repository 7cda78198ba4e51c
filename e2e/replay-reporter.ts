/**
 * Every failure replays (issue 28, point 5): when an e2e test fails, this reporter asks the run's
 * simulator (still up) for the payment sessions the test opened (the suite's `test` lists them:
 * simulator/qa/replay/sessions-of-test.ts), saves each as a runtime
 * scenario (POST /qa/api/sessions/{execution}/record: the provider's answers, step by step), and
 * attaches to the test's result, and prints, what replays it: the scenario ids, the sessions with
 * their journals, the exported scenario files, the funnel URL with ?scenario= and the command that
 * reruns the test, and `npm run replay` on the saved sessions. A test that left no list is matched
 * by time and says so: a test on the other worker may have opened one of those sessions.
 */
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { QaSession, QaSessionReplay } from '../contracts/qa-api';
import { E2E_ORIGINS } from './origins';
import { sessionsOfTest } from '../simulator/qa/replay/sessions-of-test';
import { CONTRACT_VIOLATIONS_FILE } from './server';

/** Where `npm start` serves (simulator/config.ts defaults): the replay command is for a developer's machine. */
const LOCAL_SERVICE = 'http://localhost:4000';
const LOCAL_APP = 'http://localhost:3000';

interface Replay {
  readonly executionId: string;
  readonly requestedScenario: string | null;
  /** The scenario it ran as a runtime scenario body (GET /qa/api/sessions/{execution}/replay): what `npm run replay` saves on its fresh simulator. */
  readonly scenario: QaSessionReplay['scenario'] | null;
  readonly ranScenario: string | null;
  readonly recordedAs: string | null;
  readonly exportFile: string | null;
  readonly journal: QaSession['journal'];
}

const recordedId = (executionId: string) => `replay-${executionId.replace(/[^a-z0-9]/gi, '').slice(-12).toLowerCase()}`;

async function qa<T>(path: string, init?: RequestInit): Promise<T | null> {
  const res = await fetch(`${E2E_ORIGINS.service}${path}`, init).catch(() => null);
  return res?.ok ? ((await (path.endsWith('/export') ? res.text() : res.json())) as T) : null;
}

export default class ReplayReporter implements Reporter {
  private readonly pending: Promise<void>[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    if (result.status === 'passed' || result.status === 'skipped' || result.status === test.expectedStatus) return;
    this.pending.push(this.attachReplay(test, result).catch((error: unknown) => console.error(`replay-reporter: no replay for "${test.title}": ${String(error)}`)));
  }

  async onEnd(_result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    await Promise.all(this.pending);
    return contractCheckOutcome();
  }

  private async attachReplay(test: TestCase, result: TestResult): Promise<void> {
    const matched = sessionsOfTest((await qa<QaSession[]>('/qa/api/sessions')) ?? [], result);
    // A tagged session comes with its export (read by the test's fixture); one matched by time is read now.
    const sessions: { executionId: string; ranScenario: string | null; saved: QaSessionReplay | null }[] =
      matched.by === 'tag'
        ? matched.tagged.map((t) => ({ executionId: t.executionId, ranScenario: null, saved: t.replay }))
        : await Promise.all(matched.sessions.map(async (s) => ({ executionId: s.executionId, ranScenario: s.scenarioRun, saved: await qa<QaSessionReplay>(`/qa/api/sessions/${encodeURIComponent(s.executionId)}/replay`) })));
    const dir = join(test.parent.project()?.outputDir ?? 'test-results', 'replay', `${test.title.replace(/[^a-z0-9]+/gi, '-').slice(0, 60)}-${result.retry}`);
    await mkdir(dir, { recursive: true });
    const replays: Replay[] = [];
    for (const s of sessions) {
      const id = recordedId(s.executionId);
      // The session's provider answers as a scenario; a second failure of the same session finds it saved already.
      const recorded = await qa<{ id: string }>(`/qa/api/sessions/${encodeURIComponent(s.executionId)}/record`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ id }) });
      const scenario = recorded ?? (await qa<{ id: string }>(`/qa/api/scenarios/${id}`));
      const file = scenario ? await qa<string>(`/qa/api/scenarios/${id}/export`) : null;
      const exportFile = file ? join(dir, `${id}.ts`) : null;
      if (file && exportFile) {
        await writeFile(exportFile, file);
        await writeFile(join(dir, `${id}.json`), JSON.stringify(scenario, null, 2));
      }
      replays.push({ executionId: s.executionId, requestedScenario: s.saved?.requestedScenario ?? null, scenario: s.saved?.scenario ?? null, ranScenario: s.ranScenario, recordedAs: file ? id : null, exportFile, journal: s.saved?.journal ?? [] });
    }
    const location = `${relative(process.cwd(), test.location.file)}:${test.location.line}`;
    const rerun = `E2E_PORT_OFFSET=${process.env.E2E_PORT_OFFSET ?? 0} DIST_DIR=${process.env.DIST_DIR ?? 'dist'} npx playwright test ${location} --workers=1`;
    const sessionsFile = relative(process.cwd(), join(dir, 'sessions.json'));
    const lines = [
      `Replay of "${test.titlePath().slice(1).join(' > ')}" (${location})`,
      `  rerun: ${rerun}`,
      ...(replays.length > 0 ? [`  replay its sessions on a fresh simulator and see where they diverge: npm run replay -- ${sessionsFile}`] : []),
      ...(matched.by === 'time' ? [`  sessions matched by time (the test left no list of the sessions it opened): a test on the other worker may have opened some of them`] : []),
      ...(replays.length === 0 ? [matched.by === 'tag' ? '  the test opened no payment session' : '  no payment session was opened while it ran'] : []),
      ...replays.flatMap((r) => [
        `  session ${r.executionId}: scenario ${r.ranScenario ?? r.requestedScenario ?? '(default)'}${r.requestedScenario && r.requestedScenario !== r.ranScenario ? ` (requested ${r.requestedScenario})` : ''}, ${r.journal.length} calls: ${r.journal.map((j) => `${j.method} ${j.path} ${j.status}`).join(', ')}`,
        ...(r.recordedAs && r.exportFile
          ? [
              `    recorded as scenario "${r.recordedAs}": ${relative(process.cwd(), r.exportFile)}`,
              `    replay it on npm start: curl -X POST ${LOCAL_SERVICE}/qa/api/scenarios/${r.recordedAs} -H 'Content-Type: application/json' --data @${relative(process.cwd(), r.exportFile.replace(/\.ts$/, '.json'))} && open '${LOCAL_APP}/mindmetric/?scenario=${r.recordedAs}'`,
            ]
          : ['    could not be recorded as a scenario on the run\'s simulator (it had stopped)']),
        ...(r.scenario ? [] : ['    its replay export was not read: npm run replay cannot replay it']),
      ]),
    ];
    const text = lines.join('\n');
    await writeFile(join(dir, 'sessions.json'), JSON.stringify({ test: location, rerun, replay: `npm run replay -- ${sessionsFile}`, sessions: replays }, null, 2));
    result.attachments.push({ name: 'replay', contentType: 'text/plain', body: Buffer.from(text) });
    result.attachments.push({ name: 'replay-sessions', contentType: 'application/json', path: join(dir, 'sessions.json') });
    process.stdout.write(`\n${text}\n\n`);
  }
}

/**
 * The whole run's OpenAPI contract check (issue 28, point 4): the e2e server appended each violation
 * to CONTRACT_VIOLATIONS_FILE after a header line. Any violation fails the run; so does a missing
 * header (the check never ran), instead of passing unchecked.
 */
async function contractCheckOutcome(): Promise<{ status?: FullResult['status'] } | undefined> {
  const text = await readFile(CONTRACT_VIOLATIONS_FILE, 'utf8').catch(() => '');
  const [header, ...violations] = text.split('\n').filter(Boolean);
  if (!header?.includes('"contractCheck":"started"')) {
    process.stdout.write(`OpenAPI contract check: the server wrote no ${relative(process.cwd(), CONTRACT_VIOLATIONS_FILE)}: the run was not checked.\n`);
    return { status: 'failed' };
  }
  process.stdout.write(`OpenAPI contract check: ${violations.length} violation(s) in this run.\n`);
  if (violations.length === 0) return undefined;
  process.stdout.write(`${violations.map((v) => `  ${v}`).join('\n')}\n`);
  return { status: 'failed' };
}
