import type { ComponentType, ReactNode } from 'react';
import { Suspense, lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import type { Permission } from '../../../contract/permissions';
import { AppIndexRedirect } from './AppIndexRedirect';
import { FullScreenLoader } from './FullScreenLoader';
import { NotAvailablePage } from './NotAvailablePage';
import { NotFoundPage } from './NotFoundPage';
import { RequirePermission } from './RequirePermission';
import { RequireSession } from './RequireSession';

/** React.lazy wants a default export; the project uses named ones. */
function lazyNamed<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LandingPage = lazyNamed(() => import('../features/landing/LandingPage'), 'LandingPage');
const LoginPage = lazyNamed(() => import('../features/auth/LoginPage'), 'LoginPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const AppLayout = lazyNamed(() => import('./AppLayout'), 'AppLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const ProfilePage = lazyNamed(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const UserManagementPage = lazyNamed(() => import('../features/users/UserManagementPage'), 'UserManagementPage');
const PermissionsPage = lazyNamed(() => import('../features/users/PermissionsPage'), 'PermissionsPage');

const loading = (page: ReactNode) => <Suspense fallback={<FullScreenLoader />}>{page}</Suspense>;

const guarded = (permission: Permission, page: ReactNode) => (
  <RequirePermission permission={permission}>{loading(page)}</RequirePermission>
);

/** Modules that later issues build, each with the permission that will guard it. */
const LATER_MODULES: readonly { path: string; permission: Permission }[] = [
  { path: 'transactions', permission: 'transactions' },
  { path: 'product-sales', permission: 'product-sales' },
  { path: 'individuals', permission: 'individuals' },
  { path: 'subscribers', permission: 'subscribers' },
  { path: 'mediator-percentages', permission: 'mediator-percentages' },
  { path: 'add-profit', permission: 'add-profit' },
  { path: 'update-balance', permission: 'update-balance' },
  { path: 'profit-distribution', permission: 'profit-distribution' },
  { path: 'sub-profit-distribution', permission: 'sub-profit-distribution' },
  { path: 'reports', permission: 'reports' },
  { path: 'company-settings', permission: 'company-settings' },
  { path: 'mediator-calculations', permission: 'mediator-calculations' },
  { path: 'precious-products-report', permission: 'precious-products-reports' },
];

export const router = createBrowserRouter([
  { path: '/', element: loading(<LandingPage />) },
  { path: '/login', element: loading(<LoginPage />) },
  { path: '/reset-password', element: loading(<ResetPasswordPage />) },
  {
    path: '/app',
    element: <RequireSession />,
    children: [
      {
        element: loading(<AppLayout />),
        children: [
          { index: true, element: <AppIndexRedirect /> },
          { path: 'dashboard', element: guarded('dashboard', <DashboardPage />) },
          { path: 'profile', element: guarded('profile', <ProfilePage />) },
          { path: 'user-management', element: guarded('user-management', <UserManagementPage />) },
          { path: 'permissions', element: guarded('user-management', <PermissionsPage />) },
          ...LATER_MODULES.map(({ path, permission }) => ({ path, element: guarded(permission, <NotAvailablePage />) })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
