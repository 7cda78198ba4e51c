// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImagePreloader } from '../components/ImagePreloader';
import { APP_MESSAGES } from '../messages';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from './chunk-timeout';
import { lazyScreen } from './lazy-screen';

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const never = () => new Promise<never>(() => undefined);

describe('withChunkTimeout', () => {
  it('rejects with ChunkLoadError at 120000 ms, not a millisecond earlier', async () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120000);
    const settled = vi.fn();
    const loading = withChunkTimeout(never).catch((error: unknown) => {
      settled(error);
    });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await loading;
    const error = settled.mock.calls[0]?.[0] as unknown;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as Error).name).toBe('ChunkLoadError');
  });

  it('passes a chunk that arrives in time, and turns a failed import into ChunkLoadError', async () => {
    await expect(withChunkTimeout(async () => 'chunk')).resolves.toBe('chunk');
    const failed = withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(failed).rejects.toMatchObject({ name: 'ChunkLoadError', cause: expect.any(TypeError) });
  });
});

describe('a lazy route that never loads', () => {
  it('shows the placeholder, then the router fallback after the chunk time-out', async () => {
    const Never = lazyScreen(never);
    const routes = [{ path: '/', element: <ImagePreloader />, children: [{ index: true, element: <Never /> }] }];
    const Routes = () => useRoutes(routes);
    // Rendered inside an awaited act: React pings a suspended render only there.
    await act(async () => {
      render(
        <MemoryRouter initialEntries={['/']}>
          <Routes />
        </MemoryRouter>,
      );
    });
    expect(screen.getByLabelText('Loading')).toBeTruthy();
    expect(screen.queryByText(APP_MESSAGES.routerFallback)).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    });
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
    expect(screen.getByText('Loading chunk timed out after 120000 ms.')).toBeTruthy();
  });
});
