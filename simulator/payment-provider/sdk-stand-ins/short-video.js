// Short-video ad tracker stand-in (app §1 in docs/spec-coverage.md). Its public surface: shortVideoTracker.load(pixelId),
// then shortVideoTracker.track(eventName, { value, currency }). Events go to the asset origin's /pixel/events.
(function () {
  'use strict';
  if (window.shortVideoTracker && window.shortVideoTracker.loaded) return;
  var endpoint = new URL('/pixel/events', document.currentScript ? document.currentScript.src : location.href).href;
  var pixelIds = [];
  function send(pixelId, event, params) {
    var body = { tracker: 'short-video', pixelId: pixelId, event: event, pageUrl: location.href.slice(0, 2000) };
    if (params && typeof params.value === 'number') body.value = params.value;
    if (params && typeof params.currency === 'string') body.currency = params.currency;
    if (!navigator.sendBeacon || !navigator.sendBeacon(endpoint, JSON.stringify(body))) {
      fetch(endpoint, { method: 'POST', mode: 'no-cors', keepalive: true, headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify(body) }).catch(function () {});
    }
  }
  window.shortVideoTracker = {
    loaded: true,
    load: function (pixelId) {
      if (typeof pixelId === 'string' && pixelIds.indexOf(pixelId) < 0) pixelIds.push(pixelId);
    },
    track: function (event, params) {
      for (var i = 0; i < pixelIds.length; i += 1) send(pixelIds[i], event, params);
    },
  };
})();
