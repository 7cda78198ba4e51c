import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useGameStatus } from './use-game-status';

describe('useGameStatus', () => {
  it('starts empty and keeps what the page sets', () => {
    const { result } = renderHook(() => useGameStatus({ restart: vi.fn() }));
    expect(result.current.status).toBe('');
    act(() => result.current.setStatus('Placed the L piece.'));
    expect(result.current.status).toBe('Placed the L piece.');
  });

  it("the chrome's Restart clears the line and leaves the restart to the chrome", () => {
    const restart = vi.fn();
    const { result } = renderHook(() => useGameStatus({ restart }));
    act(() => result.current.setStatus('Game over.'));
    act(() => result.current.clearStatus());
    expect(result.current.status).toBe('');
    expect(restart).not.toHaveBeenCalled();
  });

  it("the game-over card's New game restarts the session once and clears the line", () => {
    const restart = vi.fn();
    const { result } = renderHook(() => useGameStatus({ restart }));
    act(() => result.current.setStatus('Game over.'));
    act(() => result.current.newGame());
    expect(restart).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('');
  });
});
