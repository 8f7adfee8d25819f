/**
 * Which module draws each route, as files under apps/console (data only, no imports). Each is its own chunk:
 * the public ones imported by routes.tsx (the entry), the signed-in ones through screenRegistry.ts, which the
 * first load of a page never needs (screenLoader.ts). After the build, scripts/route-preloads.mjs follows each
 * route's chunks in the manifest so the server can name them in the page it sends (`<link rel="modulepreload">`,
 * the screen's own marked `data-screen`), and they load together with the entry instead of after it. Area issues
 * add their screens here; every route of the table has one (screens.test.ts).
 */
/** The signed-in routes and layout (routes.tsx discovers them under /dashboard and /cup). */
export const LAYOUT_MODULE = 'src/layout/signedInRoutes.tsx';

/** Route path (as in the route-permission table) -> its screen module; the public three as routes.tsx imports them. */
export const SCREEN_MODULES: Readonly<Record<string, string>> = {
  '/login': 'src/pages/auth/LoginPage.tsx',
  '/register': 'src/pages/auth/RegisterPage.tsx',
  '/download-cuid-qrcode': 'src/pages/qr/QrLabelsPage.tsx',
  '/dashboard': 'src/pages/home/HomePage.tsx',
  '/dashboard/change-password': 'src/pages/auth/ChangePasswordPage.tsx',
  '/dashboard/webin-manage-list': 'src/pages/robots/list/RobotListPage.tsx',
  '/dashboard/webin-manage-register/:machineId?': 'src/pages/robots/register/RobotRegisterPage.tsx',
  '/dashboard/webin-alaram': 'src/pages/robots/alerts/AlertsPage.tsx',
  '/dashboard/rc-4_0-collection': 'src/pages/robots/rc40/CollectionPage.tsx',
  '/dashboard/rc-4_0-version': 'src/pages/robots/rc40/ProgramVersionPage.tsx',
  '/dashboard/rc-4_0-version/edit': 'src/pages/robots/rc40/ProgramUploadPage.tsx',
  '/dashboard/rc-4_0-ai-model': 'src/pages/robots/rc40/AiModelPage.tsx',
  '/dashboard/rc-4_0-ai-model/edit': 'src/pages/robots/rc40/AiModelUploadPage.tsx',
  '/dashboard/realtime-control/:machineId?': 'src/pages/robots/realtime/RealtimeControlPage.tsx',
  '/dashboard/webin-connection-log': 'src/pages/robots/logs/ConnectionLogPage.tsx',
  '/dashboard/rc-4_0-realtime': 'src/pages/robots/rc40-realtime/Rc40RealtimePage.tsx',
  '/dashboard/user-list': 'src/pages/users/list/UserListPage.tsx',
  '/dashboard/user-list-group': 'src/pages/users/groups/GroupListPage.tsx',
  '/dashboard/user-list-group-register/:authGroupId?': 'src/pages/users/group-register/GroupRegisterPage.tsx',
  '/dashboard/client-list': 'src/pages/clients/list/ClientListPage.tsx',
  '/dashboard/client-edit/:uid': 'src/pages/clients/edit/ClientEditPage.tsx',
  '/dashboard/client-admin-user-list': 'src/pages/clients/admins/ClientAdminUserListPage.tsx',
  '/dashboard/install-status': 'src/pages/statistics/installs/InstallStatusPage.tsx',
  '/dashboard/new-installation-statistics': 'src/pages/statistics/installs/NewInstallationsPage.tsx',
  '/dashboard/webin-usage-statistics': 'src/pages/statistics/usage/UsageStatisticsPage.tsx',
  '/dashboard/emission-product-statistics': 'src/pages/statistics/emissions/EmissionStatisticsPage.tsx',
  '/dashboard/average-usage-per-device': 'src/pages/statistics/averages/AverageDevicesPage.tsx',
  '/dashboard/average-emissions-per-user': 'src/pages/statistics/averages/AverageEmissionsPerUserPage.tsx',
  '/dashboard/average-point-usage-per-user': 'src/pages/statistics/averages/AveragePointsPerUserPage.tsx',
  '/cup/rental-machine': 'src/pages/cup/machines/RentalMachineListPage.tsx',
  '/cup/rental-machine-manage/:machineId?': 'src/pages/cup/manage/RentalMachineManagePage.tsx',
  '/cup/rental-machine-alert': 'src/pages/cup/alerts/MachineAlertPage.tsx',
  '/cup/return-machine': 'src/pages/cup/machines/ReturnMachineListPage.tsx',
  '/cup/return-machine-manage/:machineId?': 'src/pages/cup/manage/ReturnMachineManagePage.tsx',
  '/cup/rental-machine-monitor': 'src/pages/cup/monitors/RentalMachineMonitorPage.tsx',
  '/cup/return-machine-monitor': 'src/pages/cup/monitors/ReturnMachineMonitorPage.tsx',
  '/cup/return-machine-information-monitor': 'src/pages/cup/returns/ReturnInformationPage.tsx',
  '/cup/rental-information-monitor': 'src/pages/cup/rentals/RentalInformationPage.tsx',
  '/cup/return-validity-expiration': 'src/pages/cup/rentals/ReturnValidityPage.tsx',
  '/cup/seoul-refund-money-manage': 'src/pages/cup/refunds/RefundManagePage.tsx',
  '/cup/seoul-refund-money-edit': 'src/pages/cup/manual-refund/ManualRefundPage.tsx',
  '/cup/view-remittance-information/:refundId?': 'src/pages/cup/remittances/RemittancePage.tsx',
  '/cup/filling-history': 'src/pages/cup/crew/FillingHistoryPage.tsx',
  '/cup/retrieval-history': 'src/pages/cup/crew/RetrievalHistoryPage.tsx',
  '/cup/lalaloop-id-history': 'src/pages/cup/history/LalaloopIdHistoryPage.tsx',
  '/cup/seoul-lalaloop-cup-id-history': 'src/pages/cup/history/SeoulCupIdHistoryPage.tsx',
  '/cup/washing-storage-status': 'src/pages/cup/washing/WashingStatusPage.tsx',
  '/cup/delivery-status': 'src/pages/cup/delivery/DeliveryStatusPage.tsx',
  '/cup/state-manual-change': 'src/pages/cup/manual-change/CupStateChangePage.tsx',
  '/cup/box-state-manual-change': 'src/pages/cup/manual-change/BoxStateChangePage.tsx',
  '/cup/lalaloop-id-manage': 'src/pages/cup/ids/CupIdManagePage.tsx',
  '/cup/lalaloop-id-control': 'src/pages/cup/ids/BoxControlPage.tsx',
  '/cup/box-number-inquiry': 'src/pages/cup/ids/BoxInquiryPage.tsx',
  '/cup/box-id-manage': 'src/pages/cup/ids/BoxIdManagePage.tsx',
};
