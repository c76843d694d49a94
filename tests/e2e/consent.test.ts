import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { seriousAccessibilityViolations } from './accessibility.js';
import { callApi, signInByApi } from './apiSession.js';
import { appUnderTest } from './appUnderTest.js';
import { photographScreen, withLocale } from './screenCheck.js';

const app = appUnderTest();

type Customer = { _id: string; name: string };

async function signedInPage(width: number) {
  const context = await app.browser.newContext({ viewport: { width, height: 900 } });
  const token = await signInByApi(context, app.server.url);
  return { page: await context.newPage(), token, close: () => context.close() };
}

const expectAccessible = async (page: Page, what: string) => expect(await seriousAccessibilityViolations(page), what).toEqual([]);

let nextPhone = 4165590000;

describe.each([
  {
    locale: 'en-US',
    width: 1440,
    channel: 'email',
    texts: {
      card: 'Marketing consent',
      implied: 'Implied until',
      record: 'Record consent',
      channel: 'Email',
      kind: 'Consent given',
      method: null,
      save: 'Save',
      recorded: 'Consent recorded',
      chip: 'Express',
      event: 'Email: Consent given, In person',
      history: 'E-mail consent from Implied to Express',
    },
  },
  {
    locale: 'zh-CN',
    width: 375,
    channel: 'sms',
    texts: {
      card: '营销许可',
      implied: '默示许可，至',
      record: '记录许可',
      channel: '短信',
      kind: '撤回许可',
      method: '电话',
      save: '保存',
      recorded: '已记录许可',
      chip: '已撤回',
      event: '短信：撤回许可，电话',
      history: '短信许可 从 默示许可 改为 已撤回',
    },
  },
])('$locale at $width px', ({ locale, width, channel, texts }) => {
  test(`the customer page's consent card shows implied consent and records ${channel} consent through its dialog`, async () => {
    const { page, token, close } = await signedInPage(width);
    const customer = await callApi<Customer>(app.server.url, '/crm/customers', {
      token,
      body: { name: `Consent${locale.slice(0, 2)}${Date.now() % 10000}`, last_name: 'Wong', phone: String(nextPhone++) },
    });
    const card = page.getByRole('region', { name: texts.card });
    await photographScreen(page, {
      name: `consent-card-${locale}-${width}`,
      show: async (shown) => {
        await shown.goto(withLocale(`${app.server.url}/crm/customer/${customer._id}`, locale));
        await card.getByText(texts.implied).first().waitFor();
      },
    });
    // A new customer's inquiry gives implied consent on both channels, until a day six months on.
    expect(await card.getByText(texts.implied).count()).toBe(2);
    await expectAccessible(page, 'the customer page with its consent card');

    const dialog = page.getByRole('dialog', { name: texts.record });
    await photographScreen(page, {
      name: `consent-dialog-${locale}-${width}`,
      show: async () => {
        await card.getByRole('button', { name: texts.record }).click();
        await dialog.waitFor();
      },
    });
    await expectAccessible(page, 'the record consent dialog');
    // Keyboard: the channel is chosen with the arrow keys, as radio buttons are.
    await dialog.getByRole('radio', { name: texts.channel === 'Email' ? 'Email' : '邮件' }).focus();
    if (channel === 'sms') await page.keyboard.press('ArrowRight');
    expect(await dialog.getByRole('radio', { name: texts.channel }).isChecked()).toBe(true);
    // Where consent is implied, "given" comes preselected.
    expect(await dialog.getByRole('radio', { name: locale === 'en-US' ? 'Consent given' : '同意接收' }).isChecked()).toBe(true);
    await dialog.getByRole('radio', { name: texts.kind }).check();
    if (texts.method) {
      await dialog.getByRole('combobox').click();
      await page.getByRole('option', { name: texts.method }).click();
    }
    await dialog.getByRole('button', { name: texts.save }).click();
    await page.getByText(texts.recorded).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await card.getByText(texts.chip, { exact: true }).waitFor();
    await card.getByText(texts.event).waitFor();
    await photographScreen(page, { name: `consent-recorded-${locale}-${width}`, show: async () => {} });

    const consent = await callApi<Record<string, { state: string }>>(app.server.url, `/crm/customers/${customer._id}/consent`, { token });
    expect(consent[channel]?.state).toBe(channel === 'email' ? 'express' : 'withdrawn');
    // The history says the change in words.
    await page.getByText(texts.history).waitFor();

    if (locale === 'en-US') {
      // The list filtered by express e-mail consent finds the customer, and not one whose consent is implied.
      const implied = await callApi<Customer>(app.server.url, '/crm/customers', {
        token,
        body: { name: `Implied${Date.now() % 10000}`, last_name: 'Wong', phone: String(nextPhone++) },
      });
      await photographScreen(page, {
        name: `consent-list-filter-${locale}-${width}`,
        show: async (shown) => {
          await shown.goto(withLocale(`${app.server.url}/crm/customers`, locale));
          const emailConsent = shown.locator('xpath=//*[normalize-space(text())="E-mail consent"]/ancestor::div[1]/following-sibling::ul[1]');
          await emailConsent.getByText('Express', { exact: true }).click();
          await shown.waitForURL(/email_consent/);
          await shown.getByText(customer.name).first().waitFor();
        },
      });
      expect(await page.getByText(implied.name).count()).toBe(0);
    }
    await close();
  });
});

/** Customers of their own town, so that a group of that town holds them alone: one has withdrawn e-mail consent. */
async function consentTown(token: string, town: string) {
  const created: Customer[] = [];
  for (const name of ['Ada', 'Bo', 'Cy']) {
    created.push(await callApi<Customer>(app.server.url, '/crm/customers', { token, body: { name, last_name: town, phone: String(nextPhone++), location: `${town},ON` } }));
  }
  await callApi(app.server.url, `/crm/customers/${created[0]._id}/consent`, { token, body: { channel: 'email', kind: 'withdrawn', method: 'phone' } });
  const group = await callApi<{ _id: string }>(app.server.url, '/marketing/recipients', { token, body: { name: `${town} customers`, filter: { location: [`${town},ON`] } } });
  const campaign = await callApi<{ _id: string }>(app.server.url, '/marketing/campaigns', {
    token,
    body: { sender: 'Harbour Renovations', title: `${town} spring offer`, content: '<p>Hello {{first_name}}</p>', recipients_list: [group._id] },
  });
  return { group: group._id, campaign: campaign._id };
}

describe.each([
  { locale: 'en-US', width: 1440, town: 'Ajax', emailLine: 'Email: would reach 2; left out: 1 withdrawn, 0 expired, 0 no consent' },
  { locale: 'zh-CN', width: 375, town: 'Pickering', emailLine: '邮件：可送达 2 位；未包含：1 位已撤回同意，0 位同意已过期，0 位未同意' },
])('$locale at $width px', ({ locale, width, town, emailLine }) => {
  test("a group's preview and its campaign's page count whom consent allows and whom it leaves out", async () => {
    const { page, token, close } = await signedInPage(width);
    const { group, campaign } = await consentTown(token, town);
    const emailCounts = page.getByTestId('consent-audience-email');
    await photographScreen(page, {
      name: `consent-preview-${locale}-${width}`,
      show: async (shown) => {
        await shown.goto(withLocale(`${app.server.url}/marketing/recipients/edit/${group}`, locale));
        await emailCounts.waitFor();
      },
    });
    expect(await emailCounts.textContent()).toBe(emailLine);
    await expectAccessible(page, "the group's preview with its consent counts");

    await photographScreen(page, {
      name: `consent-campaign-${locale}-${width}`,
      show: async (shown) => {
        await shown.goto(withLocale(`${app.server.url}/marketing/campaign/${campaign}`, locale));
        await emailCounts.waitFor();
      },
    });
    expect(await emailCounts.textContent()).toBe(emailLine);
    await expectAccessible(page, "the campaign's page with its consent counts");
    await close();
  });
});
