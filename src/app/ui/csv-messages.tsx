// What a CSV tool says about the checked file: its errors (announced as an alert) and its notices (lines left out,
// repeats merged), one list each. Shared by the bulk tools' pages.
export function CsvMessages({ errors, notices }: { errors: readonly string[]; notices: readonly string[] }) {
  return (
    <>
      <div role="alert">
        {errors.length > 0 && (
          <ul className="csv-messages" aria-label="CSV errors">
            {errors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </ul>
        )}
      </div>
      {notices.length > 0 && (
        <ul className="csv-notices" aria-label="CSV notices">
          {notices.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
    </>
  );
}
