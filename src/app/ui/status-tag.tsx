// Status and flag tags: a status is styled by its lowercase form (document 1 §4), whatever its value set.
import type { ReactNode } from 'react';

/** The CSS modifier of a status: 'AUTHORIZED' → 'authorized', 'Partially Paid' → 'partially-paid'. */
export function statusTagModifier(status: string): string {
  return status
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function StatusTag({ status }: { status: string }) {
  const modifier = statusTagModifier(status);
  return (
    <span className={`tag status-tag${modifier ? ` status-tag--${modifier}` : ''}`} data-status={modifier}>
      {status}
    </span>
  );
}

export type TagTone = 'neutral' | 'danger' | 'success' | 'warning' | 'big';

export function Tag({ tone = 'neutral', children }: { tone?: TagTone; children: ReactNode }) {
  return <span className={`tag${tone === 'neutral' ? '' : ` tag--${tone}`}`}>{children}</span>;
}

/** The test-mode marker shown next to test payments. */
export function TestTag({ test }: { test: boolean }) {
  return test ? <Tag tone="warning">test</Tag> : null;
}
