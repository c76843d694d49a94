import { fireEvent, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminI18nProvider } from '../../src/admin/adminI18nProvider';
import { ScheduleDialog } from '../../src/resources/campaigns/ScheduleDialog';

// A campaign is scheduled on the business's clock (Toronto), whatever the zone of the browser it is scheduled from.
const testTimeZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Asia/Shanghai';
});
afterAll(() => {
  process.env.TZ = testTimeZone;
});

const settings = { getSettings: () => Promise.resolve({ time_zone: 'America/Toronto' }) } as unknown as DataProvider;

describe('the schedule dialog', () => {
  it("reads and writes the moment on the business's clock and says which", async () => {
    const onSchedule = vi.fn();
    render(
      <AdminContext i18nProvider={adminI18nProvider} store={memoryStore({ locale: 'en-US' })} dataProvider={settings}>
        <ScheduleDialog open initial="2099-03-04T15:00:00.000Z" pending={false} onSchedule={onSchedule} onClose={() => {}} />
      </AdminContext>,
    );
    expect(await screen.findByText('Times in America/Toronto')).toBeInTheDocument();
    const input = screen.getByLabelText('Scheduled for');
    expect(input).toHaveValue('2099-03-04T10:00');
    fireEvent.change(input, { target: { value: '2099-07-01T09:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Schedule' }));
    // Toronto keeps daylight time in July: UTC−4.
    expect(onSchedule).toHaveBeenCalledWith('2099-07-01T13:30:00.000Z');
  });
});
