// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, useRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePreloader } from '../components/ImagePreloader';
import { APP_MESSAGES } from '../messages';
import { lazyScreen } from './lazy-screen';

beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const page = (text: string) => ({ default: () => <h1>{text}</h1> });

/** The route layout of app/router.tsx over one screen at `/`, with a link away and back. */
function app(Screen: () => React.JSX.Element) {
  const Other = () => <Link to="/">back</Link>;
  const routes = [{ path: '/', element: <ImagePreloader />, children: [{ index: true, element: <Screen /> }, { path: 'other', element: <Other /> }] }];
  const Routes = () => useRoutes(routes);
  return (
    <MemoryRouter initialEntries={['/']}>
      <Routes />
      <Link to="/other">away</Link>
    </MemoryRouter>
  );
}

describe('lazyScreen', () => {
  it('shows the placeholder while the chunk loads, then the screen', async () => {
    let arrive: (chunk: ReturnType<typeof page>) => void = () => undefined;
    const Screen = lazyScreen(() => new Promise((resolve) => (arrive = resolve)));
    // Rendered inside an awaited act: React pings a suspended render only there.
    await act(async () => {
      render(app(Screen));
    });
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    await act(async () => arrive(page('Landing')));
    expect(await screen.findByRole('heading', { name: 'Landing' })).toBeTruthy();
  });

  it('renders in one pass once preloaded (the server render and hydration rely on it), loading the chunk once', async () => {
    const load = vi.fn(() => Promise.resolve(page('Quiz')));
    const Screen = lazyScreen(load);
    await Promise.all([Screen.preload(), Screen.preload()]);
    expect(renderToString(app(Screen))).toContain('<h1>Quiz</h1>');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the router fallback when the chunk fails, and fetches it again after the visitor navigates', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(page('Checkout'));
    const Screen = lazyScreen(load);
    await act(async () => {
      render(app(Screen));
    });
    expect(await screen.findByRole('heading', { name: APP_MESSAGES.routerFallback })).toBeTruthy();
    expect(screen.getByText('Loading chunk failed.')).toBeTruthy();
    fireEvent.click(screen.getByText('away'));
    await act(async () => {
      fireEvent.click(screen.getByText('back'));
    });
    expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
