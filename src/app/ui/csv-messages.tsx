// What a CSV tool says about the checked file: its errors (announced as an alert), its warnings (rows that are right
// but will not change: the user decides whether they go) and its notices (lines left out, repeats merged), one list
// each. Shared by the bulk tools' pages.
import { useT } from '../../i18n/use-t';

export function CsvMessages({
  errors,
  warnings = [],
  notices,
}: {
  errors: readonly string[];
  warnings?: readonly string[];
  notices: readonly string[];
}) {
  const t = useT();
  return (
    <>
      <div role="alert">
        {errors.length > 0 && (
          <ul className="csv-messages" aria-label={t('ui.csvMessages.errors')}>
            {errors.map((m) => (
              <li key={m}>
                <WithCodes text={m} />
              </li>
            ))}
          </ul>
        )}
      </div>
      {warnings.length > 0 && (
        <ul className="csv-warnings" aria-label={t('ui.csvMessages.warnings')}>
          {warnings.map((m) => (
            <li key={m}>
              <WithCodes text={m} />
            </li>
          ))}
        </ul>
      )}
      {notices.length > 0 && (
        <ul className="csv-notices" aria-label={t('ui.csvMessages.notices')}>
          {notices.map((m) => (
            <li key={m}>
              <WithCodes text={m} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What a CSV tool's texts name that staff type as it is: the extension .csv, a header, an id prefix (isp_…). */
const CSV_CODE = /(\.csv\b|\b[A-Za-z_]+(?:,[A-Za-z_]+)+|\b[a-z]+_…?(?![0-9A-Za-z_]))/;

/** A hint or a message with those marked as code (cid,legal_status), in either language. */
export function WithCodes({ text }: { text: string }) {
  return text.split(CSV_CODE).map((part, n) => (n % 2 === 1 ? <code key={n}>{part}</code> : part || null));
}
