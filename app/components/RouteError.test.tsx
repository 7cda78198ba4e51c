import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../test-support/app-routes';
import { RouteError } from './RouteError';

describe('the router’s fallback in the shopper’s language (issue 44)', () => {
  it('says the unexpected error in German on a German page, in English on an English one', async () => {
    await renderInLanguage(
      <MemoryRouter initialEntries={['/quiz?lang=de']}>
        <RouteError error={new Error('chunk failed')} />
      </MemoryRouter>,
      'de',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unerwarteter Fehler in der Anwendung!');
    await renderInLanguage(
      <MemoryRouter initialEntries={['/quiz?lang=en']}>
        <RouteError error={null} />
      </MemoryRouter>,
      'en',
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toContain('Unexpected Application Error!');
  });
});
