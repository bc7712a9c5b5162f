// A code of the log (an entry's kind, an alert's rule) by its name, the code itself in the tooltip for support
// engineers; a code the console has no name for is shown as it is.
export function NamedCode({ code, name }: { code: string; name: string }) {
  if (name === code) return <code>{code}</code>;
  return (
    <span title={code} data-code={code}>
      {name}
    </span>
  );
}
