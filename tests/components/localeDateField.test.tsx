import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, RecordContextProvider } from 'react-admin';
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

function renderIn(locale: string) {
  render(
    <AdminContext i18nProvider={adminI18nProvider} store={memoryStore({ locale })}>
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
});
