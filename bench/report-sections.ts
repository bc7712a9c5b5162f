// One section of bench/report.md rewritten by a run that measured only that section (--only=…).
import fs from 'node:fs';

/** Replaces the section between `<!-- name:start -->` and `<!-- name:end -->` of the existing report (appends it when missing). */
export function writeReportSection(
  file: string,
  name: string,
  sectionLines: string[],
  run: { args: readonly string[]; quick: boolean },
): string {
  const marker = new RegExp(`<!-- ${name}:start -->[\\s\\S]*?<!-- ${name}:end -->\\n?`);
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '# Benchmark report\n\n';
  const note =
    `_This section was made by \`npm run bench${run.args.length ? ` -- ${run.args.join(' ')}` : ''}\` on ${new Date().toISOString()}` +
    `${run.quick ? ' (quick run)' : ''}; the sections above come from the run named at the top._\n\n`;
  // The note goes right under the section's heading.
  const withNote = sectionLines.join('\n').replace(/(\n## [^\n]*\n\n)/, `$1${note}`);
  const next = marker.test(current)
    ? current.replace(marker, () => withNote)
    : `${current.trimEnd()}\n\n${withNote}`;
  fs.writeFileSync(file, next);
  return file;
}
