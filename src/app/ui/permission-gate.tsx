// Renders its children only when the signed-in staff user holds ALL the required permissions (document 1 §6).
import type { ReactNode } from 'react';
import type { Permission } from '../../shared/permissions';
import { earlyText, useEarlyText } from '../../i18n/early-texts';
import { usePermissions } from '../state/console-store';

export interface PermissionGateProps {
  required: readonly Permission[];
  /** Shown instead when a permission is missing; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

/** A permission gate passes only when every required permission is held (document 1 §6). */
export function hasAllPermissions(held: readonly string[], required: readonly string[]): boolean {
  return required.every((p) => held.includes(p));
}

export function PermissionGate({ required, fallback = null, children }: PermissionGateProps) {
  const held = usePermissions();
  return <>{hasAllPermissions(held, required) ? children : fallback}</>;
}

/** The same check for code that decides what to fetch or show without wrapping JSX. */
export function useHasPermissions(required: readonly Permission[]): boolean {
  return hasAllPermissions(usePermissions(), required);
}

/**
 * Why an action is unavailable for want of permissions ('権限がありません: consumers.close'), naming the missing
 * ones; undefined when every one is held. Actions are shown disabled with this reason instead of failing.
 */
export function missingPermissionReason(
  held: readonly string[],
  required: readonly Permission[],
): string | undefined {
  const missing = required.filter((p) => !held.includes(p));
  return missing.length ? earlyText('ui.noPermission', { permission: missing.join(', ') }) : undefined;
}

export function useMissingPermissionReason(required: readonly Permission[]): string | undefined {
  useEarlyText(); // the reason follows a change of language
  return missingPermissionReason(usePermissions(), required);
}
