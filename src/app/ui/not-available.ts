// Display fallbacks for missing values (document 1 §2, document 2: "missing values show N/A").
import { formatPhone } from '../../shared/phone';
import { NOT_AVAILABLE, formatDateTime, formatYen } from '../../shared/format';
import { t } from '../../i18n/i18n';

/** A text value, or N/A when missing or blank. */
export function textOrNotAvailable(value: string | null | undefined): string {
  return value?.trim() ? value : NOT_AVAILABLE;
}

/** A phone number in the national format staff read to callers (090-9244-5765), or N/A when missing. */
export function phoneOrNotAvailable(value: string | null | undefined): string {
  return value?.trim() ? formatPhone(value) : NOT_AVAILABLE;
}

/** A yen amount, or N/A when missing. */
export function yenOrNotAvailable(amount: string | null | undefined): string {
  return amount === null || amount === undefined || amount === '' ? NOT_AVAILABLE : formatYen(amount);
}

/** A date and time (Asia/Tokyo), or N/A when missing. */
export function dateTimeOrNotAvailable(epochMs: number | null | undefined): string {
  return epochMs === null || epochMs === undefined ? NOT_AVAILABLE : formatDateTime(epochMs);
}

/** Yes / No for a flag in the active language (はい / いいえ), N/A when unknown. */
export function yesNo(value: boolean | null | undefined): string {
  return value === null || value === undefined ? NOT_AVAILABLE : t(value ? 'ui.yes' : 'ui.no');
}
