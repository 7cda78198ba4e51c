import { cleanup, render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../config/paths';
import CookiePolicyPage from './CookiePolicyPage';
import PrivacyPolicyPage from './PrivacyPolicyPage';
import TermsPage from './TermsPage';

const PAGES: readonly [string, string, ComponentType][] = [
  [paths.privacy, 'Privacy policy', PrivacyPolicyPage],
  [paths.terms, 'Terms of service', TermsPage],
  [paths.cookiePolicy, 'Cookie policy', CookiePolicyPage],
];

function renderAt(path: string) {
  const router = createMemoryRouter(
    PAGES.map(([route, , Page]) => ({ path: route, Component: Page })),
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('legal pages', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined); // jsdom does not implement scrolling
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it.each(PAGES)('%s has its title, a date, and a contents list that reaches every section', (path, title) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(document.title).toBe(`${title} · MindMetric`);
    expect(screen.getByText(/Last updated/).querySelector('time')?.getAttribute('dateTime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const contents = within(screen.getByRole('navigation', { name: 'Contents' })).getAllByRole('link');
    expect(contents.length).toBeGreaterThanOrEqual(6);
    for (const link of contents) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      const section = document.getElementById(id);
      expect(section?.tagName).toBe('SECTION');
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 }).textContent).toContain(link.textContent);
    }
  });

  it.each(PAGES)('%s has a footer linking member sign-in, cancellation, withdrawal (issue 29) and all three legal pages, marking the current one', (path) => {
    renderAt(path);
    const footerNav = screen.getByRole('navigation', { name: 'Account and legal' });
    const links = within(footerNav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([paths.signIn, paths.unsubscription, paths.withdrawFromContract, paths.privacy, paths.terms, paths.cookiePolicy]);
    expect(links.filter((a) => a.getAttribute('aria-current') === 'page').map((a) => a.getAttribute('href'))).toEqual([path]);
  });

  it('states the auto-renewal terms plainly, with how to cancel', () => {
    renderAt(paths.terms);
    const renewal = screen.getByRole('region', { name: /automatic renewal/ });
    expect(renewal.textContent).toContain('The weekly plan costs $1 for a 7-day trial, then $19.99 every week until you cancel.');
    expect(renewal.textContent).toMatch(/renews automatically and we charge \$19\.99 .* again every week after that/);
    const cancel = screen.getByRole('region', { name: /How to cancel/ });
    expect(within(cancel).getByRole('link', { name: 'Manage subscriptions' }).getAttribute('href')).toBe(paths.webapp.manageSubscriptions);
    expect(within(cancel).getByRole('link', { name: 'cancellation page' }).getAttribute('href')).toBe(paths.unsubscription);
  });

  it('lists the cookies the product and its ad partners set, in a table with headers', () => {
    renderAt(paths.cookiePolicy);
    const table = screen.getByRole('table', { name: 'Advertising cookies' });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Where', 'Purpose', 'Kept for']);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['_fbc', '_fbp', '_ttp']);
  });

  it('starts a page at the anchor in the address', () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderAt(`${paths.privacy}#your-rights`);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
