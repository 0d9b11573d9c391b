/** Shown for the moment a screen's code is still on its way. */
export function RouteFallback() {
  return <div className="min-h-full bg-canvas" aria-busy="true" />;
}
