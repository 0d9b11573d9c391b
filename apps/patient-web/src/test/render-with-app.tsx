import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@telehealth/api-client';
import { ToastProvider } from '@telehealth/ui';

/** Renders a screen with the app's providers (spec §9 query defaults, toasts) at a route. */
export function renderWithApp(
  element: ReactElement,
  {
    path = '/',
    url,
    otherRoutes = ['/', '/doctors', '/profile', '/documents', '/settings'],
  }: { path?: string; url?: string; otherRoutes?: string[] } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [{ path, element }, ...otherRoutes.filter((p) => p !== path).map((p) => ({ path: p, element: <p>Route {p}</p> }))],
    { initialEntries: [url ?? path] },
  );
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, router };
}
