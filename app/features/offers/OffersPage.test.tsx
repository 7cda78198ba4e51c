import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSessionValue } from '../../lib/session-values';
import OffersPage from './OffersPage';

describe('OffersPage', () => {
  afterEach(() => {
    cleanup();
    sessionStorage.clear();
  });

  it.each([
    ['with a purchase in this tab', true, 'Your subscription is active'],
    ['without one', false, 'Your purchase is not in this browser'],
  ])('has exactly one h1 %s', (_label, bought, title) => {
    if (bought) {
      writeSessionValue('subscriptionId', 'sub-1');
      writeSessionValue('userEmail', 'ada@example.com');
    }
    render(
      <MemoryRouter initialEntries={['/offers']}>
        <OffersPage />
      </MemoryRouter>,
    );
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s.map((h) => h.textContent)).toEqual([title]);
    expect(screen.getByRole('heading', { level: 2, name: 'Your estimated IQ' })).toBeTruthy();
  });
});
