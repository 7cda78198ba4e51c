import { readdirSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Probe imports linted with the repository's own config (eslint.config.js), as `npm run lint` does. */
const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'boundaries/no-cross-feature-imports';
const LIB_RULE = 'boundaries/lib-never-imports-features';

async function problemsOf(file: string, code: string, rule = RULE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('one app feature folder never imports another (issue 30, point 7)', () => {
  it('refuses a probe import from the checkout into the quiz', async () => {
    const problems = await problemsOf('app/features/checkout/probe.ts', "import { QuizPage } from '../quiz/QuizPage';\nexport const probe = QuizPage;\n");
    expect(problems).toEqual([expect.stringContaining('app/features/checkout may not import app/features/quiz')]);
  });

  it('refuses it from a nested folder, as a re-export and as a lazy import', async () => {
    const code = "export { x } from '../../offers/x';\nexport const later = () => import('../../../features/quiz/QuizPage');\n";
    const problems = await problemsOf('app/features/members/api/probe.ts', code);
    expect(problems).toEqual([expect.stringContaining('may not import app/features/offers'), expect.stringContaining('may not import app/features/quiz')]);
  });

  it('allows imports inside one feature and from app/lib, app/shared, catalog and contracts', async () => {
    const code = [
      "import { a } from './a';",
      "import { b } from '../shell/b';",
      "import { c } from '../../../lib/c';",
      "import { d } from '../../../shared/quiz/quiz-state';",
      "import { e } from '../../../../catalog/plans';",
      'export const all = [a, b, c, d, e];',
    ].join('\n');
    expect(await problemsOf('app/features/members/profile/probe.ts', code)).toEqual([]);
  });
});

/** app/lib/ and every folder found under it on disk, so a new folder is probed without an edit here. */
function libFolders(dir = 'app/lib'): string[] {
  const children = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return [dir, ...children.flatMap((entry) => libFolders(`${dir}/${entry.name}`))];
}

describe('app/lib/ never imports app/features/ (issue 42, point 5)', () => {
  it('finds app/lib/ and its folders on disk (the probes below cover each)', () => {
    expect(libFolders()).toEqual(expect.arrayContaining(['app/lib', 'app/lib/i18n', 'app/lib/tracking', 'app/lib/auth']));
  });

  // Linting a probe per folder loads each file's config: a generous timeout, not a measurement.
  it('refuses a probe import of a feature from every folder of app/lib/, static, re-exported or lazy, in code and tests', { timeout: 120_000 }, async () => {
    const admitted: string[] = [];
    for (const folder of libFolders()) {
      const up = '../'.repeat(folder.split('/').length - 1);
      const code = `import { a } from '${up}features/checkout/checkout-text';\nexport { b } from '${up}features/quiz/quiz-text';\nexport const later = () => import('${up}features/landing/LandingPage');\nexport const all = [a];\n`;
      for (const file of [`${folder}/probe.ts`, `${folder}/probe.test.tsx`]) {
        const problems = await problemsOf(file, code, LIB_RULE);
        if (problems.length !== 3) admitted.push(`${file}: ${problems.length} of 3 refused`);
      }
    }
    expect(admitted).toEqual([]);
  });

  it('names the feature and says where the code belongs', async () => {
    expect(await problemsOf('app/lib/i18n/probe.ts', "import { t } from '../../features/quiz/quiz-text';\nexport const probe = t;\n", LIB_RULE)).toEqual([
      "app/lib/ may not import app/features/quiz ('../../features/quiz/quiz-text'): the features use app/lib/, not the other way; what needs a feature lives above both, in app/.",
    ]);
  });

  it('allows app/lib/ its own modules, app/shared, catalog and contracts, and the registry above it to import features', async () => {
    const code = "import { a } from './a';\nimport { b } from '../shared/quiz/quiz-state';\nimport { c } from '../../catalog/plans';\nimport { d } from '../../contracts/members';\nexport const all = [a, b, c, d];\n";
    expect(await problemsOf('app/lib/probe.ts', code, LIB_RULE)).toEqual([]);
    expect(await problemsOf('app/text-registry/probe.ts', "import { t } from '../features/quiz/quiz-text';\nexport const probe = t;\n", LIB_RULE)).toEqual([]);
  });
});
