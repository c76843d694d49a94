import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defaultAppearance, type BusinessAppearance } from '../../domain/appearance';
import { appStore } from '../../src/root/appStore';
import { AppRoot } from '../../src/root/AppRoot';
import { RootProviders } from '../../src/root/RootProviders';
import { BusinessAppearanceLoader, businessAppearanceKey } from '../../src/theme/businessAppearance';
import type { ThemeSettings } from '../../src/theme/themeSettings';
import { themeSettingsKey, useThemeSettings } from '../../src/theme/useThemeSettings';
import { json, stubFetch } from './support/fetchStub';

// The admin app is not under test here: keep its lazy chunk out of these renders.
vi.mock('../../src/admin/AdminApp', () => ({ default: () => <p>admin app</p> }));

const business: BusinessAppearance = { primary_color: '#13c2c2', menu_color: 'dark', menu_layout: 'top', default_language: 'zh-CN' };

/** Shows the theme settings in force. */
function ThemeProbe() {
  const { settings } = useThemeSettings();
  return <output aria-label="theme">{JSON.stringify(settings)}</output>;
}

const themeInForce = () => JSON.parse(screen.getByRole('status', { name: 'theme' }).textContent ?? '{}') as ThemeSettings;

const renderProbe = (appearance: BusinessAppearance) => {
  stubFetch(() => json(404, { error: 'Not here' }), { appearance });
  render(
    <RootProviders>
      <BusinessAppearanceLoader />
      <ThemeProbe />
    </RootProviders>,
  );
};

const openSignIn = (appearance: BusinessAppearance, path = '/auth/login') => {
  stubFetch(() => json(404, { error: 'Not here' }), { appearance });
  window.history.replaceState(null, '', path);
  return render(<AppRoot />);
};

describe('the business settings’ appearance (docs/product.md#start-up)', () => {
  it('draws the sign-in page in the business’s language when the person chose none', async () => {
    openSignIn(business);
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    expect(appStore.getItem(businessAppearanceKey)).toEqual(business);
  });

  it('gives the business’s theme defaults, under the choices the person made', async () => {
    renderProbe(business);
    await waitFor(() => expect(themeInForce()).toMatchObject({ primaryColor: '#13c2c2', menuColor: 'dark', menuLayout: 'top', routerAnimation: 'slide-fadein-up' }));
    act(() => appStore.setItem(themeSettingsKey, { primaryColor: '#722ed1' }));
    expect(themeInForce()).toMatchObject({ primaryColor: '#722ed1', menuColor: 'dark', menuLayout: 'top' });
  });

  it('ignores an invalid appearance, keeping the theme of docs/product.md#constants-and-limits', async () => {
    renderProbe({ primary_color: 'blue', menu_color: 'purple', menu_layout: 'bottom', default_language: 'fr-FR' } as unknown as BusinessAppearance);
    await waitFor(() => expect(appStore.getItem(businessAppearanceKey)).toBeDefined());
    expect(themeInForce()).toMatchObject({ primaryColor: defaultAppearance.primary_color, menuColor: 'gray', menuLayout: 'left' });
    expect(appStore.getItem('locale')).toBeUndefined();
  });

  it('leaves a language and a colour the person chose', async () => {
    appStore.setItem('locale', 'en-US');
    appStore.setItem(themeSettingsKey, { primaryColor: '#722ed1' });
    openSignIn(business);
    await waitFor(() => expect(appStore.getItem(businessAppearanceKey)).toEqual(business));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(appStore.getItem('locale')).toBe('en-US');
  });

  it('follows a new default language while the person keeps the one last given', async () => {
    const view = openSignIn(business);
    expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
    view.unmount();
    openSignIn({ ...business, default_language: 'en-US' });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('the URL’s settings win over the business’s', async () => {
    openSignIn(business, '/auth/login?locale=en-US&primaryColor=%23722ed1');
    await waitFor(() => expect(appStore.getItem(businessAppearanceKey)).toEqual(business));
    await act(() => Promise.resolve());
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(appStore.getItem(themeSettingsKey)).toEqual({ primaryColor: '#722ed1' });
  });

  it('a new installation keeps the defaults of docs/product.md#constants-and-limits', async () => {
    openSignIn(defaultAppearance);
    await waitFor(() => expect(appStore.getItem(businessAppearanceKey)).toEqual(defaultAppearance));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
