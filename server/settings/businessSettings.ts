import { getTableColumns } from 'drizzle-orm';
import type { BusinessAppearance } from '../../domain/appearance.js';
import type { BusinessSettings } from '../../domain/settings.js';
import type { Db } from '../db/client.js';
import { businessSettings } from '../db/schema.js';
import { assertCurrentVersion, nextVersion } from '../resources/recordWrites.js';

const { single, updated_by, updated_at, ...settingColumns } = getTableColumns(businessSettings);

/** The business settings as `GET /system/settings` answers them; the row is made by its migration. */
export async function readBusinessSettings(db: Db): Promise<BusinessSettings> {
  const [row] = await db.select({ ...settingColumns, updated_at }).from(businessSettings);
  return { ...row, updated_at: row.updated_at.toISOString() } as BusinessSettings;
}

/** The theme defaults and the language every browser starts with: the sign-in page reads them, signed out. */
export async function readBusinessAppearance(db: Db): Promise<BusinessAppearance> {
  const { primary_color, menu_color, menu_layout, default_language } = businessSettings;
  const [row] = await db.select({ primary_color, menu_color, menu_layout, default_language }).from(businessSettings);
  return row as BusinessAppearance;
}

/**
 * Saves every setting. Like a record's PUT, the body names the version it was read at: none is a 428, another
 * a 409, so two administrators never overwrite each other unseen.
 */
export async function saveBusinessSettings(
  db: Db,
  { updated_at: readAt, ...settings }: Omit<BusinessSettings, 'updated_at'> & { updated_at?: string | null },
  editor: string,
): Promise<BusinessSettings> {
  await db.transaction(async (tx) => {
    const [stored] = await tx.select({ updated_at }).from(businessSettings).for('update');
    assertCurrentVersion(readAt, stored.updated_at, {
      missing: 'Read the settings again before changing them: a save names the version it was read at (updated_at).',
      stale: 'The settings were changed by someone else after you opened them. Reload them and apply your changes again.',
    });
    await tx.update(businessSettings).set({ ...settings, updated_by: editor, updated_at: nextVersion(businessSettings) });
  });
  return readBusinessSettings(db);
}
