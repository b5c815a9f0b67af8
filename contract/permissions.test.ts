import { describe, expect, it } from 'vitest';
import { landingPathFor } from './auth';
import { holdsAny, holdsPermission, isPermission, normalizePermissions, PERMISSIONS, type Permission } from './permissions';

describe('normalizePermissions', () => {
  it.each([
    { stored: ['dashboard', 'reports'], expected: ['dashboard', 'reports'] },
    { stored: [], expected: [] },
    { stored: '["dashboard","reports"]', expected: ['dashboard', 'reports'] },
    { stored: ' [ "dashboard" , "user management" ] ', expected: ['dashboard', 'user-management'] },
    { stored: 'dashboard, reports', expected: ['dashboard', 'reports'] },
    { stored: 'dashboard,reports,', expected: ['dashboard', 'reports'] },
    { stored: 'precious products reports', expected: ['precious-products-reports'] },
    { stored: ['Precious Products Reports', 'USER_MANAGEMENT', ' Add  Profit '], expected: ['precious-products-reports', 'user-management', 'add-profit'] },
    { stored: 'Sub_Profit_Distribution, complete operations', expected: ['sub-profit-distribution', 'complete-operations'] },
    { stored: 'all', expected: ['all'] },
  ])('reads $stored as $expected', ({ stored, expected }) => {
    expect(normalizePermissions(stored)).toEqual(expected);
  });

  it('drops unknown names instead of guessing', () => {
    expect(normalizePermissions(['dashboard', 'dashbord', 'root', 'admin', '', '   '])).toEqual(['dashboard']);
    expect(normalizePermissions('superuser, reports')).toEqual(['reports']);
    expect(normalizePermissions('["everything"]')).toEqual([]);
  });

  it('removes duplicates, also those that differ only in spelling, keeping the first position', () => {
    expect(normalizePermissions(['reports', 'dashboard', 'Reports', 'reports'])).toEqual(['reports', 'dashboard']);
    expect(normalizePermissions('add profit, add-profit, ADD_PROFIT')).toEqual(['add-profit']);
  });

  it('reads anything that is not a list of names as no permission at all', () => {
    for (const stored of [null, undefined, 42, true, {}, { all: true }, '[broken json', '{"all":true}', '"dashboard"']) {
      expect(normalizePermissions(stored)).toEqual([]);
    }
    expect(normalizePermissions([1, null, { name: 'all' }, ['all'], 'reports'])).toEqual(['reports']);
    expect(normalizePermissions('[1, "reports", null]')).toEqual(['reports']);
  });

  it('keeps every known permission as it is', () => {
    expect(normalizePermissions([...PERMISSIONS])).toEqual([...PERMISSIONS]);
    expect(normalizePermissions(JSON.stringify(PERMISSIONS))).toEqual([...PERMISSIONS]);
    expect(normalizePermissions(PERMISSIONS.join(', '))).toEqual([...PERMISSIONS]);
    expect(normalizePermissions(PERMISSIONS.map((name) => name.replaceAll('-', ' ').toUpperCase()))).toEqual([...PERMISSIONS]);
  });

  it('only yields names that isPermission accepts', () => {
    expect(PERMISSIONS.every(isPermission)).toBe(true);
    expect(isPermission('Dashboard')).toBe(false);
    expect(isPermission('user management')).toBe(false);
  });
});

describe('holdsPermission and holdsAny', () => {
  const others = PERMISSIONS.filter((name): name is Exclude<Permission, 'all'> => name !== 'all');

  it('grants every permission to a holder of all', () => {
    for (const needed of PERMISSIONS) expect(holdsPermission(['all'], needed)).toBe(true);
    expect(holdsAny(['all'], ['user-management'])).toBe(true);
  });

  it('grants exactly the held permission otherwise', () => {
    for (const held of others) {
      for (const needed of PERMISSIONS) expect(holdsPermission([held], needed)).toBe(held === needed);
    }
    expect(holdsPermission([], 'profile')).toBe(false);
  });

  it('holding a permission is not holding all', () => {
    expect(holdsPermission([...others], 'all')).toBe(false);
  });

  it('holdsAny needs one of the listed permissions, and none of an empty list', () => {
    expect(holdsAny(['reports'], ['dashboard', 'reports'])).toBe(true);
    expect(holdsAny(['reports'], ['dashboard', 'settings'])).toBe(false);
    expect(holdsAny(['reports', 'all'], [])).toBe(false);
  });
});

describe('landingPathFor', () => {
  it.each([
    { type: 'admin', permissions: [], expected: '/app/dashboard' },
    { type: 'manager', permissions: ['profile'], expected: '/app/dashboard' },
    { type: 'client', permissions: ['all'], expected: '/app/dashboard' },
    { type: 'investor', permissions: ['dashboard'], expected: '/app/dashboard' },
    { type: 'client', permissions: ['profile'], expected: '/app/profile' },
    { type: 'user', permissions: ['reports', 'user-management'], expected: '/app/profile' },
    { type: 'mediator', permissions: [], expected: '/app/profile' },
  ] as const)('sends a $type holding $permissions to $expected', ({ type, permissions, expected }) => {
    expect(landingPathFor({ type, permissions: [...permissions] })).toBe(expected);
  });
});
