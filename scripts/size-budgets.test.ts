/**
 * The size check itself, run as CI runs it (size-limit with the repository's `.size-limit.ts`) on
 * fixture builds: within budget it passes; a landing that grew past 95 KiB, a game past 60 KiB,
 * a widget past 40 KiB in one language, or Firebase pulled into the first load fails it.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../widget/i18n/locales';
import { BUDGETS_KIB, sizeChecks, widgetLanguageCheckName, type Manifest } from './size-budgets';

const REPO = resolve(import.meta.dirname, '..');
const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Random bytes do not compress, so a file's gzip size is its size (plus a few bytes). */
const KIB = 1024;

interface Fixture {
  readonly entryKib: number;
  readonly gameKib?: number;
  readonly firebaseOnLanding?: boolean;
  /** The host part of the Arabic texts (each other language: 1 KiB a side). */
  readonly arabicKib?: number;
}

const LANGUAGES = SUPPORTED_LOCALES.filter((l) => l !== 'en');

/** A build as Vite writes it: app and frame folders, each with .vite/manifest.json, under the repository (size-limit globs relative paths). */
function fixtureBuild({ entryKib, gameKib = 10, firebaseOnLanding = false, arabicKib = 1 }: Fixture): string {
  // The test command makes .test-output; a run of this file alone (a fresh clone) makes it here.
  mkdirSync(join(REPO, '.test-output'), { recursive: true });
  const dist = mkdtempSync(join(REPO, '.test-output', 'size-fixture-'));
  dirs.push(dist);
  const write = (dir: string, file: string, kib: number) => {
    mkdirSync(join(dist, dir, 'assets'), { recursive: true });
    writeFileSync(join(dist, dir, file), randomBytes(Math.round(kib * KIB)));
  };
  const app: Manifest = {
    'index.html': { file: 'assets/index-a1.js', isEntry: true, src: 'index.html' },
    'features/landing/LandingPage.tsx': { file: 'assets/LandingPage-b2.js', isDynamicEntry: true, src: 'features/landing/LandingPage.tsx', imports: ['index.html', '_shared-c3.js', ...(firebaseOnLanding ? ['_firebase-f6.js'] : [])] },
    'features/quiz/QuizPage.tsx': { file: 'assets/QuizPage-d4.js', isDynamicEntry: true, src: 'features/quiz/QuizPage.tsx', imports: ['index.html', '_shared-c3.js'] },
    'features/checkout/SubscriptionPage.tsx': { file: 'assets/SubscriptionPage-e5.js', isDynamicEntry: true, src: 'features/checkout/SubscriptionPage.tsx', imports: ['index.html', '_shared-c3.js', '_widget-w1.js'] },
    'features/games/memory/MemoryGame.tsx': { file: 'assets/MemoryGame-g7.js', isDynamicEntry: true, src: 'features/games/memory/MemoryGame.tsx', imports: ['index.html'] },
    'features/members/profile/ProfilePage.tsx': { file: 'assets/ProfilePage-p8.js', isDynamicEntry: true, src: 'features/members/profile/ProfilePage.tsx', imports: ['index.html', '_firebase-f6.js'] },
    '_shared-c3.js': { file: 'assets/shared-c3.js', name: 'shared', imports: ['index.html'] },
    '_widget-w1.js': { file: 'assets/widget-w1.js', name: 'widget' },
    '_firebase-f6.js': { file: 'assets/firebase-f6.js', name: 'firebase' },
    ...Object.fromEntries(LANGUAGES.map((l) => [`../virtual:widget-messages/${l}`, { file: `assets/${l}-h.js`, name: l, src: `../virtual:widget-messages/${l}`, isDynamicEntry: true }])),
  };
  const frame: Manifest = {
    'index.html': { file: 'assets/frame-z9.js', isEntry: true, src: 'index.html' },
    '_cardinals-k1.js': { file: 'assets/cardinals-k1.js', name: 'cardinals' },
    ...Object.fromEntries(LANGUAGES.map((l) => [`../../virtual:widget-messages/${l}`, { file: `assets/${l}-f.js`, name: l, src: `../../virtual:widget-messages/${l}`, isDynamicEntry: true, imports: ['_cardinals-k1.js'] }])),
  };
  const sizes: Record<string, number> = {
    'assets/index-a1.js': entryKib,
    'assets/LandingPage-b2.js': 2,
    'assets/QuizPage-d4.js': 3,
    'assets/SubscriptionPage-e5.js': 20,
    'assets/MemoryGame-g7.js': gameKib,
    'assets/ProfilePage-p8.js': 10,
    'assets/shared-c3.js': 5,
    'assets/widget-w1.js': 20,
    'assets/firebase-f6.js': 80,
  };
  for (const [file, kib] of Object.entries(sizes)) write('app', file, kib);
  for (const l of LANGUAGES) write('app', `assets/${l}-h.js`, l === 'ar' ? arabicKib : 1);
  write('frame', 'assets/frame-z9.js', 14);
  write('frame', 'assets/cardinals-k1.js', 0.5);
  for (const l of LANGUAGES) write('frame', `assets/${l}-f.js`, 1);
  mkdirSync(join(dist, 'app', '.vite'), { recursive: true });
  mkdirSync(join(dist, 'frame', '.vite'), { recursive: true });
  writeFileSync(join(dist, 'app', '.vite', 'manifest.json'), JSON.stringify(app));
  writeFileSync(join(dist, 'frame', '.vite', 'manifest.json'), JSON.stringify(frame));
  return dist;
}

interface Result {
  readonly name: string;
  readonly passed: boolean;
  readonly size: number;
}

/** `npx size-limit --json` as the test command runs it, on the fixture build. */
function runSizeLimit(dist: string): { ok: boolean; results: Result[]; output: string } {
  try {
    const out = execFileSync('npx', ['size-limit', '--json'], { cwd: REPO, env: { ...process.env, DIST_DIR: dist }, encoding: 'utf8', stdio: 'pipe' });
    return { ok: true, results: JSON.parse(out) as Result[], output: out };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    const stdout = e.stdout ?? '';
    // A config error (Firebase on the landing) prints no JSON, only the message.
    const results = stdout.trim().startsWith('[') ? (JSON.parse(stdout) as Result[]) : [];
    return { ok: false, results, output: `${stdout}${e.stderr ?? ''}` };
  }
}

describe('the size check', () => {
  it('passes a build within every budget', () => {
    const run = runSizeLimit(fixtureBuild({ entryKib: 60 }));
    expect(run.output).not.toMatch(/Error/);
    expect(run.ok).toBe(true);
    expect(run.results.map((r) => r.name)).toEqual([
      expect.stringMatching(/^landing first load \(entry \+ landing route/),
      expect.stringMatching(/^quiz first load \(entry \+ quiz route/),
      expect.stringMatching(/^checkout added to the quiz first load \(widget host included/),
      'widget: host chunk + vault frame',
      ...LANGUAGES.map(widgetLanguageCheckName),
      'game features/games/memory/MemoryGame.tsx (beyond the entry, without Firebase)',
      "members' route features/members/profile/ProfilePage.tsx (beyond the entry, without Firebase)",
    ]);
    expect(run.results.every((r) => r.passed)).toBe(true);
  }, 60_000);

  it('fails when the landing first load grows past its budget, naming that check', () => {
    const run = runSizeLimit(fixtureBuild({ entryKib: BUDGETS_KIB.firstLoad }));
    expect(run.ok).toBe(false);
    const failed = run.results.filter((r) => !r.passed).map((r) => r.name);
    expect(failed).toEqual([expect.stringMatching(/^landing first load \(entry \+ landing route/), expect.stringMatching(/^quiz first load \(entry \+ quiz route/)]);
  }, 60_000);

  it('fails when one language takes the widget past its budget, naming that language only', () => {
    // Widget 20 + frame 14 KiB: 2.5 KiB of a language's texts (both sides and plural rules) fit in 40, Arabic's 6.5 do not.
    const run = runSizeLimit(fixtureBuild({ entryKib: 60, arabicKib: 5 }));
    expect(run.ok).toBe(false);
    expect(run.results.filter((r) => !r.passed).map((r) => r.name)).toEqual([widgetLanguageCheckName('ar')]);
  }, 60_000);

  it('fails when a game grows past 60 KiB', () => {
    const run = runSizeLimit(fixtureBuild({ entryKib: 60, gameKib: BUDGETS_KIB.game + 1 }));
    expect(run.ok).toBe(false);
    expect(run.results.filter((r) => !r.passed).map((r) => r.name)).toEqual(['game features/games/memory/MemoryGame.tsx (beyond the entry, without Firebase)']);
  }, 60_000);

  it('fails when Firebase rides in the landing first load, naming the chunk', () => {
    const run = runSizeLimit(fixtureBuild({ entryKib: 60, firebaseOnLanding: true }));
    expect(run.ok).toBe(false);
    expect(run.output).toContain('the landing first load includes assets/firebase-f6.js');
  }, 60_000);
});

describe('sizeChecks', () => {
  it('counts a members route without Firebase and the checkout without what the quiz already loaded', () => {
    const dist = fixtureBuild({ entryKib: 60 });
    const checks = sizeChecks(dist, REPO);
    const members = checks.find((c) => c.name.startsWith("members' route"));
    expect(members?.path.map((p) => p.split('/').pop())).toEqual(['ProfilePage-p8.js']);
    const checkout = checks.find((c) => c.name.startsWith('checkout'));
    expect(checkout?.path.map((p) => p.split('/').pop())).toEqual(['SubscriptionPage-e5.js', 'widget-w1.js']);
    const german = checks.find((c) => c.name === widgetLanguageCheckName('de'));
    expect(german?.path.map((p) => p.split('/').pop())).toEqual(['widget-w1.js', 'de-h.js', 'frame-z9.js', 'de-f.js', 'cardinals-k1.js']);
  });
});
