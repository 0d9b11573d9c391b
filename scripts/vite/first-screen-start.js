// Appended to each app's first-screen-gate.js by first-screen.mjs. Starts the app (the module named
// by data-app; index.html already preloads it and its imports) once the page is parsed and the first
// screen has painted: running the app's code never holds that paint back. A hidden page paints nothing
// until shown, so there the app starts at once.
(function (src) {
  function start() {
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = src;
    document.head.appendChild(script);
  }
  function afterPaint() {
    if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') start();
    // A frame callback runs just before that frame paints; a timeout set from it runs just after.
    else
      requestAnimationFrame(function () {
        setTimeout(start, 0);
      });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterPaint);
  else afterPaint();
})(document.currentScript.getAttribute('data-app'));
