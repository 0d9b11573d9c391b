// What scripts/e2e/global-setup.mjs provides to the browser tests; include this file in their tsconfig.
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    patientUrl: string;
    doctorUrl: string;
    chromiumPath: string;
  }
}
