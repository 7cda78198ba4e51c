import userEvent from '@testing-library/user-event';
import { act, render, screen, waitFor } from '@testing-library/react';
import { lazy, Suspense, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { announcePage, pageTitle } from './announce-page';
import { useAnnounceOnChange, useAnnounceRouteChange } from './route-focus';

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

function Announcer() {
  useAnnounceRouteChange();
  return null;
}

function Page({ heading, next }: { heading: string; next: string }) {
  return (
    <>
      <header>
        <Link to={next}>Next page</Link>
      </header>
      <main>
        <h1>{heading}</h1>
        <button type="button">Continue</button>
      </main>
    </>
  );
}

/** A screen that renders its heading only once its chunk "loads" (resolve() stands in for the network). */
function lazyScreen(heading: string) {
  let resolve: () => void = () => undefined;
  const loaded = new Promise<void>((r) => {
    resolve = r;
  });
  const Screen = lazy(async () => {
    await loaded;
    return { default: () => <Page heading={heading} next="/" /> };
  });
  return { Screen, resolve: () => resolve() };
}

describe('route changes announce themselves', () => {
  it('moves focus to the new page\'s main heading and names it in the title; the first page keeps its own', async () => {
    const user = userEvent.setup();
    document.title = 'MindMetric · IQ test and brain training';
    render(
      <MemoryRouter initialEntries={['/one']}>
        <Announcer />
        <Routes>
          <Route path="/one" element={<Page heading="Question 1 of 20" next="/two" />} />
          <Route path="/two" element={<Page heading="Where should we send your results?" next="/one" />} />
        </Routes>
      </MemoryRouter>,
    );
    // The first page: nothing moved, the prerendered title stays.
    expect(document.activeElement).toBe(document.body);
    expect(document.title).toBe('MindMetric · IQ test and brain training');
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Where should we send your results?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe('Where should we send your results? · MindMetric');
    // Tab goes on from the heading to the page's first control after it.
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
  });

  it('waits for a lazily loaded screen to show its heading, and announces it then', async () => {
    const user = userEvent.setup();
    const later = lazyScreen('Your subscription is active');
    render(
      <MemoryRouter initialEntries={['/one']}>
        <Announcer />
        <Suspense fallback={<div aria-busy="true" />}>
          <Routes>
            <Route path="/one" element={<Page heading="Choose how to pay" next="/offers" />} />
            <Route path="/offers" element={<later.Screen />} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    // The screen is still loading: nothing was announced yet.
    expect(screen.queryByRole('heading', { name: 'Your subscription is active' })).toBeNull();
    expect(document.activeElement?.tagName).not.toBe('H1');
    await act(async () => {
      later.resolve();
      await Promise.resolve();
    });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your subscription is active' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.title).toBe(pageTitle('Your subscription is active'));
  });

  it('leaves focus in an open modal dialog and a title the page renders itself', () => {
    document.head.innerHTML = '<title>Terms · MindMetric</title><title>MindMetric</title>';
    document.body.innerHTML = '<main><h1>Terms</h1><div role="dialog" aria-modal="true"><button>Close</button></div></main>';
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    announcePage();
    expect(document.activeElement).toBe(close);
    expect(document.title).toBe('Terms · MindMetric');
  });

  it('a page whose steps share one path announces each new step (the quiz), not its first', async () => {
    const user = userEvent.setup();
    function Quiz() {
      const [step, setStep] = useState(1);
      useAnnounceOnChange(String(step));
      return (
        <main>
          <h1>{`Question ${step}`}</h1>
          <button
            type="button"
            onClick={() => setStep(step + 1)}
          >
            Answer
          </button>
        </main>
      );
    }
    render(<Quiz />);
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('button', { name: 'Answer' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Question 2' })));
    expect(document.title).toBe('Question 2 · MindMetric');
  });
});
