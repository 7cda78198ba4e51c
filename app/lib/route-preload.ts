/**
 * Fetches the code of the route a visitor will most likely open next while they read the current
 * one (issue 13: the quiz from the landing, the checkout from the email step). The router
 * registers each route's chunk loader here, so features name a path, never another feature.
 */
import { useEffect } from 'react';

type ChunkLoader = () => Promise<unknown>;

const loaders = new Map<string, ChunkLoader>();

export function registerRoutePreload(path: string, load: ChunkLoader): void {
  loaders.set(path, load);
}

/** Starts loading the route's chunk; a failure here is left to the navigation, which retries it and shows the chunk error. */
export function preloadRoute(path: string): void {
  const load = loaders.get(path);
  if (!load) return;
  load().catch(() => undefined);
}

/** Preloads `path`'s chunk once the current screen has painted. */
export function usePreloadRoute(path: string): void {
  useEffect(() => preloadRoute(path), [path]);
}
