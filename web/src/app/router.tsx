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
const OperationsPage = lazyNamed(() => import('../features/operations/OperationsPage'), 'OperationsPage');
const AddProfitPage = lazyNamed(() => import('../features/profit-approval/AddProfitPage'), 'AddProfitPage');
const ReportsPage = lazyNamed(() => import('../features/reports/ReportsPage'), 'ReportsPage');
const ProductSalesPage = lazyNamed(() => import('../features/product-sales/ProductSalesPage'), 'ProductSalesPage');
const PreciousReportPage = lazyNamed(() => import('../features/product-sales/PreciousReportPage'), 'PreciousReportPage');
const CompanySettingsPage = lazyNamed(() => import('../features/company-settings/CompanySettingsPage'), 'CompanySettingsPage');

const loading = (page: ReactNode) => <Suspense fallback={<FullScreenLoader />}>{page}</Suspense>;

const guarded = (permission: Permission, page: ReactNode) => (
  <RequirePermission permission={permission}>{loading(page)}</RequirePermission>
);

/** Modules that later issues build, each with the permission that will guard it. */
const LATER_MODULES: readonly { path: string; permission: Permission }[] = [
  { path: 'individuals', permission: 'individuals' },
  { path: 'subscribers', permission: 'subscribers' },
  { path: 'mediator-percentages', permission: 'mediator-percentages' },
  { path: 'update-balance', permission: 'update-balance' },
  { path: 'profit-distribution', permission: 'profit-distribution' },
  { path: 'sub-profit-distribution', permission: 'sub-profit-distribution' },
  { path: 'mediator-calculations', permission: 'mediator-calculations' },
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
          { path: 'add-profit', element: guarded('add-profit', <AddProfitPage />) },
          { path: 'reports', element: guarded('reports', <ReportsPage />) },
          // Until the transactions page with its two tabs exists, /app/transactions shows the operations tab alone.
          { path: 'transactions', element: guarded('transactions', <OperationsPage />) },
          { path: 'product-sales', element: guarded('product-sales', <ProductSalesPage />) },
          { path: 'precious-products-report', element: guarded('precious-products-reports', <PreciousReportPage />) },
          { path: 'company-settings', element: guarded('company-settings', <CompanySettingsPage />) },
          ...LATER_MODULES.map(({ path, permission }) => ({ path, element: guarded(permission, <NotAvailablePage />) })),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]);
