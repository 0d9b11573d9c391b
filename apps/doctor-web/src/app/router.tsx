import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { DoctorGate } from './doctor-gate';
import { RouteFallback } from './route-fallback';

const WAITING_ROOM = '/doctor/waiting-room';

/** Every screen is its own chunk: a doctor opening the waiting room does not download the markdown renderer. */
export const routes: RouteObject[] = [
  {
    // Shown while the first screen's code arrives.
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { path: '/', element: <Navigate to={WAITING_ROOM} replace /> },
      { path: '/doctor', element: <Navigate to={WAITING_ROOM} replace /> },
      { path: '/doctor/signup', lazy: () => import('./routes/signup') },
      {
        element: <DoctorGate />,
        children: [
          { path: WAITING_ROOM, lazy: () => import('./routes/waiting-room') },
          { path: '/doctor/chat/:conversationId', lazy: () => import('./routes/chat') },
          { path: '/doctor/clinical/:conversationId', lazy: () => import('./routes/clinical-management') },
          { path: '/doctor/actionable/:conversationId', lazy: () => import('./routes/actionable-management') },
          { path: '/doctor/profile', lazy: () => import('./routes/profile') },
        ],
      },
      { path: '*', lazy: () => import('./routes/not-found') },
    ],
  },
];

export const router = createBrowserRouter(routes);
