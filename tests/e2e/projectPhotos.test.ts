import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { cameraExif, jpeg, webp, withExif } from '../api/uploadFixtures.js';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { photographScreen, withLocale } from './screenCheck.js';

const app = appUnderTest();

type Created = { _id: string };

/** What the screens say, in each language. */
const words = {
  'en-US': { section: 'Photos and documents', upload: 'Upload', dialog: 'Add photos and documents', send: 'Add files', open: (name: string) => `Open ${name}`, of: (n: number) => `${n} of 2` },
  'zh-CN': { section: '照片和文件', upload: '上传', dialog: '添加照片和文件', send: '添加文件', open: (name: string) => `打开${name}`, of: (n: number) => `第${n}个，共2个` },
} as const;

async function projectPage(width: number, locale: keyof typeof words, lastName: string) {
  const context = await app.browser.newContext({ viewport: { width, height: 900 } });
  const token = await signInByApi(context, app.server.url);
  const customer = await callApi<Created>(app.server.url, '/crm/customers', { token, body: { name: 'Ines', last_name: lastName, phone: '4165590301' } });
  const project = await callApi<Created>(app.server.url, '/pm/projects', {
    token,
    body: { customer: customer._id, property: 'house', services: ['kitchen-remodeling'], description: 'New kitchen' },
  });
  const page = await context.newPage();
  await page.goto(withLocale(`${app.server.url}/pm/project/${project._id}`, locale));
  await page.getByRole('region', { name: words[locale].section }).waitFor();
  return { page, token, project, customer, close: () => context.close() };
}

const expectAccessible = async (page: Page, what: string) => expect(await seriousAccessibilityViolations(page), what).toEqual([]);

/** Uploads two photos through the section's Upload dialog and its file input, as a phone's chooser hands them over. */
async function uploadTwoPhotos(page: Page, locale: keyof typeof words) {
  const section = page.getByRole('region', { name: words[locale].section });
  await section.getByRole('button', { name: words[locale].upload }).click();
  const dialog = page.getByRole('dialog', { name: words[locale].dialog });
  await dialog.waitFor();
  const input = dialog.locator('input[type="file"][multiple]');
  expect(await input.getAttribute('accept')).toBe('image/*,application/pdf');
  expect(await dialog.locator('input[type="file"][capture="environment"]').count()).toBe(1);
  await input.setInputFiles([
    { name: 'kitchen-before.jpg', mimeType: 'image/jpeg', buffer: withExif(jpeg, cameraExif()) },
    { name: 'kitchen-after.webp', mimeType: 'image/webp', buffer: webp },
  ]);
  await dialog.getByText('kitchen-after.webp').waitFor();
  await photographScreen(page, { name: `project-photos-upload-${locale}-${page.viewportSize()?.width}`, show: async () => undefined });
  await expectAccessible(page, 'the upload dialog');
  await dialog.getByRole('button', { name: words[locale].send }).click();
  await dialog.waitFor({ state: 'detached' });
  const thumbnails = section.getByRole('button', { name: new RegExp(`^${words[locale].open('kitchen-')}`) });
  await section.getByRole('button', { name: words[locale].open('kitchen-after.webp') }).waitFor();
  expect(await thumbnails.count()).toBe(2);
  // The thumbnails are the photos, loaded and scaled by the browser.
  await page.waitForFunction(() => [...document.querySelectorAll('section img')].filter((img) => (img as HTMLImageElement).naturalWidth > 0).length === 2);
  return section;
}

for (const locale of ['en-US', 'zh-CN'] as const) {
  test(`at 375 px in ${locale} two photos uploaded from the project page show as thumbnails and in the viewer, moved through with the arrow keys`, async () => {
    const { page, close } = await projectPage(375, locale, `Photo${locale.slice(0, 2)}`);
    const section = await uploadTwoPhotos(page, locale);
    await photographScreen(page, { name: `project-photos-${locale}-375`, show: async () => undefined });

    const first = section.getByRole('button', { name: words[locale].open('kitchen-before.jpg') });
    await first.click();
    const viewer = page.getByRole('dialog', { name: 'kitchen-before.jpg' });
    await viewer.getByText(words[locale].of(1)).waitFor();
    await photographScreen(page, { name: `project-photos-viewer-${locale}-375`, show: async () => undefined });
    await expectAccessible(page, 'the viewer, open');

    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'kitchen-after.webp' }).getByText(words[locale].of(2)).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'kitchen-before.jpg' }).getByText(words[locale].of(1)).waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: 'kitchen-after.webp' }).waitFor();

    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The focus is back on the thumbnail that opened the viewer.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(words[locale].open('kitchen-before.jpg'));
    await expectAccessible(page, 'the project page with its photos');
    await close();
  });
}

test('at 1440 px the photos show on the project page and, read only, on the customer page, leading to their project', async () => {
  const { page, project, customer, close } = await projectPage(1440, 'en-US', 'Wide');
  await uploadTwoPhotos(page, 'en-US');
  await photographScreen(page, { name: 'project-photos-en-US-1440', show: async () => undefined });
  await page.getByRole('button', { name: 'Open kitchen-after.webp' }).click();
  await page.getByRole('dialog', { name: 'kitchen-after.webp' }).waitFor();
  await photographScreen(page, { name: 'project-photos-viewer-en-US-1440', show: async () => undefined });
  await page.keyboard.press('Escape');

  await page.goto(withLocale(`${app.server.url}/crm/customer/${customer._id}`, 'en-US'));
  const section = page.getByRole('region', { name: 'Photos and documents' });
  await section.getByRole('button', { name: 'Open kitchen-before.jpg' }).waitFor();
  expect(await section.getByRole('button', { name: /^Edit|^Delete/ }).count()).toBe(0);
  await photographScreen(page, { name: 'customer-photos-en-US-1440', show: async () => undefined });
  await section.getByRole('link').first().click();
  await page.waitForURL(`**/pm/project/${project._id}`);
  await close();
});
