// Fondant's jQuery watch: an optional classic script for pages where more than one copy of jQuery loads (a plugin
// bundling its own jQuery before the theme's). Load it before any jQuery, as a plain <script> (not a module):
// it records every value assigned to window.jQuery and window.$ in window.fondantJQueryCopies, so the events
// bridge can deliver each legacy event to every copy, once, with its legacy arguments. Without it, a copy that
// window.jQuery no longer names is kept out of Fondant's events instead.
(function () {
  'use strict';
  var copies = (window.fondantJQueryCopies = window.fondantJQueryCopies || []);
  function record(value) {
    if (typeof value === 'function' && value.fn && typeof value.fn.jquery === 'string' && copies.indexOf(value) < 0) copies.push(value);
  }
  ['jQuery', '$'].forEach(function (name) {
    var descriptor = Object.getOwnPropertyDescriptor(window, name);
    if (descriptor && !descriptor.configurable) return;
    var current = window[name];
    record(current);
    Object.defineProperty(window, name, {
      configurable: true,
      enumerable: true,
      get: function () {
        return current;
      },
      set: function (value) {
        current = value;
        record(value);
      },
    });
  });
})();
