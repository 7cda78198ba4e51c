import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import french from '../../../lib/i18n/catalogues/fr.json' with { type: 'json' };
import { MEMBERS_TEXT, SECTIONS } from '../sections';
import { MembersNav } from './MembersNav';
import { renderInLanguage } from '../../../test-support/app-routes';

afterEach(cleanup);

describe('the members’ area navigation (issue 33)', () => {
  it('names the seven sections in English, and in French once the French texts arrive', async () => {
    render(
      <MemoryRouter>
        <MembersNav />
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link').map((link) => link.querySelector('.members-nav__long')?.textContent)).toEqual(SECTIONS.map((s) => MEMBERS_TEXT[s.key]));
    cleanup();
    await renderInLanguage(
      <MemoryRouter initialEntries={['/?lang=fr']}>
        <MembersNav />
      </MemoryRouter>,
      'fr',
    );
    expect(await screen.findByRole('navigation', { name: french['members.navLabel'] }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole('link').map((link) => link.querySelector('.members-nav__long')?.textContent)).toEqual(SECTIONS.map((s) => french[`members.${s.key}`]));
  }, 20_000);
});
