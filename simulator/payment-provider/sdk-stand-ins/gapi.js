/* Google API loader stand-in (simulator): the part of https://apis.google.com/js/api.js that
 * Firebase Auth's popup and redirect sign-in use, and nothing more. No machine here reaches
 * apis.google.com, yet two pages load that URL: the app's Firebase SDK (browserPopupRedirectResolver
 * opens the identity server's helper iframe with it) and the Auth emulator's own helper iframe
 * (/emulator/auth/iframe, which answers the SDK through it). The e2e suite serves this file in place
 * of that URL (e2e/pages/google-sign-in.ts); the product ships no reference to it.
 *
 * What it implements, as the two callers use it:
 * - loading: the `onload` query parameter of this script's URL, or window.gapi_onload, is called once
 *   the loader is ready; gapi.load('gapi.iframes', callback | { callback, onerror }) then calls back.
 * - in the page: gapi.iframes.getContext().open({ where, url, attributes }, onOpen) appends the iframe
 *   and answers a promise of onOpen(iframe); the iframe has ping(cb), restyle(style), register(name,
 *   handler) and send(name, payload, callback).
 * - in the iframe: gapi.iframes.getContext().getParentIframe() is the same channel towards the page.
 * - a channel carries named calls by postMessage between exactly the two windows it joins (each side
 *   checks the other's window and origin); a call's callback gets the list of its handlers' answers;
 *   a call that arrives before its handler is registered waits for it, as the RPC layer of gapi does.
 * Filters (CROSS_ORIGIN_IFRAMES_FILTER) are accepted and not applied: a channel joins two windows only. */
(function () {
  'use strict';
  var TAG = '__gapiStandIn';
  var gapi = (window.gapi = window.gapi || {});
  var script = document.currentScript;
  var onloadName = script && script.src ? new URL(script.src).searchParams.get('onload') : null;

  if (!gapi.iframes) {
    var channels = [];

    var Channel = function (target, targetOrigin) {
      this.target = target;
      this.targetOrigin = targetOrigin;
      this.handlers = {};
      this.waiting = {};
      this.replies = {};
      this.nextId = 1;
      channels.push(this);
    };
    Channel.prototype.post = function (message) {
      message[TAG] = true;
      this.target.postMessage(message, this.targetOrigin);
    };
    Channel.prototype.register = function (name, handler) {
      this.handlers[name] = handler;
      var queued = this.waiting[name] || [];
      delete this.waiting[name];
      for (var i = 0; i < queued.length; i++) this.answer(queued[i]);
    };
    Channel.prototype.send = function (name, payload, callback) {
      var id = String(this.nextId++);
      if (callback) this.replies[id] = callback;
      this.post({ type: 'call', id: id, name: name, payload: payload });
    };
    Channel.prototype.answer = function (call) {
      Promise.resolve(this.handlers[call.name](call.payload)).then((result) => {
        this.post({ type: 'reply', id: call.id, results: [result] });
      });
    };
    Channel.prototype.receive = function (message) {
      if (message.type === 'call') {
        if (this.handlers[message.name]) this.answer(message);
        else (this.waiting[message.name] = this.waiting[message.name] || []).push(message);
      } else if (message.type === 'reply') {
        var callback = this.replies[message.id];
        delete this.replies[message.id];
        if (callback) callback(message.results);
      }
    };

    window.addEventListener('message', function (event) {
      var data = event.data;
      if (!data || typeof data !== 'object' || data[TAG] !== true) return;
      for (var i = 0; i < channels.length; i++) {
        var channel = channels[i];
        if (channel.target !== event.source) continue;
        if (channel.targetOrigin !== '*' && channel.targetOrigin !== event.origin) return;
        if (data.type !== 'ready') channel.receive(data);
        else if (channel.markReady) channel.markReady();
        return;
      }
    });

    /** The page's side: one iframe it opened. */
    var Iframe = function (element, origin) {
      this.element = element;
      this.origin = origin;
      this.ready = new Promise((resolve) => {
        this.markReady = resolve;
      });
    };
    Iframe.prototype.getIframeEl = function () {
      return this.element;
    };
    Iframe.prototype.getOrigin = function () {
      return this.origin;
    };
    Iframe.prototype.restyle = function () {
      return Promise.resolve();
    };
    /** Answers once the framed page's loader has said it is ready. */
    Iframe.prototype.ping = function (callback) {
      return this.ready.then(function () {
        if (callback) callback();
      });
    };
    Iframe.prototype.register = function (name, handler) {
      this.channel.register(name, handler);
    };
    Iframe.prototype.send = function (name, payload, callback) {
      this.channel.send(name, payload, callback);
    };

    var parentChannel = null;
    var parentOrigin = function () {
      try {
        return new URL(document.referrer).origin;
      } catch {
        return '*';
      }
    };

    var context = {
      open: function (options, onOpen) {
        var element = document.createElement('iframe');
        var attributes = options.attributes || {};
        Object.keys(attributes).forEach(function (key) {
          if (key === 'style') Object.assign(element.style, attributes.style);
          else element.setAttribute(key, String(attributes[key]));
        });
        var url = new URL(options.url, location.href);
        var iframe = new Iframe(element, url.origin);
        element.src = url.href;
        (options.where || document.body).appendChild(element);
        // The frame's window proxy exists once it is in the document and stays the same across its navigation.
        var channel = new Channel(element.contentWindow, url.origin);
        channel.markReady = iframe.markReady;
        iframe.channel = channel;
        return Promise.resolve(onOpen ? onOpen(iframe) : iframe);
      },
      getParentIframe: function () {
        if (window.parent === window) return null;
        if (!parentChannel) parentChannel = new Channel(window.parent, parentOrigin());
        return parentChannel;
      },
    };

    var allIframes = function () {
      return true;
    };
    gapi.iframes = {
      getContext: function () {
        return context;
      },
      CROSS_ORIGIN_IFRAMES_FILTER: allIframes,
      SAME_ORIGIN_IFRAMES_FILTER: allIframes,
    };
    gapi.iframes.Iframe = Iframe;

    gapi.load = function (modules, config) {
      var callback = typeof config === 'function' ? config : config && config.callback;
      var names = String(modules).split(':');
      for (var i = 0; i < names.length; i++) {
        if (names[i] !== 'gapi.iframes') {
          var error = new Error('gapi stand-in: module "' + names[i] + '" is not provided (only gapi.iframes is).');
          if (config && typeof config.onerror === 'function') return setTimeout(function () { config.onerror(error); }, 0);
          throw error;
        }
      }
      setTimeout(function () {
        if (callback) callback();
      }, 0);
    };

    // Framed: tell the page that opened this frame that its loader is ready (its ping answers then).
    if (window.parent !== window) context.getParentIframe().post({ type: 'ready' });
  }

  if (onloadName && typeof window[onloadName] === 'function') window[onloadName]();
  else if (typeof window.gapi_onload === 'function') window.gapi_onload();
})();
