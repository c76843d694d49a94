import iconv from 'iconv-lite';
import { describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { screenshot, settled } from './harness.js';
import { appUnderTest } from './appUnderTest.js';
import { withLocale } from './screenCheck.js';

const app = appUnderTest();


/** What each language's run reads on screen, and the file it imports: English headers in UTF-8, Chinese ones in GB18030. */
const runs = {
  'en-US': {
    importButton: 'Import',
    title: 'Import customers from a file',
    confirm: 'Import',
    undo: 'Undo this import',
    preview: 'Rows: 4. To import: 2. Duplicates: 1. Invalid: 1.',
    duplicate: 'Same phone or e-mail as row 2',
    done: 'Rows: 4. Imported: 2. Duplicates: 1. Invalid: 1.',
    undone: 'Import undone: 2 customers removed, 0 kept',
    invalid: 'Phone: Length should be 10 to 11',
    file: (phones: string[], tag: string) =>
      Buffer.from(`\uFEFFFirst name,Phone,Status\r\nAda${tag},${phones[0]},Active\r\nBo${tag},${phones[1]},pending\r\nBad${tag},123,\r\nAgain${tag},${phones[0]},\r\n`),
  },
  'zh-CN': {
    importButton: '导入',
    title: '从文件导入客户',
    confirm: '导入',
    undo: '撤销本次导入',
    preview: '共 4 行：可导入 2 行，重复 1 行，无效 1 行',
    duplicate: '电话或邮箱与第 2 行相同',
    done: '共 4 行：已导入 2 行，重复 1 行，无效 1 行',
    undone: '已撤销导入：删除 2 位客户，保留 0 位',
    invalid: '电话：长度应为 10 到 11',
    file: (phones: string[], tag: string) => iconv.encode(`名,电话,状态\r\n芳${tag},${phones[0]},活跃\r\n静${tag},${phones[1]},待处理\r\n坏${tag},123,\r\n又${tag},${phones[0]},\r\n`, 'gb18030'),
  },
} as const;

const viewports = { desktop: { width: 1440, height: 900 }, phone: { width: 375, height: 800 } } as const;

let runCount = 0;

describe.each(Object.keys(viewports) as (keyof typeof viewports)[])('at the %s width', (viewport) => {
  test.each(Object.keys(runs) as (keyof typeof runs)[])('import a file in %s: preview, confirm, summary, undo', async (locale) => {
    const run = runs[locale];
    const tag = `${viewport}${++runCount}`;
    const phones = [`41688${String(runCount).padStart(3, '0')}01`, `41688${String(runCount).padStart(3, '0')}02`];
    const context = await app.browser.newContext({ viewport: viewports[viewport] });
    const page = await context.newPage();
    const token = await signInByApi(context, app.server.url);
    const customersWithTag = async () =>
      (await callApi<{ meta: { total: number } }>(app.server.url, '/crm/customers/query', { token, body: { q: tag } })).meta.total;
    await page.goto(`${app.server.url}${withLocale('/crm/customers', locale)}`);
    await page.getByRole('button', { name: run.importButton, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: run.title });
    await dialog.waitFor();
    await dialog.locator('input[type=file]').setInputFiles({ name: `customers-${tag}.csv`, mimeType: 'text/csv', buffer: run.file(phones, tag) });

    await dialog.getByText(run.preview).waitFor();
    await dialog.getByText(run.invalid).waitFor();
    await dialog.getByText(run.duplicate).waitFor();
    expect(await customersWithTag()).toBe(0);
    await settled(page);
    await screenshot(page, `customer-import-preview-${locale}-${viewport}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: run.confirm, exact: true }).click();
    await dialog.getByText(run.done).waitFor();
    expect(await customersWithTag()).toBe(2);
    await settled(page);
    await screenshot(page, `customer-import-summary-${locale}-${viewport}`);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: run.undo }).click();
    await dialog.getByText(run.undone).waitFor();
    expect(await customersWithTag()).toBe(0);
    await context.close();
  });
});
