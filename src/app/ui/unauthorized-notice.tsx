// Centred 'Unauthorized' text for a page or tab the staff user lacks the permission for (document 1 §2), with
// the same Japanese line under it everywhere. `GatedPage` is the one gate for whole pages and tabs:
// every route and tab reached by URL without the permission shows exactly this, never a blank area.
import type { ReactNode } from 'react';
import type { Permission } from '../../shared/permissions';
import { useEarlyText } from '../../i18n/early-texts';
import { PermissionGate } from './permission-gate';

export function UnauthorizedNotice() {
  const t = useEarlyText();
  return (
    <div className="unauthorized" role="note">
      <p className="unauthorized-notice">{t('ui.unauthorized')}</p>
      <p className="unauthorized-notice__hint">{t('ui.unauthorizedHint')}</p>
    </div>
  );
}

/** A page or tab shown only to holders of every `required` permission; the Unauthorized notice otherwise. */
export function GatedPage({ required, children }: { required: readonly Permission[]; children: ReactNode }) {
  return (
    <PermissionGate required={required} fallback={<UnauthorizedNotice />}>
      {children}
    </PermissionGate>
  );
}
