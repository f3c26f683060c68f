import type { BrowserContext } from '@playwright/test';

/**
 * Firebase's Google pop-up talks to its helper iframe through Google's gapi loader
 * (https://apis.google.com/js/api.js), which both the page (the JS SDK) and the Auth emulator's helper iframe
 * download from the internet. The test machine is offline, so the e2e tests serve this stand-in at that
 * address instead: the part of gapi.iframes the SDK and the emulator use (open, ping, restyle, register, send,
 * getParentIframe), carried over postMessage between the page and the iframe. Everything else in the flow is
 * real: the SDK, the emulator's pop-up page and iframe, and the sign-in itself.
 */
const GAPI_SHIM = String.raw`(function () {
  var TAG = 'gapi-shim';
  var pending = {};
  var seq = 0;
  function safe(fn, arg) { try { return fn(arg); } catch (e) { return undefined; } }

  /** One side of the channel: 'target' is the other window; handlers answer its 'send's. */
  function Channel(target) {
    var handlers = {};
    var readyCallbacks = [];
    var ready = false;
    var self = this;
    this.target = target;
    this.handle = function (msg) {
      if (msg.kind === 'ready') {
        ready = true;
        readyCallbacks.splice(0).forEach(function (cb) { safe(cb); });
      } else if (msg.kind === 'send') {
        // Like gapi, hold a message until its handler is registered (the iframe speaks first).
        if (!handlers[msg.name]) return (waiting[msg.name] = waiting[msg.name] || []).push(msg);
        answer(msg);
      } else if (msg.kind === 'reply' && pending[msg.id]) {
        var cb = pending[msg.id];
        delete pending[msg.id];
        safe(cb, msg.result);
      }
    };
    var waiting = {};
    function answer(msg) {
      Promise.resolve(safe(handlers[msg.name], msg.data)).then(function (value) {
        self.target.postMessage({ tag: TAG, kind: 'reply', id: msg.id, result: [value] }, '*');
      });
    }
    this.register = function (name, handler) {
      handlers[name] = handler;
      (waiting[name] || []).splice(0).forEach(answer);
    };
    this.send = function (name, data, callback) {
      var id = String(++seq);
      if (callback) pending[id] = callback;
      self.target.postMessage({ tag: TAG, kind: 'send', name: name, data: data, id: id }, '*');
    };
    this.ping = function (callback) {
      return new Promise(function (resolve) {
        var done = function () { if (callback) safe(callback); resolve(); };
        if (ready) done(); else readyCallbacks.push(done);
      });
    };
    this.restyle = function () { return Promise.resolve(); };
  }

  var children = [];
  var parentChannel = null;
  window.addEventListener('message', function (event) {
    var msg = event.data;
    if (!msg || msg.tag !== TAG) return;
    if (parentChannel && event.source === window.parent) return parentChannel.handle(msg);
    children.forEach(function (child) { if (event.source === child.target) child.handle(msg); });
  });

  var context = {
    open: function (options, onOpened) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(key, attributes[key]);
      });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var channel = new Channel(frame.contentWindow);
      children.push(channel);
      return Promise.resolve(onOpened ? onOpened(channel) : channel);
    },
    getParentIframe: function () {
      if (!parentChannel) {
        parentChannel = new Channel(window.parent);
        window.parent.postMessage({ tag: TAG, kind: 'ready' }, '*');
      }
      return parentChannel;
    },
  };

  window.gapi = window.gapi || {};
  window.gapi.iframes = { Iframe: function () {}, CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; }, getContext: function () { return context; } };
  window.gapi.load = function (_name, options) { setTimeout(function () { (options.callback || options)(); }); };

  var script = document.currentScript;
  var onload = script && new URL(script.src).searchParams.get('onload');
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();`;

/** Serves the gapi stand-in to every page and frame of `context` (the SDK's and the emulator iframe's request). */
export async function serveGapiShim(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: GAPI_SHIM }),
  );
}
