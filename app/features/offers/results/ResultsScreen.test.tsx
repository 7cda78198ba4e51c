import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultsScreen } from './ResultsScreen';

describe('ResultsScreen', () => {
  afterEach(cleanup);

  it('shows the score, its range and percentile', () => {
    render(<ResultsScreen iq={115} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your estimated IQ' })).toBeTruthy();
    expect(screen.getByText('115', { selector: '.results__number' })).toBeTruthy();
    expect(screen.getByText('Above average')).toBeTruthy();
    expect(screen.getByText('107–123')).toBeTruthy();
    expect(screen.getByText('Higher than 84.1% of people')).toBeTruthy();
  });

  it('draws a bell curve whose label states the numbers', () => {
    render(<ResultsScreen iq={130} />);
    const chart = screen.getByRole('img');
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart.getAttribute('aria-label')).toBe(
      'Bell curve of IQ scores, average 100. Your score of 130 is marked, with a likely range of 122 to 138. Higher than 97.7% of people.',
    );
  });

  it('marks the score where it belongs on the curve', () => {
    const { container, rerender } = render(<ResultsScreen iq={100} />);
    const markerX = () => Number(container.querySelector('.bell__marker')?.getAttribute('x1'));
    expect(markerX()).toBeCloseTo(180, 6);
    rerender(<ResultsScreen iq={145} />);
    expect(markerX()).toBeGreaterThan(280);
  });

  it('rounds a fractional score and keeps a far-out one on the chart', () => {
    render(<ResultsScreen iq={171.6} />);
    expect(screen.getByText('172')).toBeTruthy();
    expect(screen.getByText('Higher than 99.9% of people')).toBeTruthy();
    expect(screen.getByRole('img').getAttribute('aria-label')).toContain('marked at the edge of the chart');
  });

  it('refuses a score that is not a number', () => {
    expect(() => render(<ResultsScreen iq={Number.NaN} />)).toThrow(/finite iq/);
  });
});
