import { useState, type ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { ChatRoute } from './routes/chat';
import { RouteFallback } from './routes/route-fallback';

/** Screens other than the chat load on demand, so the first screen downloads only what it needs. */
const lazyScreen =
  (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] =>
  async () => ({
    Component: (await load()).default,
  });

export const routes: RouteObject[] = [
  {
    HydrateFallback: RouteFallback,
    children: [
      { path: '/', Component: ChatRoute },
      { path: '/doctors', lazy: lazyScreen(() => import('./routes/doctors')) },
      { path: '/documents', lazy: lazyScreen(() => import('./routes/documents')) },
      { path: '/profile', lazy: lazyScreen(() => import('./routes/profile')) },
      { path: '/settings', lazy: lazyScreen(() => import('./routes/settings')) },
      { path: '/verify/:code', lazy: lazyScreen(() => import('./routes/verify')) },
      { path: '*', lazy: lazyScreen(() => import('./routes/not-found')) },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
