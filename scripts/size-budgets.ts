// Byte budgets (gzip) that `npm run size` (part of `npm test`) enforces: each is the size measured when it was
// set plus 10 %, so growth is a decision made here, in review, not a drift. A new widget needs its own line.

export interface SizeBudgets {
  /** fondant.ts with anything it imports statically: what every page loads before a widget. */
  entryGzip: number;
  /** Any one widget chunk. */
  widgetChunkGzip: number;
  /** Per widget: everything a page showing it downloads (chunks, shared chunks, vendors, the events bridge). */
  widgetDownloadGzip: Record<string, number>;
  /** Per widget: what a page showing it downloads before it mounts (the above without what it imports on demand):
   *  what every page pays, so a vendor moving back onto the common path (DOMPurify, say) fails here. */
  widgetMountGzip: Record<string, number>;
}

/** Set on 2026-11-25 from that day's build (measured size in the comments). */
export const BUDGETS: SizeBudgets = {
  entryGzip: 8699, // 7908 on 2026-11-30: the Menu modules' and the testimonial's declarations and the settled-resize chunk in the preload table (+123 B), less 13 B for declarations without attributes no longer writing `attributes: {}`; issue 12's per-declaration cost is still to bring down. Before: 7185 on 2026-11-29, evening: eleven more builder modules' declarations (+677 B, about 62 B each). Before: 6365 on 2026-11-29 (5779 on 2026-11-28: 5221 with the cart and checkout pages' declarations, then the later widgets' declarations, and the registry giving the main thread back before each mount (+107 B); since then the forms' and the first builder modules' declarations, about 70 B each)
  widgetChunkGzip: 7386, // 6714, the variation form's
  widgetDownloadGzip: {
    'add-to-cart': 25794, // 23449 (21370 when set; since then order attribution's and the card form's shared chunks, and the bridge handing on a jQuery veto; DOMPurify, 13.4 KB of it, leaves the common path with the lite build)
    'address-autocomplete': 23455, // 21323 (its chunk 4173; DOMPurify for the provider's branding, which the checkout form loads too)
    'address-fields': 8332, // 7574 (its own chunk and settings reader; the rest is the page config, the strings and the events bridge)
    analytics: 7134, // 6485 (2026-11-29, evening: the shared chunks the builder modules split out of the common path; 5829 when set: its chunk, the page config reader and the events bridge; gtag.js is the shop's, fetched with consent)
    'cart-count': 6961, // 6328 (the JSON config readers became a chunk of their own, shared with the attribution and analytics widgets: one more file, +257 B)
    'cart-fragments': 24984, // 22713 (20643 when set: the same growth as add-to-cart's)
    'cart-page': 28946, // 26314 (2026-11-29, evening: as analytics, +143 B; 23813 when set: DOMPurify for the server's cart pages and blocks)
    'checkout-form': 33155, // 30141 (2026-11-29, night: a page builder's checkout of one form per module, core/dom/checkout-forms.ts, and the entry's theme declarations; 26661 when set: its chunk, the rest DOMPurify and the events bridge)
    'express-checkout': 22503, // 20457 (19713 before the 3-D Secure step and the payment texts became chunks shared with the card form: 3 more files)
    'field-descriptions': 3155, // 2868
    'marketing-tags': 6591, // 5992 (3067 at mount, most of it the events bridge; the services, 1654, and Fondant's Trusted Types policy, imported only when the config names one; 2026-11-28)
    'mini-cart-remove': 26171, // 25610 (21221 when set: the same growth as add-to-cart's; 2026-11-29: the offline notice, +540 B with add-to-cart's notice helper, which shop and product pages load anyway)
    newsletter: 14999, // 13635 (its chunk, 5.9 KB: validation, the prefix picker, the captcha loader, the subscription; the page config, the strings and the request helper; 2026-11-29)
    'notice-focus': 2543, // 2311 (the events bridge learned every jQuery copy: +440 B)
    'order-attribution': 7497, // 6815 (its chunk, 4466, with sourcebuster's rules; the consent reader, the page config and the events bridge)
    'password-toggle': 5882, // 5347 (the French strings with the page config)
    'payment-element': 23244, // 21131 (2026-11-29, night: the checkout forms' reader it shares with checkout-form, and the entry's theme declarations; 19152 when set, 5227 at mount: the choice, the veto and the settings; Stripe's loader and the element's session, 6081, once the method is chosen)
    'payment-form': 8159, // 7417 (the block overlay and the events bridge)
    'payment-methods': 4562, // 4147 (2026-11-29, night: the place-order API checks every checkout form of the page; 3635 with the gateways' own place-order buttons)
    'product-gallery': 33275, // 30250 (2026-11-29, evening: the viewer moved to core/viewer, shared with the builder's lightbox, which taught it a settings object, natural sizes and an Escape during the opening; 26937 when set)
    'product-tabs': 4142, // 3765 (the events bridge learned every jQuery copy: +440 B)
    'quantity-minimum': 2200, // 2000 (the events bridge learned every jQuery copy: +440 B)
    'review-form': 6980, // 6345: 5589, + 250 B of the shared page config (the cart and checkout globals' texts, widget strings)
    'saved-payment-methods': 3315, // 3014
    'shop-ordering': 2592, // 2356 (the events bridge learned every jQuery copy: +440 B)
    signup: 13601, // 12364 (2026-11-29, evening: the events bridge, to tell the split tests a goal form was sent; 11134 when set: its chunk, 2.6 KB; the page config, the strings, the request helper and, since its custom fields follow the contact form's rules, the builder's field rules and conditional logic shared with the contact form; 2026-11-29)
    'contact-form': 26841, // 24401 (2026-11-29: its chunk, the sanitizer's loader and, where the browser cannot sanitize, DOMPurify)
    'builder-toggle': 4622, // 4201 (2026-11-29, evening: the scroll below the fixed header became a chunk shared with the grid and the ajax pagination; 3738 when set: its chunk, 1.3 KB, and the slide helper)
    'builder-tabs': 4817, // 4379 (2026-11-30: the settled-resize listener now a chunk shared with the grid, carousel, multi-view, testimonial and theme header, +193 B; 3805 on 2026-11-29: its chunk and the tab list's keys shared with the product tabs)
    'builder-counters': 3919, // 3562 (2026-11-29, evening: the first-visible watcher became a chunk shared with the animations; 3201 when set: its chunk, the three counters' code together)
    countdown: 7327, // 6661 (2026-11-29: its chunk, 1.6 KB, the page config and the strings)
    'builder-link': 7981, // 7255 (2026-11-29: its chunk, 1.6 KB, the page config, the strings and the redirect check)
    'builder-video': 6742, // 6129 (2026-11-29: its chunk, the page config and the strings)
    'builder-testimonial': 3374, // 3067 (2026-11-30: its chunk and the settled-resize chunk)
    'builder-menu': 11912, // 10829 (2026-11-30: its chunk, the mobile menu and search animation shared with the theme's header widgets, the strings)
    'builder-animations': 5579, // 5071 (2026-11-29: its chunk and the first-visible watcher shared with the counters)
    'builder-map': 8602, // 7820 (2026-11-29: its chunk, the page config and the strings; Google Maps is the page's)
    'builder-multi-view': 18885, // 17168 (2026-11-29: its chunk; DOMPurify, only where the browser cannot sanitize a swapped content)
    'builder-slider': 10654, // 9685 (2026-11-29: its chunk, the auto-rotation and swipe shared with the carousel, the events bridge for the theme's slide events)
    'builder-carousel': 10482, // 9529 (2026-11-29: its chunk with the auto-rotation and swipe shared with the slider)
    'builder-grid': 11119, // 10108 (2026-11-29: its chunk, the module hash shared with the tabs, the announcer and the strings)
    'builder-ajax-pagination': 25901, // 23546 (2026-11-29: its chunk, the request helper and the sanitizer's loader; DOMPurify where the browser cannot sanitize)
    'builder-lightbox': 32154, // 29230 (2026-11-29: its chunk at mount; the shared PhotoSwipe viewer, 23.6 KB, on the first open)
    'builder-split-test': 26058, // 23689 (2026-11-29: its chunk, js-cookie, the request helper and the events bridge; DOMPurify only on the cache plugin's path)
    'theme-landmarks': 2838, // 2580 (2026-11-29: its chunk and the attribute snapshot)
    'theme-header': 5256, // 4778 (2026-11-30: the vertical navigation and the settled-resize chunk; 4165 on 2026-11-29: its chunk, the screen modes)
    'theme-mobile-menu': 8326, // 7569 (2026-11-29: its chunk, the slide and the span-button helper)
    'theme-submenus': 7329, // 6663 (2026-11-29: its chunk and the strings)
    'theme-slide-menu': 10835, // 9850 (2026-11-29: its chunk, the focus cycle, the swipe and the slide)
    'theme-search': 8153, // 7412 (2026-11-29: its chunk and the span-button helper)
    'theme-smooth-scroll': 6200, // 5636 (2026-11-29: its chunk, the timed scroll under the header and the focus target)
    'theme-scroll-down': 8527, // 7752 (2026-11-29: its chunk, the timed scroll and the focus target)
    'theme-scroll-top': 8095, // 7359 (2026-11-29: its chunk and the timed scroll)
    'theme-side-nav': 9780, // 8891 (2026-11-29: its chunk, the timed scroll under the header and the strings)
    'theme-checkout-scroll': 5355, // 4868 (2026-11-30: its chunk, the landing under the header with the timed scroll, the checkout forms reader and the events bridge)
    'store-notice': 17333, // 15757 (2026-11-29, evening: as analytics, +160 B; 14243 when set: 6280 at mount + the REST helper with WordPress's api-fetch, 7963, imported when a banner dismissal is sent)
    'variation-form': 107336, // 97578
  },
  /** Set on 2026-11-28, when DOMPurify left every widget's mount but the address autocomplete's. */
  widgetMountGzip: {
    'add-to-cart': 14806, // 13460 on 2026-11-29 (12109 when DOMPurify (11.8 KB) left the mount: the browser sanitizes, DOMPurify only where it cannot; since then the entry's later widget declarations)
    'address-autocomplete': 23666, // 21514 (DOMPurify at mount, for the provider's branding with WooCommerce's own allow-list)
    'address-fields': 8872, // 8065
    analytics: 7134, // 6485 (as its total)
    'cart-count': 6982, // 6347
    'cart-fragments': 13839, // 12581 on 2026-11-29 (11374 when set, the mini-cart on every page: the browser sanitizes, DOMPurify imported only where it cannot; since then the entry's later widget declarations)
    'cart-page': 15668, // 14243 (2026-11-29, evening; 13203 when set: DOMPurify only where the browser cannot sanitize)
    'checkout-form': 19877, // 18070 (2026-11-29, night: the split checkout's forms; 16095 as cart-page)
    'express-checkout': 15890, // 14445 on 2026-11-29 (13127 when set: Stripe's loader and the wallet session's handlers once there is something to charge; since then the entry's later widget declarations)
    'field-descriptions': 3348, // 3043
    'marketing-tags': 3395, // 3086 (the services only when the config names one)
    'mini-cart-remove': 15094, // 13722 on 2026-11-29 (as add-to-cart: the offline notice, +540 B, then the entry's later widget declarations)
    newsletter: 14999, // 13635 (everything at mount: the prefix list and the captcha loader are small parts of the chunk; the captcha services' own scripts are theirs)
    'notice-focus': 2604, // 2367
    'order-attribution': 7941, // 7219
    'password-toggle': 6212, // 5647
    'payment-element': 5876, // 5341 (Stripe's loader and the element's session once the method is chosen)
    'payment-form': 8582, // 7801
    'payment-methods': 4180, // 3800
    'product-gallery': 10257, // 9324 (PhotoSwipe and the viewer only when it opens)
    'product-tabs': 4361, // 3964
    'quantity-minimum': 2262, // 2056
    'review-form': 7313, // 6648
    'saved-payment-methods': 3340, // 3036
    'shop-ordering': 2654, // 2412
    signup: 13601, // 12364 (everything at mount)
    'contact-form': 15355, // 13959 (2026-11-29, evening: the events bridge for the split tests' goal; 12330 when set: its chunk and the request helpers; DOMPurify only where the browser cannot sanitize)
    'builder-toggle': 4622, // 4201 (everything at mount)
    'builder-tabs': 4817, // 4379 (everything at mount)
    'builder-counters': 3919, // 3562 (everything at mount)
    countdown: 7327, // 6661 (everything at mount)
    'builder-link': 7981, // 7255 (everything at mount)
    'builder-video': 6742, // 6129 (everything at mount)
    'builder-testimonial': 3374, // 3067 (everything at mount)
    'builder-menu': 11912, // 10829 (everything at mount)
    'builder-animations': 5579, // 5071 (everything at mount)
    'builder-map': 8602, // 7820 (everything at mount)
    'builder-multi-view': 5607, // 5097 (at mount)
    'builder-slider': 10654, // 9685 (everything at mount)
    'builder-carousel': 10482, // 9529 (everything at mount)
    'builder-grid': 11119, // 10108 (everything at mount)
    'builder-ajax-pagination': 12623, // 11475 (at mount)
    'builder-lightbox': 6228, // 5661 (at mount)
    'builder-split-test': 12780, // 11618 (at mount)
    'theme-landmarks': 2838, // 2580 (everything at mount)
    'theme-header': 5256, // 4778 (everything at mount)
    'theme-mobile-menu': 8326, // 7569 (everything at mount)
    'theme-submenus': 7329, // 6663 (everything at mount)
    'theme-slide-menu': 10835, // 9850 (everything at mount)
    'theme-search': 8153, // 7412 (everything at mount)
    'theme-smooth-scroll': 6200, // 5636 (everything at mount)
    'theme-scroll-down': 8527, // 7752 (everything at mount)
    'theme-scroll-top': 8095, // 7359 (everything at mount)
    'theme-side-nav': 9780, // 8891 (everything at mount)
    'theme-checkout-scroll': 5355, // 4868 (everything at mount)
    'store-notice': 8268, // 7516 (2026-11-29, evening; 7345 when set: the REST helper only when a banner is dismissed)
    'variation-form': 97749, // 88862 (React 69.4 KB of it)
  },
};

/** The lite build (React aliased to preact/compat, npm run build:lite): only the widgets that render with React differ;
 *  every other widget's download is byte for byte the React build's and keeps its budget above. Set on 2026-11-25. */
export const LITE_BUDGETS: SizeBudgets = {
  ...BUDGETS,
  widgetDownloadGzip: {
    ...BUDGETS.widgetDownloadGzip,
    'variation-form': 43901, // 39910 (100064 with React: preact/compat's vendor chunk instead of React's; 40032 with the React root's error boundary)
  },
  widgetMountGzip: {
    ...BUDGETS.widgetMountGzip,
    'variation-form': 31577, // 28706 (preact/compat 9.3 KB of it)
  },
};
