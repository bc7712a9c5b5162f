// The app header (document 1 §2): logo, search box, every tool page (every tool reachable: the two bulk tools,
// the merchant page, the links the route table adds such as 承認待ち, the audit log and staff administration), a
// tool the staff member cannot use being marked with the reason (tooltip on hover and focus, and the link's
// accessible description) instead of hidden, the recent cases, the user menu (language switch) and the sign-out
// button.
import { useId, useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { t as translate, type MessageKey, type Translate } from '../../i18n/i18n';
import { useT } from '../../i18n/use-t';
import { DEFAULT_MERCHANT_TAB, paths } from '../paths';
import { consoleStore, usePermissions, useUserId } from '../state/console-store';
import { signOut } from '../state/session';
import { RecentCasesMenu } from '../recent/recent-cases';
import { PERMISSIONS, type Permission } from '../../shared/permissions';
import { SearchBox } from './search-box';
import { LanguageSwitch } from './language-switch';
import { Tooltip } from '../ui/tooltip';
// The logo, small enough to come inside this module (Vite inlines it): no request of its own on the first paint.
import logoUrl from './logo.svg?inline';

/** A tool page and what it needs: `runs` gates its main action only (the page can still be read). */
export interface HeaderTool {
  to: string;
  label: MessageKey;
  required: Permission;
  gate: 'page' | 'runs';
}

export const HEADER_TOOLS: readonly HeaderTool[] = [
  {
    to: paths.installmentPlanCancel,
    label: 'shell.installmentPlansCancel',
    required: PERMISSIONS.installmentPlansBulkCancel,
    gate: 'runs',
  },
  {
    to: paths.legalStatusUpdate.update,
    label: 'shell.legalStatusUpdate',
    required: PERMISSIONS.legalStatusBatchesWrite,
    gate: 'runs',
  },
  {
    to: paths.merchant.tab(DEFAULT_MERCHANT_TAB),
    label: 'shell.merchant',
    required: PERMISSIONS.merchantInvoicesWrite,
    gate: 'runs',
  },
];

export const HEADER_ADMIN_TOOLS: readonly HeaderTool[] = [
  { to: paths.audit, label: 'shell.auditLog', required: PERMISSIONS.auditLogRead, gate: 'page' },
  { to: paths.staff, label: 'shell.staff', required: PERMISSIONS.staffAdmin, gate: 'page' },
];

/** Why a tool is marked for someone holding `held`, or undefined when they can use all of it. */
export function toolRestriction(
  tool: HeaderTool,
  held: readonly string[],
  t: Translate = translate,
): string | undefined {
  if (held.includes(tool.required)) return undefined;
  // The sentence says what is missing; the code is the detail an administrator is asked for.
  const permission = tool.required;
  return tool.gate === 'page'
    ? t('shell.toolUnavailable', { permission })
    : t('shell.toolViewOnly', { permission });
}

/** A small padlock after a restricted tool's name (an SVG: no emoji font needed). */
function LockMark() {
  return (
    <svg className="nav-restricted__mark" width="10" height="12" viewBox="0 0 10 12" aria-hidden="true">
      <rect x="1" y="5" width="8" height="7" rx="1" fill="currentColor" />
      <path d="M3 5V3.5a2 2 0 0 1 4 0V5" fill="none" stroke="currentColor" strokeWidth="1.4" />
    </svg>
  );
}

function ToolLink({ tool }: { tool: HeaderTool }) {
  const t = useT();
  const restriction = toolRestriction(tool, usePermissions(), t);
  const tipId = useId();
  if (!restriction) return <NavLink to={tool.to}>{t(tool.label)}</NavLink>;
  return (
    <span className="nav-restricted tooltip-anchor">
      <NavLink
        to={tool.to}
        className={({ isActive }) => (isActive ? 'active nav-restricted__link' : 'nav-restricted__link')}
        aria-describedby={tipId}
        data-restricted={tool.gate}
      >
        {t(tool.label)}
        <LockMark />
      </NavLink>
      <Tooltip id={tipId}>{restriction}</Tooltip>
    </span>
  );
}

export function Header({ links }: { links?: ReactNode } = {}) {
  const t = useT();
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
        <img src={logoUrl} alt="" width={24} height={24} />
        <span>{t('shell.logo')}</span>
      </Link>
      <SearchBox key={searchBoxKey} />
      <nav className="app-header__nav" aria-label={t('shell.tools')}>
        {HEADER_TOOLS.map((tool) => (
          <ToolLink key={tool.to} tool={tool} />
        ))}
        {links}
        {HEADER_ADMIN_TOOLS.map((tool) => (
          <ToolLink key={tool.to} tool={tool} />
        ))}
      </nav>
      <RecentCasesMenu />
      <NavLink to={paths.security} className="app-header__security">
        {t('shell.security')}
      </NavLink>
      <LanguageSwitch />
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
        <span>{t('shell.signOut')}</span>
      </button>
    </header>
  );
}
