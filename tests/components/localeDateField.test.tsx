import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider, type DataProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminI18nProvider } from '../../src/admin/adminI18nProvider';
import { LocaleDateField } from '../../src/resources/LocaleDateField';

// A calendar day stays that day on either side of UTC (staff in Toronto, or in Shanghai).
const testTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/Toronto';
});
afterAll(() => {
  process.env.TZ = testTimeZone;
});

const project = { id: 'p1', start_date: '2026-12-25', created_at: '2026-03-04T15:00:00.000Z' };

/** Settings naming the business's time zone, when the test gives one. */
const settingsAnswer = (timeZone?: string) =>
  ({ getSettings: () => (timeZone ? Promise.resolve({ time_zone: timeZone }) : Promise.reject(new Error('no settings'))) }) as unknown as DataProvider;

function renderIn(locale: string, businessTimeZone?: string) {
  render(
    <AdminContext i18nProvider={adminI18nProvider} store={memoryStore({ locale })} dataProvider={settingsAnswer(businessTimeZone)}>
      <RecordContextProvider value={project}>
        <span data-testid="day">
          <LocaleDateField source="start_date" />
        </span>
        <span data-testid="moment">
          <LocaleDateField source="created_at" showTime />
        </span>
      </RecordContextProvider>
    </AdminContext>,
  );
}

describe('dates', () => {
  it('are written as the interface language writes them, a calendar day as that very day', () => {
    renderIn('en-US');
    expect(screen.getByTestId('day').textContent).toBe('12/25/2026');
    expect(screen.getByTestId('moment').textContent).toBe('3/4/2026, 10:00:00 AM');
  });

  it('in Chinese', async () => {
    process.env.TZ = 'Asia/Shanghai';
    renderIn('zh-CN');
    expect((await screen.findByTestId('day')).textContent).toBe('2026/12/25');
    expect(screen.getByTestId('moment').textContent).toBe('2026/3/4 23:00:00');
  });

  it("on the business's clock, its zone named, when the reader's browser is elsewhere", async () => {
    process.env.TZ = 'Asia/Shanghai';
    renderIn('en-US', 'America/Toronto');
    expect(await screen.findByText('3/4/2026, 10:00:00 AM EST')).toBeInTheDocument();
    expect(screen.getByTestId('day').textContent).toBe('12/25/2026');
  });

  it("in Chinese on the business's clock", async () => {
    process.env.TZ = 'UTC';
    renderIn('zh-CN', 'America/Toronto');
    expect(await screen.findByText('2026/3/4 GMT-5 10:00:00')).toBeInTheDocument();
  });
});
