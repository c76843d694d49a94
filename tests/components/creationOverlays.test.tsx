import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminI18nProvider } from '../../src/admin/adminI18nProvider';
import { GlobalOverlays } from '../../src/overlays/GlobalOverlays';
import { openCreate, resetOverlays } from '../../src/overlays/overlayStore';
import { opensCreationOverlay } from '../../src/resources/resourceModule';
import { resourceModules } from '../../src/resources/resourceModules';
import { kitchen, renderWithAdmin } from './support/pmFixtures';

afterEach(() => act(resetOverlays));

const creating = resourceModules.filter(opensCreationOverlay).map((module) => [module.name, module] as const);

describe('the creation overlays of the resource modules (docs/product.md#overlays)', () => {
  it('cover every resource created in the back office but those created on a page of their own', () => {
    const createdOnPageOnly = resourceModules.filter((module) => module.create && !module.createOverlay).map((module) => module.name);
    expect(createdOnPageOnly).toEqual(['quotes', 'recipients']);
  });

  it.each(creating)('%s: its form opens over the page, titled in words, and closing it gives the focus back', async (name, module) => {
    const title = adminI18nProvider.translate(module.createOverlay.titleKey);
    expect(title).not.toBe(module.createOverlay.titleKey);
    const user = renderWithAdmin(
      <>
        <button type="button" onClick={() => openCreate(name, { project: kitchen.id })}>
          Open
        </button>
        <GlobalOverlays />
      </>,
      { getOne: vi.fn().mockResolvedValue({ data: kitchen }) },
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const overlay = await screen.findByRole('dialog', { name: title });
    await user.click(await within(overlay).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
