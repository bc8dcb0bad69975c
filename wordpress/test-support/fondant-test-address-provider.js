/*
 * « Démo Adresses » (test support for `npm run test:real`, never shipped): the provider script of
 * fondant-test-address-provider.php, written as a third-party provider plugin ships one, against WooCommerce's public
 * API only (window.wc.addressAutocomplete, printed before it as its dependency `wc-address-autocomplete-common`). It
 * searches France and Belgium through the plugin's REST routes (fondantTestDemoAdresses.root).
 */
(function () {
  'use strict';

  var root = window.fondantTestDemoAdresses.root.replace(/\/$/, '');

  function getJson(url) {
    return fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(function (response) {
      if (!response.ok) throw new Error('Démo Adresses: ' + url + ' answered ' + response.status);
      return response.json();
    });
  }

  window.wc.addressAutocomplete.registerAddressAutocompleteProvider({
    id: 'demo-adresses',
    canSearch: function (country) {
      return country === 'FR' || country === 'BE';
    },
    search: function (query, country) {
      var params = new URLSearchParams({ query: query, country: country });
      return getJson(root + '/search?' + params.toString()).then(function (suggestions) {
        return suggestions.map(function (suggestion) {
          return { id: suggestion.id, label: suggestion.label, matchedSubstrings: suggestion.matched_substrings };
        });
      });
    },
    select: function (id) {
      return getJson(root + '/address/' + encodeURIComponent(id));
    },
  });
})();
