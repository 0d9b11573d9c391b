import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@telehealth/api-client';
import { lazyPart } from '../lib/lazy-part';

// The notifications region is not part of the first paint: it comes right after, in its own chunk.
// A toast raised before it arrives waits in the toast store and shows when it does.
const ToastViewport = lazyPart(() => import('@telehealth/ui/toast-viewport').then((m) => m.ToastViewport));

/** Spec §9 query defaults (never stale, no refetch on focus, no retries) and the toast viewport. */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastViewport />
    </QueryClientProvider>
  );
}
