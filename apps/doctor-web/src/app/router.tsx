import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { readDoctorDeviceId } from '../lib/doctor-device';
import { DoctorGate } from './doctor-gate';
import { RouteFallback } from './route-fallback';

const WAITING_ROOM = '/doctor/waiting-room';
const SIGNUP = '/doctor/signup';

/**
 * The app's start: the waiting room, or sign-up at once on a device that has no doctor id, so a first
 * visit does not download the waiting room's code only for the gate to send it on to sign-up.
 */
function Start() {
  return <Navigate to={readDoctorDeviceId() ? WAITING_ROOM : SIGNUP} replace />;
}

/** Every screen is its own chunk: a doctor opening the waiting room does not download the markdown renderer. */
export const routes: RouteObject[] = [
  {
    // Shown while the first screen's code arrives.
    hydrateFallbackElement: <RouteFallback />,
    children: [
      { path: '/', element: <Start /> },
      { path: '/doctor', element: <Start /> },
      { path: SIGNUP, lazy: () => import('./routes/signup') },
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
