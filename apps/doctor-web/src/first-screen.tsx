import { renderToStaticMarkup } from 'react-dom/server';
import { LoadingState } from './components/loading-state';
import { CHECKING_CREDENTIALS, SignupLayout } from './features/signup/components/signup-screen';
import { RouteFallback } from './app/route-fallback';

/**
 * The screens written into index.html at build time (scripts/vite/first-screen.mjs), painted as soon
 * as the page and its styles arrive, before the app's script has loaded: sign-up while the device is
 * checked (a device without a doctor), and the loading screen (a device with one, on its way to the
 * waiting room). first-screen-gate.js picks the one the app will open on; the app draws the same on
 * its first render and replaces it. Never part of the app's bundle.
 */
export function renderFirstScreens(): Record<string, string> {
  return {
    signup: renderToStaticMarkup(
      <SignupLayout>
        <LoadingState text={CHECKING_CREDENTIALS} />
      </SignupLayout>,
    ),
    loading: renderToStaticMarkup(<RouteFallback />),
  };
}
