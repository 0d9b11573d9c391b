import { useQuery } from '@tanstack/react-query';
import { fetchVerification } from '@telehealth/api-client';

export function useVerification(code: string) {
  return useQuery({
    queryKey: ['/api/verify', code],
    queryFn: () => fetchVerification(code),
    enabled: code.length > 0,
  });
}
