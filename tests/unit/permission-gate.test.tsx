// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { PermissionGate } from '../../src/app/ui/permission-gate';
import { UnauthorizedNotice } from '../../src/app/ui/unauthorized-notice';
import { consoleStore } from '../../src/app/state/console-store';
import { PERMISSIONS } from '../../src/shared/permissions';

beforeEach(() => {
  localStorage.clear();
  consoleStore.clearUser();
});
afterEach(cleanup);

const both = [PERMISSIONS.paymentFraudFlagsRead, PERMISSIONS.viewPacRecords];

describe('PermissionGate', () => {
  it('renders the children when the user holds every required permission', () => {
    consoleStore.setUser('a@example.com', [...both, 'something.else']);
    render(<PermissionGate required={both}>secret content</PermissionGate>);
    expect(screen.getByText('secret content')).toBeTruthy();
  });

  it('renders nothing when one of the required permissions is missing', () => {
    consoleStore.setUser('a@example.com', [PERMISSIONS.paymentFraudFlagsRead]);
    const { container } = render(<PermissionGate required={both}>secret content</PermissionGate>);
    expect(container.textContent).toBe('');
  });

  it('renders the fallback instead when given one', () => {
    consoleStore.setUser('a@example.com', []);
    render(
      <PermissionGate required={[PERMISSIONS.viewPacRecords]} fallback={<UnauthorizedNotice />}>
        PAC records
      </PermissionGate>,
    );
    expect(screen.getByText('権限がありません')).toBeTruthy();
    expect(screen.queryByText('PAC records')).toBeNull();
  });

  it('an empty requirement always passes', () => {
    render(<PermissionGate required={[]}>open content</PermissionGate>);
    expect(screen.getByText('open content')).toBeTruthy();
  });

  it('follows permission changes (the profile arriving after a reload)', () => {
    consoleStore.setUser('a@example.com', []);
    render(<PermissionGate required={[PERMISSIONS.paymentFraudFlagsRead]}>fraud log</PermissionGate>);
    expect(screen.queryByText('fraud log')).toBeNull();
    act(() => consoleStore.setPermissions([PERMISSIONS.paymentFraudFlagsRead]));
    expect(screen.getByText('fraud log')).toBeTruthy();
  });
});
