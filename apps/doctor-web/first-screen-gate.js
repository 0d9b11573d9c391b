// Runs before the first paint (a tiny blocking script, fetched alongside the styles): picks which of
// the screens drawn into index.html at build time the app is about to open on, as src/app/router.tsx
// decides it. Sign-up on a device without a doctor id (and at its own address); the loading screen,
// then the waiting room or the screen asked for, on a device with one. Other addresses (not found)
// paint when the app has drawn them.
(function () {
  var path = location.pathname;
  var known = false;
  try {
    known = Boolean(localStorage.getItem('doctor_device_id'));
  } catch (e) {
    // Storage refused: the app will say so; nothing is drawn ahead of it.
    return;
  }
  var gated = /^\/doctor\/(waiting-room|profile|(chat|clinical|actionable)\/[^/]+)$/.test(path);
  var start = path === '/' || path === '/doctor';
  var opening =
    path === '/doctor/signup' || ((start || gated) && !known) ? 'signup' : known && (start || gated) ? 'loading' : '';
  if (opening) document.documentElement.setAttribute('data-opening', opening);
})();
