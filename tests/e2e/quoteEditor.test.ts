import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { quoteTotals, type Quote } from '../../domain/quote.js';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { photographScreen, withLocale } from './screenCheck.js';

// The quote line editor (docs/quotes.md#screens) in the built app: a quote created on /pm/quotes/create for the
// project in the address, its totals live and then as the server stored them; a draft's line dragged into another
// room and kept there. Both languages, 1440 and 375 px, axe clean.

const app = appUnderTest();

/** A customer and their project with a 5 % discount; answers the project's id. */
async function createProject(token: string, name: string) {
  const customer = await callApi<{ _id: string }>(app.server.url, '/crm/customers', { token, body: { name, last_name: 'Chen', phone: '4165550188' } });
  const project = await callApi<{ _id: string }>(app.server.url, '/pm/projects', {
    token,
    body: { customer: customer._id, property: 'house', services: ['kitchen-remodeling'], description: 'Kitchen and bath.', discount: 5 },
  });
  return project._id;
}

const dollars = (locale: string, cents: number) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }).format(cents / 100);
const noViolations = async (page: Page, name: string) => expect(await seriousAccessibilityViolations(page), name).toEqual([]);

/** The words of the editor in each language. */
const words = {
  'en-US': {
    addRoom: 'Add room',
    room: 'Room or area',
    addLineTo: (room: string) => `Add line to ${room}`,
    line: (number: number) => `Line ${number}`,
    description: 'Description',
    quantity: 'Quantity',
    price: 'Unit price',
    optional: 'Optional',
    deposit: 'Deposit (%)',
    total: 'Total',
    create: 'Create',
    moveDown: (number: number) => `Move line ${number} down`,
    roomGroup: (room: string) => `Room: ${room}`,
  },
  'zh-CN': {
    addRoom: '添加房间',
    room: '房间或区域',
    addLineTo: (room: string) => `在${room}中添加一行`,
    line: (number: number) => `第 ${number} 行`,
    description: '说明',
    quantity: '数量',
    price: '单价',
    optional: '可选项',
    deposit: '定金（%）',
    total: '总计',
    create: '新建',
    moveDown: (number: number) => `将第 ${number} 行下移`,
    roomGroup: (room: string) => `房间：${room}`,
  },
} as const;

type Locale = keyof typeof words;

interface TypedLine {
  room: string;
  description: string;
  quantity: number;
  price: string;
  unit_price_cents: number;
  optional?: boolean;
}

/** Two rooms, the second line optional. */
const typedLines: TypedLine[] = [
  { room: 'Kitchen', description: 'Cabinets, supplied and installed', quantity: 33.335, price: '300', unit_price_cents: 30000 },
  { room: 'Kitchen', description: 'Heated floor', quantity: 1, price: '2,500.00', unit_price_cents: 250000, optional: true },
  { room: '主卧浴室', description: '瓷砖铺设', quantity: 12.5, price: '99.99', unit_price_cents: 9999 },
];

/** Types the lines room by room as an estimator would: a room added and named, its first line, then "Add line". */
async function typeLines(page: Page, locale: Locale) {
  const say = words[locale];
  for (const [index, line] of typedLines.entries()) {
    if (typedLines[index - 1]?.room !== line.room) {
      await page.getByRole('button', { name: say.addRoom }).click();
      // The new room's name ("Room 2") takes the focus, selected, to be typed over: a render after the click, which a
      // busy machine's keystrokes could come before.
      await page.waitForFunction(() => {
        const field = document.activeElement;
        return field instanceof HTMLInputElement && field.value !== '' && field.selectionStart === 0 && field.selectionEnd === field.value.length;
      });
      await page.keyboard.type(line.room);
      await page.keyboard.press('Enter');
      await page.getByRole('region', { name: say.roomGroup(line.room) }).waitFor();
    } else {
      await page.getByRole('button', { name: say.addLineTo(line.room) }).click();
    }
    const group = page.getByRole('group', { name: say.line(index + 1), exact: true });
    await group.getByRole('textbox', { name: say.description }).fill(line.description);
    await group.getByRole('spinbutton', { name: say.quantity }).fill(String(line.quantity));
    await group.getByRole('textbox', { name: say.price }).fill(line.price);
    if (line.optional) await group.getByRole('checkbox', { name: say.optional }).check();
  }
  await page.getByRole('spinbutton', { name: say.deposit }).fill('30');
}

const expectedTotals = () =>
  quoteTotals({
    lines: typedLines.map(({ room, quantity, unit_price_cents, optional = false }) => ({ room, quantity, unit_price_cents, optional })),
    discount_percent: 5,
    tax_rate: 13,
    deposit_percent: 30,
  });

/** The amount in the totals table's row whose header is `label` (or starts with it, `exact` false). */
const totalsRow = (page: Page, label: string, exact = true) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact }) }).getByRole('cell');

/** The lines' descriptions, in the order the editor shows them, and the room each is under. */
const shownLines = (page: Page) =>
  page.locator('section[aria-label]').evaluateAll((sections) =>
    sections.flatMap((section) =>
      [...section.querySelectorAll('textarea[name$=".description"]')].map((input) => `${section.getAttribute('aria-label')} / ${(input as HTMLTextAreaElement).value}`),
    ),
  );

/** Creates the quote on the creation page in `locale` at `width`, checks the live totals and the stored ones; answers the quote. */
async function createOnScreen(page: Page, projectId: string, locale: Locale, width: number) {
  const say = words[locale];
  await page.setViewportSize({ width, height: 900 });
  await page.goto('about:blank');
  await photographScreen(page, {
    name: `quotes/create-empty-${width}-${locale}`,
    show: async (shown) => {
      await shown.goto(`${app.server.url}${withLocale(`/pm/quotes/create?project=${projectId}`, locale)}`);
      await shown.getByRole('button', { name: say.addRoom }).waitFor();
    },
  });
  await typeLines(page, locale);
  const expected = expectedTotals();
  await expect.poll(() => totalsRow(page, say.total).last().innerText()).toBe(dollars(locale, expected.total_cents));
  await photographScreen(page, { name: `quotes/create-filled-${width}-${locale}`, show: async () => {} });
  await noViolations(page, `the creation page ${width} ${locale}`);
  if (width < 600) {
    // Stacked on a phone: the quantity under the description, the whole line within the window.
    const line = page.getByRole('group', { name: say.line(1), exact: true });
    const description = (await line.getByRole('textbox', { name: say.description }).boundingBox())!;
    const quantity = (await line.getByRole('spinbutton', { name: say.quantity }).boundingBox())!;
    expect(quantity.y, 'the quantity goes under the description').toBeGreaterThan(description.y + description.height);
    expect(((await line.boundingBox())!.x + (await line.boundingBox())!.width), 'the line fits the window').toBeLessThanOrEqual(width);
  }

  await page.getByRole('button', { name: say.create, exact: true }).and(page.locator('[type="submit"]')).click();
  await page.waitForURL(/\/pm\/quote\/[0-9a-f]+$/);
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  return id;
}

async function storedQuote(token: string, id: string) {
  return callApi<Quote>(app.server.url, `/pm/quotes/${id}`, { token });
}

/** Drags the handle of `line` by the mouse until it is over `target`, and drops it there. */
async function drag(page: Page, line: Locator, target: Locator) {
  const handle = (await line.locator('[aria-hidden="true"][title]').boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2 + 10, { steps: 5 });
  await page.mouse.move(handle.x + handle.width / 2, to.y + to.height / 2, { steps: 20 });
  await page.mouse.up();
}

test('create a quote at 1440 px in English: live totals, the server’s the same; a line dragged into another room stays there', { timeout: 300_000 }, async () => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const token = await signInByApi(context, app.server.url);
  const projectId = await createProject(token, 'Mei');
  const page = await context.newPage();

  const id = await createOnScreen(page, projectId, 'en-US', 1440);
  const quote = await storedQuote(token, id);
  expect(quote.total_cents).toBe(expectedTotals().total_cents);
  expect(quote.lines.map(({ room, description, optional }) => `${room} / ${description} / ${optional}`)).toEqual(typedLines.map((line) => `${line.room} / ${line.description} / ${Boolean(line.optional)}`));
  await page.getByRole('rowheader', { name: 'Total', exact: true }).waitFor();
  expect(await totalsRow(page, 'Total').last().innerText()).toBe(dollars('en-US', quote.total_cents));
  expect(await totalsRow(page, 'Deposit on acceptance', false).last().innerText()).toBe(dollars('en-US', quote.deposit_cents));

  // The draft's edit page: the first kitchen line dragged below the bathroom's line.
  await photographScreen(page, {
    name: 'quotes/edit-1440-en-US',
    show: async (shown) => {
      await shown.goto(`${app.server.url}${withLocale(`/pm/quote/${id}/edit`, 'en-US')}`);
      await shown.getByRole('group', { name: 'Line 3', exact: true }).waitFor();
    },
  });
  await noViolations(page, 'the edit page');
  const bath = page.getByRole('region', { name: 'Room: 主卧浴室' });
  await drag(page, page.getByRole('group', { name: 'Line 1', exact: true }), bath.getByRole('button', { name: 'Add line to 主卧浴室' }));
  await expect.poll(() => shownLines(page)).toEqual(['Room: Kitchen / Heated floor', 'Room: 主卧浴室 / 瓷砖铺设', 'Room: 主卧浴室 / Cabinets, supplied and installed']);
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(`${app.server.url}/pm/quote/${id}`);
  const moved = await storedQuote(token, id);
  expect(moved.lines.map(({ room, description }) => `${room} / ${description}`)).toEqual(['Kitchen / Heated floor', '主卧浴室 / 瓷砖铺设', '主卧浴室 / Cabinets, supplied and installed']);
  expect(await totalsRow(page, 'Total').last().innerText()).toBe(dollars('en-US', moved.total_cents));

  await page.goto(`${app.server.url}${withLocale(`/pm/quote/${id}/edit`, 'en-US')}`);
  await page.getByRole('group', { name: 'Line 3', exact: true }).waitFor();
  expect(await shownLines(page)).toEqual(['Room: Kitchen / Heated floor', 'Room: 主卧浴室 / 瓷砖铺设', 'Room: 主卧浴室 / Cabinets, supplied and installed']);
  await context.close();
});

test('create a quote on a 375 px phone in Chinese, lines stacked; the edit page moves a line into the next room by its button', { timeout: 300_000 }, async () => {
  const context = await app.browser.newContext({ viewport: { width: 375, height: 900 }, isMobile: true, hasTouch: true });
  const token = await signInByApi(context, app.server.url);
  const projectId = await createProject(token, 'Lin');
  const page = await context.newPage();

  const id = await createOnScreen(page, projectId, 'zh-CN', 375);
  const quote = await storedQuote(token, id);
  expect(quote.total_cents).toBe(expectedTotals().total_cents);
  await page.getByRole('rowheader', { name: '总计', exact: true }).waitFor();
  expect(await totalsRow(page, '总计').last().innerText()).toBe(dollars('zh-CN', quote.total_cents));

  await photographScreen(page, {
    name: 'quotes/edit-375-zh-CN',
    show: async (shown) => {
      await shown.goto(`${app.server.url}${withLocale(`/pm/quote/${id}/edit`, 'zh-CN')}`);
      await shown.getByRole('group', { name: '第 3 行', exact: true }).waitFor();
    },
  });
  await noViolations(page, 'the edit page on a phone');
  // Removing a room asks first, saying how many lines go; cancelled, it stays.
  await page.getByRole('button', { name: '删除房间Kitchen' }).click();
  const asked = page.getByRole('dialog', { name: '删除Kitchen？' });
  await asked.getByText('其中的 2 行将一并删除。').waitFor();
  await photographScreen(page, { name: 'quotes/edit-remove-room-375-zh-CN', show: async () => {} });
  await asked.getByRole('button', { name: '取消' }).click();
  await asked.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: '将第 2 行下移' }).click();
  await expect.poll(() => shownLines(page)).toEqual(['房间：Kitchen / Cabinets, supplied and installed', '房间：主卧浴室 / Heated floor', '房间：主卧浴室 / 瓷砖铺设']);
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForURL(`${app.server.url}/pm/quote/${id}`);
  const moved = await storedQuote(token, id);
  expect(moved.lines.map(({ room, description }) => `${room} / ${description}`)).toEqual(['Kitchen / Cabinets, supplied and installed', '主卧浴室 / Heated floor', '主卧浴室 / 瓷砖铺设']);
  await context.close();
});

test('the creation page in the other layouts, Chinese at 1440 px and English at 375 px, picks its project when the address names none', { timeout: 300_000 }, async () => {
  const context = await app.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const token = await signInByApi(context, app.server.url);
  await createProject(token, 'Yuki');
  const page = await context.newPage();
  for (const [locale, width] of [
    ['zh-CN', 1440],
    ['en-US', 375],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('about:blank');
    await photographScreen(page, {
      name: `quotes/create-picker-${width}-${locale}`,
      show: async (shown) => {
        await shown.goto(`${app.server.url}${withLocale('/pm/quotes/create', locale)}`);
        await shown.getByRole('button', { name: words[locale].addRoom }).click();
        await shown.getByRole('group', { name: words[locale].line(1), exact: true }).waitFor();
      },
    });
    await noViolations(page, `the creation page ${width} ${locale}`);
  }
  // The project's discount comes with it.
  await page.getByRole('combobox', { name: 'Project' }).fill('Yuki');
  await page.getByRole('option', { name: /Yuki Chen/ }).click();
  await expect.poll(() => page.getByRole('spinbutton', { name: 'Discount (%)' }).inputValue()).toBe('5');
  await context.close();
});
