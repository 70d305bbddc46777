import { Spinner, UiRoot } from '@wanju/ui';
import { lazy, Suspense } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Layout } from '../features/shell/Layout';

const HomePage = lazy(() => import('../features/home/HomePage').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import('../features/login/LoginPage').then((m) => ({ default: m.LoginPage })));

const page = (element: React.ReactNode) => <Suspense fallback={<Spinner />}>{element}</Suspense>;

const router = createBrowserRouter([
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: page(<HomePage />) },
      { path: 'index', element: page(<HomePage />) },
      { path: 'login', element: page(<LoginPage />) },
      { path: '*', element: page(<HomePage />) },
    ],
  },
]);

export function App() {
  return (
    <UiRoot>
      <RouterProvider router={router} />
    </UiRoot>
  );
}
