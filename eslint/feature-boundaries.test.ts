import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** Probe imports linted with the repository's own config (eslint.config.js), as `npm run lint` does. */
const eslint = new ESLint({ cwd: process.cwd() });
const RULE = 'boundaries/no-cross-feature-imports';

async function problemsOf(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
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
