import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chunkLoadTimeoutMs, lazyChunk } from '../../src/root/lazyChunk';
import { LoadFailureBoundary } from '../../src/root/LoadFailureBoundary';
import { RootProviders } from '../../src/root/RootProviders';

afterEach(() => {
  vi.useRealTimers();
});

const loadFailed = 'This part of the application could not be loaded. A new version may have been released: reload the page.';

function renderChunk(load: () => Promise<{ default: () => React.JSX.Element }>) {
  const Chunk = lazyChunk(load);
  return render(
    <RootProviders>
      <LoadFailureBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Chunk />
        </Suspense>
      </LoadFailureBoundary>
    </RootProviders>,
  );
}

describe('a code chunk (docs/product.md#error-catalogue)', () => {
  it('that has not loaded after 120 seconds is reported as a load failure, with a reload', async () => {
    vi.useFakeTimers();
    const report = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderChunk(() => new Promise(() => {}));
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs - 1000));
    expect(screen.getByText('loading')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('alert')).toHaveTextContent(loadFailed);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith('A part of the application failed to load', expect.objectContaining({ name: 'ChunkLoadError' }));
  });

  it('that loads slowly but within the time shows as usual', async () => {
    vi.useFakeTimers();
    renderChunk(() => new Promise((resolve) => setTimeout(() => resolve({ default: () => <p>the dashboard</p> }), 90_000)));
    await act(() => vi.advanceTimersByTimeAsync(chunkLoadTimeoutMs + 1000));
    expect(screen.getByText('the dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
