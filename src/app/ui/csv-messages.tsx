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
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </div>
      {warnings.length > 0 && (
        <ul className="csv-warnings" aria-label={t('ui.csvMessages.warnings')}>
          {warnings.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {notices.length > 0 && (
        <ul className="csv-notices" aria-label={t('ui.csvMessages.notices')}>
          {notices.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </>
  );
}
