import type { StaffRecord } from '../../dataProvider';

/** The name staff see for a colleague: the server's `accountShownName` rule. */
export const staffName = (staff: Pick<StaffRecord, 'display_name' | 'name' | 'username'>) => staff.display_name || staff.name || staff.username;
