import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { ChatRoute } from './routes/chat';
import { RouteFallback } from './routes/route-fallback';

// Screens other than the chat load on demand, so the first screen downloads only what it needs.
// Declarative routes, not a data router: the app loads nothing per route but code, and the data
// router's loaders, actions and fetchers would cost a phone's first load about 16 kB of gzip.
const DoctorsRoute = lazy(() => import('./routes/doctors'));
const DocumentsRoute = lazy(() => import('./routes/documents'));
const ProfileRoute = lazy(() => import('./routes/profile'));
const SettingsRoute = lazy(() => import('./routes/settings'));
const VerifyRoute = lazy(() => import('./routes/verify'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

export function AppRouter() {
  return (
    <BrowserRouter>
      <Suspense fallback={<RouteFallback />}>
        <Routes>
          <Route path="/" element={<ChatRoute />} />
          <Route path="/doctors" element={<DoctorsRoute />} />
          <Route path="/documents" element={<DocumentsRoute />} />
          <Route path="/profile" element={<ProfileRoute />} />
          <Route path="/settings" element={<SettingsRoute />} />
          <Route path="/verify/:code" element={<VerifyRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
}
