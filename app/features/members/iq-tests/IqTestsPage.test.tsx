/**
 * The members' history (issue 41): the funnel quiz score the subscription bought is listed beside the
 * members' tests, with its date and how many questions it rests on, in the shopper's language.
 */
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FunnelQuizResult, TestResult } from '../../../../contracts/members';
import german from '../../../lib/i18n/catalogues/de.json' with { type: 'json' };
import IqTestsPage from './IqTestsPage';
import { LANGUAGE_ARRIVAL, renderInLanguage, resetDocumentLanguage } from '../../../test-support/app-routes';

const DATA: { current: { results: TestResult[]; funnel_quiz: FunnelQuizResult | null } } = { current: { results: [], funnel_quiz: null } };
vi.mock('../api/results', () => ({ useResults: () => ({ data: DATA.current, error: undefined, mutate: () => Promise.resolve(undefined) }) }));
vi.mock('../session', () => ({ useMemberSession: () => ({ uid: 'u1', email: 'ada@example.com', displayName: 'Ada', providers: ['password'] }) }));

const QUIZ: FunnelQuizResult = { attempt_id: 'qa_1', iq: 112, iq_low: 104, iq_high: 120, items: 20, completed_at: '2026-11-29T10:00:00.000Z' };
const NUMERICAL: TestResult = { id: 'r1', test_id: 'numerical', question_set: 1, correct: 9, total: 14, iq: 108, iq_low: 99, iq_high: 117, percentile: 70, duration_ms: 300_000, created_at: '2026-12-02T10:00:00.000Z' };

// jsdom has no layout: the tables' overflow cue watches nothing here.
beforeEach(() => vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} }));
afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  resetDocumentLanguage();
  DATA.current = { results: [], funnel_quiz: null };
});

const render = (lang: string | null) => renderInLanguage(<MemoryRouter initialEntries={[`/webapp/iq-tests${lang ? `?lang=${lang}` : ''}`]}><IqTestsPage /></MemoryRouter>, lang);
const history = () => screen.getByRole('region', { name: /Your history|Ihr Verlauf/ });

describe('the members’ history lists the funnel quiz score bought with the subscription (issue 41)', { timeout: 20_000 }, () => {
  it('shows the quiz with its date, score, range and its 20 questions, not "No tests taken yet"', async () => {
    DATA.current = { results: [], funnel_quiz: QUIZ };
    await render(null);
    expect(within(history()).queryByText(/No tests taken yet/)).toBeNull();
    const row = within(history()).getByRole('row', { name: /Starting quiz · 20 questions/ });
    expect(row.textContent).toContain('112');
    expect(row.textContent).toContain('104');
    expect(row.textContent).toContain('120');
    expect(row.textContent).toContain('2026');
    expect(within(row).getAllByText('Not recorded for this quiz')).toHaveLength(2);
  });

  it('says how many questions a quiz started part-way rests on, and orders it among the tests by date', async () => {
    DATA.current = { results: [NUMERICAL], funnel_quiz: { ...QUIZ, items: 1 } };
    await render(null);
    const rows = within(history()).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Numerical reasoning'), expect.stringContaining('Starting quiz · 1 question')]);
  });

  it('names the quiz in German', async () => {
    DATA.current = { results: [], funnel_quiz: QUIZ };
    await render('de');
    expect(await screen.findByText('Einstiegsquiz · 20 Fragen', {}, LANGUAGE_ARRIVAL)).toBeTruthy();
    expect(german['areaTests.funnelQuizTitle']).toContain('Fragen');
  });

  it('still says "No tests taken yet" when there is neither a test nor a quiz', async () => {
    await render(null);
    expect(within(history()).getByText(/No tests taken yet/)).toBeTruthy();
  });
});
