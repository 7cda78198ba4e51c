import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installAppConfig } from '../../config/app-config.test-support';
import { ScoreBasis } from './ScoreBasis';

const attempt = `qa_${'56'.repeat(16)}`;
const scoreWith = (answered: number[]) => ({
  attempt_id: attempt,
  iq: 108,
  iq_low: 79,
  iq_high: 133,
  percentile: 70.2,
  se_iq: 13.9,
  calibration_version: 0,
  items: answered.length,
  skipped: Array.from({ length: 20 }, (_, i) => i + 1).filter((q) => !answered.includes(q)),
  provisional_items: answered.length,
  completed_at: '2026-11-27T10:00:00.000Z',
});

function renderWith(answered: number[]) {
  sessionStorage.setItem('mm.quizScored', attempt);
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify({ id: attempt, answered, status: 'completed', score: scoreWith(answered) }), { status: 200 })));
  render(
    <MemoryRouter initialEntries={['/mindmetric/subscription?scenario=declined']}>
      <ScoreBasis />
    </MemoryRouter>,
  );
}

describe('the checkout says what the scored quiz rests on', () => {
  beforeAll(() => installAppConfig('https://api.example.com'));
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    vi.unstubAllGlobals();
  });

  it('a visit that started at question 20 (?startFrom=20): scored on 1 of the 20 questions, the 19 skipped offered for a narrower range', async () => {
    renderWith([20]);
    const basis = await screen.findByTestId('score-basis');
    expect(basis.textContent).toContain('It rests on your answers to 1 of the 20 questions.');
    expect(basis.textContent).toContain('You skipped 19: answering them narrows the range of your score.');
    const link = screen.getByRole('link', { name: 'Answer the skipped questions' });
    expect(link.getAttribute('href')).toBe('/mindmetric/quiz?step=1&scenario=declined');
  });

  it('every question answered: the basis, and nothing to answer', async () => {
    renderWith(Array.from({ length: 20 }, (_, i) => i + 1));
    expect((await screen.findByTestId('score-basis')).textContent).toContain('It rests on your answers to 20 of the 20 questions.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('no scored quiz in this tab: says nothing, and asks nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter>
        <ScoreBasis />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('score-basis')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
