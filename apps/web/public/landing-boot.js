// The prerendered landing page's only script in its HTML (apps/web/scripts/prerender-landing.mjs);
// a file, because the Content-Security-Policy refuses inline scripts.
(function () {
  // 1. Before the first paint: Mantine's colour scheme on <html>, as Mantine's ColorSchemeScript
  // would set it. Same rule as theme.ts: the stored choice (Mantine's localStorage manager, key
  // ui-forge-theme), else the system's preference.
  var scheme = 'light';
  try {
    var stored = window.localStorage.getItem('ui-forge-theme');
    if (stored === 'light' || stored === 'dark') scheme = stored;
    else if (window.matchMedia('(prefers-color-scheme: dark)').matches) scheme = 'dark';
  } catch {
    // Storage refused (privacy settings): the light default.
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);

  // 2. After the first paint: the app's modules, which hydrate the page. The page reads without
  // them, so they do not compete with its HTML and stylesheets for a slow connection.
  var boot = document.currentScript;
  var entry = boot && boot.getAttribute('data-entry');
  var preloads = ((boot && boot.getAttribute('data-modulepreload')) || '').split(' ');
  var loaded = false;
  function load() {
    if (loaded || !entry) return;
    loaded = true;
    preloads.forEach(function (href) {
      if (!href) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  document.addEventListener('DOMContentLoaded', function () {
    // A frame callback runs before that frame's paint; a task queued from it, after.
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
    // A hidden tab renders no frames: load anyway.
    setTimeout(load, 1000);
  });
})();
