import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';

/**
 * The route table (spec §2). Every page is a lazy route module so the first load carries only the
 * shell. Issue #4 completes the table with every route of spec §2 and its guards.
 */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', lazy: async () => ({ Component: (await import('../pages/HomePage')).HomePage }) },
      { path: '*', lazy: async () => ({ Component: (await import('../pages/NotFoundPage')).NotFoundPage }) },
    ],
  },
];
