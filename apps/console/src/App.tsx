import { createBrowserRouter, RouterProvider } from 'react-router';
import { GlobalHosts } from './app/shell/GlobalHosts';
import { setLoginNavigation } from './app/shell/session';
import { discoverRoutes, routes } from './routes';

const router = createBrowserRouter(routes, { basename: '/', patchRoutesOnNavigation: discoverRoutes });
setLoginNavigation(() => {
  void router.navigate('/login', { replace: true });
});

/** The router and the app-wide hosts (toasts, the confirm dialog), outside every route so guards can use them. */
export function App() {
  return (
    <>
      <RouterProvider router={router} />
      <GlobalHosts />
    </>
  );
}
