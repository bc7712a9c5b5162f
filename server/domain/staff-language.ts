// Each staff member's console language (日本語 / English), remembered on the server beside the CSV encoding
// (staff_preferences) so it follows them to any PC; null until they choose one.
import type { Db } from '../db/sql';
import { isLanguage, type Language } from '../../src/shared/language';
import { readStaffPreference, saveStaffPreference } from './staff-preferences';

export async function readStaffLanguage(db: Db, staffUserId: string): Promise<Language | null> {
  const language = await readStaffPreference(db, staffUserId, 'language');
  return isLanguage(language) ? language : null;
}

export function saveStaffLanguage(db: Db, staffUserId: string, language: Language, now: Date): Promise<void> {
  return saveStaffPreference(db, staffUserId, 'language', language, now);
}
