import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';

const router = createBrowserRouter(routes, { basename: '/' });

export function App() {
  return <RouterProvider router={router} />;
}
