// The app header (document 1 §2): logo, search box, the two bulk-tool links, the links the route table adds (such
// as 承認待ち), the audit log for holders of audit_log.read, staff administration for holders of staff.admin, and
// the sign-out button.
import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { MESSAGES } from '../messages';
import { paths } from '../paths';
import { consoleStore, useUserId } from '../state/console-store';
import { signOut } from '../state/session';
import { RecentCasesMenu } from '../recent/recent-cases';
import { PermissionGate } from '../ui/permission-gate';
import { PERMISSIONS } from '../../shared/permissions';
import { SearchBox } from './search-box';

export function Header({ links }: { links?: ReactNode } = {}) {
  const userId = useUserId();
  const [signingOut, setSigningOut] = useState(false);
  // Remounting the search box clears whatever was typed in it, even when the keyword was already empty.
  const [searchBoxKey, setSearchBoxKey] = useState(0);

  return (
    <header className="app-header">
      <Link
        to={paths.search.pattern}
        className="app-header__logo"
        onClick={() => {
          consoleStore.setKeyword('');
          setSearchBoxKey((k) => k + 1);
        }}
      >
        <img src="/favicon.svg" alt="" width={24} height={24} />
        <span>{MESSAGES.shell.logo}</span>
      </Link>
      <SearchBox key={searchBoxKey} />
      <nav className="app-header__nav" aria-label="ツール">
        <NavLink to={paths.installmentPlanCancel}>{MESSAGES.shell.installmentPlansCancel}</NavLink>
        <NavLink to={paths.legalStatusUpdate.update}>{MESSAGES.shell.legalStatusUpdate}</NavLink>
        {links}
        <PermissionGate required={[PERMISSIONS.auditLogRead]}>
          <NavLink to={paths.audit}>{MESSAGES.shell.auditLog}</NavLink>
        </PermissionGate>
        <PermissionGate required={[PERMISSIONS.staffAdmin]}>
          <NavLink to={paths.staff}>{MESSAGES.shell.staff}</NavLink>
        </PermissionGate>
      </nav>
      <RecentCasesMenu />
      <button
        type="button"
        className="app-header__sign-out"
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          void signOut().finally(() => setSigningOut(false));
        }}
      >
        <span className="app-header__user">{userId}</span>
        <span>{MESSAGES.shell.signOut}</span>
      </button>
    </header>
  );
}
