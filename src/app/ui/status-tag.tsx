// Status and flag tags: a status is styled by its lowercase form (document 1 §4), whatever its value set.
import type { ReactNode } from 'react';
import { useT } from '../../i18n/use-t';
import { t as activeText, type Translate } from '../../i18n/i18n';
import { STATUS_NAMES_JA, type StatusName } from '../../i18n/catalogues/status-names';

/** The CSS modifier of a status: 'AUTHORIZED' → 'authorized', 'Partially Paid' → 'partially-paid'. */
export function statusTagModifier(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const isStatusName = (modifier: string): modifier is StatusName => Object.hasOwn(STATUS_NAMES_JA, modifier);

/** A status code's name (in the active language, or the given one's), or the code itself when it has none. */
export function statusName(status: string, t: Translate = activeText): string {
  const modifier = statusTagModifier(status);
  return isStatusName(modifier) ? t(`status.${modifier}`) : status;
}

/** statusName for a component, which renders again when the language changes. */
export function useStatusName(): (status: string) => string {
  const t = useT();
  return (status) => statusName(status, t);
}

/** A status by its name in the active language; the raw code stays in the tooltip for support engineers. */
export function StatusTag({ status }: { status: string }) {
  const name = useStatusName();
  const modifier = statusTagModifier(status);
  const named = isStatusName(modifier);
  return (
    <span
      className={`tag status-tag${modifier ? ` status-tag--${modifier}` : ''}`}
      data-status={modifier}
      title={named ? status : undefined}
    >
      {name(status)}
    </span>
  );
}

export type TagTone = 'neutral' | 'danger' | 'success' | 'warning' | 'big';

export function Tag({
  tone = 'neutral',
  title,
  children,
}: {
  tone?: TagTone;
  /** The raw code a support engineer may need, as a tooltip. */
  title?: string;
  children: ReactNode;
}) {
  return (
    <span className={`tag${tone === 'neutral' ? '' : ` tag--${tone}`}`} title={title}>
      {children}
    </span>
  );
}

/** The test-mode marker shown next to test payments. */
export function TestTag({ test }: { test: boolean }) {
  const t = useT();
  return test ? <Tag tone="warning">{t('ui.testTag')}</Tag> : null;
}
