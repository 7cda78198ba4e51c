import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppLocale } from '../../../lib/i18n/locale';
import { loadTexts } from '../../../lib/i18n/texts';
import { translateIn } from '../../../test-support/every-language';
import { OFFERS_TEXTS } from '../offers-texts';
import { percentileSentence, ResultsScreen, type ShownScore } from './ResultsScreen';

const translate = (locale: AppLocale) => translateIn(OFFERS_TEXTS, locale);

const given = (iq: number, low: number, high: number, percentile: number): ShownScore => ({ iq, iq_low: low, iq_high: high, percentile });
const show = (score: ShownScore) => render(<ResultsScreen score={score} />, { wrapper: MemoryRouter });

describe('ResultsScreen', () => {
  afterEach(cleanup);

  it('shows the score, the interval and the percentile the service gave, as given', () => {
    show(given(115, 104, 127, 84.1));
    expect(screen.getByRole('heading', { level: 2, name: 'Your estimated IQ' })).toBeTruthy();
    expect(screen.getByText('115', { selector: '.results__number' })).toBeTruthy();
    expect(screen.getByText('Above average')).toBeTruthy();
    expect(screen.getByTestId('iq-interval').textContent).toBe('104–127');
    // Isolated left to right: a right-to-left page never mirrors the range to "127–104".
    expect(screen.getByTestId('iq-interval').getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('Higher than 84.1% of people')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'How your score is measured' })).toBeTruthy();
  });

  it('draws a bell curve whose label states the numbers', () => {
    show(given(130, 119, 141, 97.7));
    const chart = screen.getByRole('img');
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.getAttribute('aria-label')).toBe(
      'Bell curve of IQ scores, average 100. Your score of 130 is marked, with a 95 % interval of 119 to 141. Higher than 97.7% of people.',
    );
  });

  it('marks the score where it belongs on the curve', () => {
    const { container, rerender } = show(given(100, 90, 110, 50));
    const markerX = () => Number(container.querySelector('.bell__marker')?.getAttribute('x1'));
    expect(markerX()).toBeCloseTo(180, 6);
    rerender(<ResultsScreen score={given(145, 135, 155, 99.8)} />);
    expect(markerX()).toBeGreaterThan(280);
  });

  it('keeps a far-out score on the chart', () => {
    show(given(172, 160, 180, 99.9));
    expect(screen.getByText('172')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('marked at the edge of the chart');
  });

  it('says the percentile in every language, never rounded up; in Arabic the percent isolated left to right, in German as German writes it (issue 44)', async () => {
    await Promise.all([loadTexts('ar'), loadTexts('de')]);
    expect(percentileSentence(translate('en'), 84.13447)).toBe('Higher than 84.1% of people');
    expect(percentileSentence(translate('en'), 0.05)).toBe('In the lowest 0.1% of people');
    expect(percentileSentence(translate('de'), 96.43)).toBe('Höher als bei 96,4\u00a0% der Menschen');
    expect(percentileSentence(translate('ar'), 96.43)).toBe('أعلى من \u206696.4\u200e%\u200e\u2069 من الناس');
  });

  it('refuses a score that is not a number', () => {
    expect(() => show(given(Number.NaN, 90, 110, 50))).toThrow(/finite score/);
  });
});
