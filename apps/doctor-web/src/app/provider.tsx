import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '@telehealth/api-client';
import { ToastProvider } from '@telehealth/ui';

export function AppProvider({ children }: { children: ReactNode }) {
  // One client for the page's life: its cache is what keeps a doctor's place between screens.
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>{children}</ToastProvider>
    </QueryClientProvider>
  );
}
