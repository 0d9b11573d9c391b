export const REPO_ROOT: string;
export function freePort(): Promise<number>;
export interface StartedServer {
  patientUrl: string;
  doctorUrl: string;
  dataDir: string;
  logs: string[];
  stop(): Promise<void>;
}
export function startServer(options?: {
  requireApps?: string[];
  env?: Record<string, string>;
  timeoutMs?: number;
  quiet?: boolean;
}): Promise<StartedServer>;
