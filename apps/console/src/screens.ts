/**
 * Which module draws each route, as files under apps/console (data only, no imports). routes.tsx loads them on
 * demand, one chunk each; after the build, scripts/route-preloads.mjs follows each route's chunks in the manifest
 * so the server can name them in the page it sends (`<link rel="modulepreload">`), and they load together with
 * the entry instead of after it. Area issues add their screens here; a route without one shows the 준비 중 page.
 */
export const LAYOUT_MODULE = 'src/layout/ConsoleLayout.tsx';
export const PREPARING_MODULE = 'src/pages/PreparingPage.tsx';
export const NOT_FOUND_MODULE = 'src/pages/NotFoundPage.tsx';

/** Route path (as in the route-permission table) -> its screen module. */
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
};
