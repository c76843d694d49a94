import type { Page } from 'playwright-core';
import { test } from 'vitest';
import { resources, type ResourceName } from '../../domain/resources.js';
import enUS from '../../i18n/en-US/index.js';
import { mergeMessages, type Messages } from '../../i18n/mergeMessages.js';
import zhCN from '../../i18n/zh-CN/index.js';
import { opensCreationOverlay, type OverlayCreatingModule, type ResourceModule } from '../../src/resources/resourceModule.js';
import { resourceModules } from '../../src/resources/resourceModules.js';
import { resourcePaths } from '../../src/resources/resourcePaths.js';
import { createSamples } from '../support/resourceSamples.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { openInApp, photographScreen, withLocale, type ScreenShot } from './screenCheck.js';

// The screens of every declared resource, found from the declarations rather than listed: its list, a record's
// page and edit page, its creation page or overlay. Each is photographed at desktop size in both languages
// (tests/e2e/screenshots/resources/) and checked as tests/e2e/screens.test.ts checks the other screens.

const app = appUnderTest();
const viewport = { width: 1440, height: 900 };
// The app lays the Chinese catalog over the English one.
const catalogs: Record<string, Messages> = { 'en-US': enUS, 'zh-CN': mergeMessages(enUS, zhCN) };

const textOf = (locale: string, key: string) => {
  const text = key.split('.').reduce<Messages | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), catalogs[locale]);
  if (typeof text !== 'string') throw new Error(`${locale} has no text for ${key}`);
  return text;
};

const escapedForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Clicks the button whose text is `text`, in any case: "New task" opens the drawer titled "New Task". */
const clickButton = (page: Page, text: string) => page.getByRole('button', { name: new RegExp(`^${escapedForRegExp(text)}$`, 'i') }).click();

/**
 * A resource's creation overlay, opened as a user opens it: over its list with the list's New button (labelled
 * `resources.<name>.action.create`, src/resources/CreateOverlayButton.tsx), or, when it is for the project loaded
 * on the page, over a project's page with the button named as the overlay is.
 */
function creationOverlay({ name, paths, createOverlay }: OverlayCreatingModule, projectId: string, locale: string) {
  const title = textOf(locale, createOverlay.titleKey);
  const [path, button] = createOverlay.forLoadedProject
    ? [resourcePaths.projects.showPath(projectId), title]
    : [paths.list, textOf(locale, `resources.${name}.action.create`)];
  return {
    path,
    open: async (page: Page) => {
      await clickButton(page, button);
      await page.getByRole('dialog', { name: title }).locator('form').waitFor();
    },
  };
}

/** The screens of one resource in `locale`, showing its record `id`. */
function screensOf(module: ResourceModule, id: string, projectId: string, locale: string): (ScreenShot & { opens: boolean })[] {
  const { name, paths } = module;
  const screen = (shown: string, path: string, open?: (page: Page) => Promise<void>) => ({
    name: `resources/${name}-${shown}-${locale}`,
    show: async (page: Page) => {
      await openInApp(page, `${app.server.url}${withLocale(path, locale)}`);
      await open?.(page);
    },
    opens: open !== undefined,
  });
  const overlay = opensCreationOverlay(module) ? creationOverlay(module, projectId, locale) : undefined;
  return [
    screen('list', paths.list),
    screen('record', paths.showPath(id)),
    screen('edit', paths.editPath(id)),
    ...(module.create && paths.create ? [screen('create', paths.create)] : []),
    ...(overlay ? [screen('create-overlay', overlay.path, overlay.open)] : []),
  ];
}

/** A record of every resource: its sample's, or, for one not created in the back office (accounts register), the first its list answers. */
async function recordOfEachResource(token: string): Promise<Map<ResourceName, string>> {
  const ids = await createSamples((path, body) => callApi(app.server.url, path, { token, body }));
  for (const { name, apiPath, responseKey } of Object.values(resources)) {
    if (ids.has(name)) continue;
    const { [responseKey]: records } = await callApi<Record<string, { _id: string }[]>>(app.server.url, `${apiPath}/query`, {
      token,
      body: { pagination: { current: 1, pageSize: 1 } },
    });
    ids.set(name, records[0]._id);
  }
  return ids;
}

test('every declared resource’s screens show no translation key and fit the window, in both languages', { timeout: 600_000 }, async () => {
  const locales = Object.keys(catalogs);
  // One browser a language, side by side: most of a screen's time is spent waiting for it to load.
  const contexts = await Promise.all(locales.map(() => app.browser.newContext({ viewport })));
  const [token] = await Promise.all(contexts.map((context) => signInByApi(context, app.server.url)));
  const ids = await recordOfEachResource(token);
  await Promise.all(
    locales.map(async (locale, index) => {
      const page = await contexts[index].newPage();
      for (const module of resourceModules) {
        for (const screen of screensOf(module, ids.get(module.name)!, ids.get('projects')!, locale)) {
          await photographScreen(page, screen);
          if (screen.opens) await page.goto('about:blank');
        }
      }
      await contexts[index].close();
    }),
  );
});
