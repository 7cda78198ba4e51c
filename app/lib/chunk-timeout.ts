/** Lazy screens give up after 120000 ms (app §2 and §9 in docs/spec-coverage.md) with a ChunkLoadError the router's fallback shows. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** Resolves with the chunk, or rejects with ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms.`)), timeoutMs);
    load().then(
      (chunk) => {
        clearTimeout(timer);
        resolve(chunk);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError('Loading chunk failed.', { cause: error }));
      },
    );
  });
}
