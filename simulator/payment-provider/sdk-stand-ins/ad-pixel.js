// Ad pixel stand-in (app §1 in docs/spec-coverage.md: started by the tt parameter). The public surface of a
// browser ad pixel: adPixel('init', pixelId), then adPixel('track', eventName, { value, currency }).
// Each tracked event is sent to the asset origin's /pixel/events, where QA reads it.
(function () {
  'use strict';
  if (typeof window.adPixel === 'function' && window.adPixel.loaded) return;
  var endpoint = new URL('/pixel/events', document.currentScript ? document.currentScript.src : location.href).href;
  var pixelIds = [];
  function send(pixelId, event, params) {
    var body = { tracker: 'ad-pixel', pixelId: pixelId, event: event, pageUrl: location.href.slice(0, 2000) };
    if (params && typeof params.value === 'number') body.value = params.value;
    if (params && typeof params.currency === 'string') body.currency = params.currency;
    // text/plain: a beacon needs no CORS preflight and outlives a navigation that follows the event.
    if (!navigator.sendBeacon || !navigator.sendBeacon(endpoint, JSON.stringify(body))) {
      fetch(endpoint, { method: 'POST', mode: 'no-cors', keepalive: true, headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) }).catch(function () {});
    }
  }
  function adPixel(command, a, b) {
    if (command === 'init') {
      if (typeof a === 'string' && pixelIds.indexOf(a) < 0) pixelIds.push(a);
    } else if (command === 'track') {
      for (var i = 0; i < pixelIds.length; i += 1) send(pixelIds[i], a, b);
    } else {
      console.warn('[ad pixel] unknown command ' + String(command));
    }
  }
  adPixel.loaded = true;
  // Calls queued before the script loaded (window.adPixelQueue) run now, in order.
  var queued = window.adPixelQueue || [];
  window.adPixel = adPixel;
  for (var j = 0; j < queued.length; j += 1) adPixel.apply(null, queued[j]);
})();
