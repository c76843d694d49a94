import { lazy, type ComponentType } from 'react';

/** A code chunk that has not arrived after this long has failed to load (docs/product.md#constants-and-limits). */
export const chunkLoadTimeoutMs = 120_000;

/** A code chunk that did not load: the load failure boundary offers a reload for it. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
}

/**
 * `load` (a dynamic import), failed when it has not settled within 120 s (docs/product.md#error-catalogue): a stalled download would
 * otherwise leave a spinner forever, where a reload would fetch the chunk again.
 */
export function withLoadTimeout<T>(load: () => Promise<T>, timeoutMs = chunkLoadTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new ChunkLoadError(`A part of the application did not load within ${timeoutMs / 1000} seconds.`)),
        timeoutMs,
      );
      load().then(
        (loaded) => {
          clearTimeout(timer);
          resolve(loaded);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

/** React.lazy for a chunk of this app, with the 120 s load timeout. */
export function lazyChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(withLoadTimeout(load));
}
