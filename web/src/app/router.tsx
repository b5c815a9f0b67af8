import type { ReactNode } from 'react';
import { Suspense } from 'react';
import { createBrowserRouter } from 'react-router';
import type { Permission } from '../../../contract/permissions';
import { ENROL_TWO_FACTOR_PATH } from '../../../contract/two-factor-rules';
import { AppIndexRedirect } from './AppIndexRedirect';
import { FullScreenLoader } from './FullScreenLoader';
import { NotFoundPage } from './NotFoundPage';
import { COMPANY_SETTINGS_READERS } from './menu';
import { RequirePermission } from './RequirePermission';
import { RequireSession } from './RequireSession';
import { loadScreenTranslations } from '../i18n/i18n';
import { importAgain, lazyNamed } from './retryable-lazy';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/**
 * An inner screen: its code together with the screens' words (web/src/i18n/locale-parts.ts). A
 * retry (after a failed download) asks each file again on its own, as lazyNamed does for one.
 */
function lazyScreen<TModule, TName extends keyof TModule>(load: () => Promise<TModule>, name: TName) {
  let calls = 0;
  return lazyNamed(async () => {
    const attempt = calls;
    calls += 1;
    const code = attempt === 0 ? load() : importAgain(load, attempt, window.location.origin);
    return (await Promise.all([code, loadScreenTranslations(attempt)]))[0];
  }, name);
}

const LandingPage = lazyNamed(() => import('../features/landing/LandingPage'), 'LandingPage');
const LoginPage = lazyNamed(() => import('../features/auth/LoginPage'), 'LoginPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/ResetPasswordPage'), 'ResetPasswordPage');
const SignInLinkPage = lazyNamed(() => import('../features/auth/SignInLinkPage'), 'SignInLinkPage');
const ConfirmSignUpPage = lazyNamed(() => import('../features/auth/ConfirmSignUpPage'), 'ConfirmSignUpPage');
const EnrolTwoFactorPage = lazyNamed(() => import('../features/two-factor/EnrolTwoFactorPage'), 'EnrolTwoFactorPage');
const AppLayout = lazyNamed(() => import('./AppLayout'), 'AppLayout');
const DashboardPage = lazyNamed(() => import('../features/dashboard/DashboardPage'), 'DashboardPage');
const ProfilePage = lazyScreen(() => import('../features/profile/ProfilePage'), 'ProfilePage');
const UserManagementPage = lazyScreen(() => import('../features/users/UserManagementPage'), 'UserManagementPage');
const PermissionsPage = lazyScreen(() => import('../features/users/PermissionsPage'), 'PermissionsPage');
const AddProfitPage = lazyScreen(() => import('../features/profit-approval/AddProfitPage'), 'AddProfitPage');
const ReportsPage = lazyScreen(() => import('../features/reports/ReportsPage'), 'ReportsPage');
const IndividualsPage = lazyScreen(() => import('../features/individuals/IndividualsPage'), 'IndividualsPage');
const SubscribersPage = lazyScreen(() => import('../features/subscribers/SubscribersPage'), 'SubscribersPage');
const TransactionsPage = lazyScreen(() => import('../features/capital/TransactionsPage'), 'TransactionsPage');
const UpdateBalancePage = lazyScreen(() => import('../features/capital/UpdateBalancePage'), 'UpdateBalancePage');
const SubProfitDistributionPage = lazyScreen(() => import('../features/sub-subscribers/SubProfitDistributionPage'), 'SubProfitDistributionPage');
const MediatorPercentagesPage = lazyScreen(() => import('../features/mediator-percentages/MediatorPercentagesPage'), 'MediatorPercentagesPage');
const MediatorCalculationsPage = lazyScreen(() => import('../features/mediator-calculations/MediatorCalculationsPage'), 'MediatorCalculationsPage');
const ProductSalesPage = lazyScreen(() => import('../features/product-sales/ProductSalesPage'), 'ProductSalesPage');
const PreciousReportPage = lazyScreen(() => import('../features/product-sales/PreciousReportPage'), 'PreciousReportPage');
const CompanySettingsPage = lazyScreen(() => import('../features/company-settings/CompanySettingsPage'), 'CompanySettingsPage');
const AccountingPage = lazyScreen(() => import('../features/accounting/AccountingPage'), 'AccountingPage');
const AuditLogPage = lazyScreen(() => import('../features/audit-log/AuditLogPage'), 'AuditLogPage');
const AdminJobsPage = lazyScreen(() => import('../features/jobs/AdminJobsPage'), 'AdminJobsPage');
const ScheduledReportsPage = lazyScreen(() => import('../features/scheduled-reports/ScheduledReportsPage'), 'ScheduledReportsPage');
const ImportPage = lazyScreen(() => import('../features/imports/ImportPage'), 'ImportPage');
const AccountingSettingsPage = lazyScreen(() => import('../features/accounting-settings/AccountingSettingsPage'), 'AccountingSettingsPage');
const PeriodsPage = lazyScreen(() => import('../features/periods/PeriodsPage'), 'PeriodsPage');
const DistributionApprovalsPage = lazyScreen(() => import('../features/distribution-approvals/DistributionApprovalsPage'), 'DistributionApprovalsPage');
const ProfitDistributionPage = lazyScreen(() => import('../features/profit-distribution/ProfitDistributionPage'), 'ProfitDistributionPage');

const loading = (page: ReactNode) => <Suspense fallback={<FullScreenLoader />}>{page}</Suspense>;

const guarded = (permission: Permission | readonly Permission[], page: ReactNode) => (
  <RequirePermission permission={permission}>{loading(page)}</RequirePermission>
);

export const router = createBrowserRouter([
  {
    // Outside the shell: public pages, the session check and the shell's own code.
    errorElement: <RouteErrorBoundary />,
    children: [
      { path: '/', element: loading(<LandingPage />) },
      { path: '/login', element: loading(<LoginPage />) },
      { path: '/reset-password', element: loading(<ResetPasswordPage />) },
      { path: '/sign-in-link', element: loading(<SignInLinkPage />) },
      { path: '/confirm-sign-up', element: loading(<ConfirmSignUpPage />) },
      { path: ENROL_TWO_FACTOR_PATH, element: loading(<EnrolTwoFactorPage />) },
      {
        path: '/app',
        element: <RequireSession />,
        children: [
          {
            element: loading(<AppLayout />),
            children: [
              {
                // Inside the shell: a failed screen keeps the menu and header around its message.
                errorElement: <RouteErrorBoundary />,
                children: [
                  { index: true, element: <AppIndexRedirect /> },
                  { path: 'dashboard', element: guarded('dashboard', <DashboardPage />) },
                  { path: 'profile', element: guarded('profile', <ProfilePage />) },
                  { path: 'user-management', element: guarded('user-management', <UserManagementPage />) },
                  { path: 'permissions', element: guarded('user-management', <PermissionsPage />) },
                  { path: 'add-profit', element: guarded('add-profit', <AddProfitPage />) },
                  { path: 'reports', element: guarded('reports', <ReportsPage />) },
                  { path: 'transactions', element: guarded('transactions', <TransactionsPage />) },
                  { path: 'individuals', element: guarded('individuals', <IndividualsPage />) },
                  { path: 'subscribers', element: guarded('subscribers', <SubscribersPage />) },
                  { path: 'update-balance', element: guarded('update-balance', <UpdateBalancePage />) },
                  { path: 'sub-profit-distribution', element: guarded('sub-profit-distribution', <SubProfitDistributionPage />) },
                  { path: 'mediator-percentages', element: guarded('mediator-percentages', <MediatorPercentagesPage />) },
                  { path: 'mediator-calculations', element: guarded('mediator-calculations', <MediatorCalculationsPage />) },
                  { path: 'product-sales', element: guarded('product-sales', <ProductSalesPage />) },
                  { path: 'precious-products-report', element: guarded('precious-products-reports', <PreciousReportPage />) },
                  { path: 'company-settings', element: guarded(COMPANY_SETTINGS_READERS, <CompanySettingsPage />) },
                  { path: 'accounting-settings', element: guarded('accounting-settings', <AccountingSettingsPage />) },
                  { path: 'profit-distribution', element: guarded('profit-distribution', <ProfitDistributionPage />) },
                  { path: 'accounting', element: guarded('accounting', <AccountingPage />) },
                  { path: 'audit-log', element: guarded('audit-log', <AuditLogPage />) },
                  { path: 'close-periods', element: guarded('close-periods', <PeriodsPage />) },
                  { path: 'import', element: guarded('import', <ImportPage />) },
                  { path: 'approve-distributions', element: guarded('approve-distributions', <DistributionApprovalsPage />) },
                  { path: 'jobs', element: guarded('all', <AdminJobsPage />) },
                  { path: 'scheduled-reports', element: guarded('all', <ScheduledReportsPage />) },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
