// Renders its children only when the signed-in staff user holds ALL the required permissions (document 1 §6).
import type { ReactNode } from 'react';
import { hasAllPermissions, type Permission } from '../../shared/permissions';
import { usePermissions } from '../state/console-store';

export interface PermissionGateProps {
  required: readonly Permission[];
  /** Shown instead when a permission is missing; nothing by default. */
  fallback?: ReactNode;
  children: ReactNode;
}

export function PermissionGate({ required, fallback = null, children }: PermissionGateProps) {
  const held = usePermissions();
  return <>{hasAllPermissions(held, required) ? children : fallback}</>;
}

/** The same check for code that decides what to fetch or show without wrapping JSX. */
export function useHasPermissions(required: readonly Permission[]): boolean {
  return hasAllPermissions(usePermissions(), required);
}
