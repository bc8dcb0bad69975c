// The page builder's coverage table for the WordPress plugin (dist/builder-coverage.json): which Divi modules, body
// classes and script handles Fondant's widget catalogue stands in for, and which features only the builder's own
// bundle provides. The plugin prints the builder's bundle without its source on a page only when everything that page
// uses is covered (wordpress/fondant/includes/class-fondant-builder-bundle.php); anything it does not know keeps the
// bundle. A covered entry names the widgets that provide it and is written only when every one of them is in the built
// catalogue, so removing a widget takes its modules off the table. The Divi facts come from reading Divi 4.20.0's
// readable front-end build (js/custom.unified.js, the sources of the enqueued scripts.min.js), its module PHP and
// functions.php, with 4.0.2 for the handle names (see ../shared/reference/divi-front-end-markup.md, S420 / S402).

/** One way a module is printed: with `when`, only a wrapper carrying that class; `widgets` [] = no script needed. */
export interface ModuleMode {
  when?: string;
  widgets: readonly string[];
}

/** A feature only the bundle provides: the page has it when it has every token (class, `#id`, `[attribute]`, `<tag`). */
export interface UncoveredFeature {
  /** Where the tokens are looked for: the body tag's classes, or the page from the body on. */
  on: 'body' | 'page';
  all: readonly string[];
  why: string;
  /** Widgets that provide the feature: while all of them are built, it is covered and left out of the table. */
  unless?: readonly string[];
}

export interface BuilderCoverage {
  /** The bundle's handles: replaced all together or not at all. */
  bundles: string[];
  /** Handles whose presence keeps the bundle (features only the builder's scripts provide). */
  keep: string[];
  /** Libraries only the bundle calls: dequeued with it (WordPress still prints one a remaining script needs). */
  libraries: string[];
  /** The builder's scripts that work without the bundle and stay as they are. */
  independent: string[];
  /** Globals the bundle's handles may localize; another one is data for a feature Fondant lacks. */
  globals: string[];
  /** Module slug (order class without `_<n>`) → the modes Fondant covers. A slug absent here keeps the bundle. */
  modules: Record<string, ModuleMode[]>;
  /** Wrapper classes of a module whose slug is on an inner element (the button module's wrapper). */
  wrappers: string[];
  /** The builder's body classes (`et_…`, `et-…`; `*` ends a prefix) Fondant covers → widgets ([] = CSS only). */
  bodyClasses: Record<string, string[]>;
  uncovered: UncoveredFeature[];
}

// Modules and their parts: the first mode list is what Fondant provides; [] widgets: the 4.20 bundle never selects the
// module or its inner parts (structure and content modules), their cross-cutting features being checked as
// `uncovered` below (parallax, video backgrounds, sticky, dividers, column classes, embeds).
const STATIC: ModuleMode[] = [{ widgets: [] }];
const MODULES: Record<string, ModuleMode[]> = {
  et_pb_section: STATIC,
  et_pb_row: STATIC,
  et_pb_row_inner: STATIC,
  et_pb_column: STATIC,
  et_pb_column_inner: STATIC,
  et_pb_text: STATIC,
  et_pb_image: STATIC, // its lightbox (`et_pb_lightbox_image`) is builder-lightbox's; sticky images are `uncovered`
  et_pb_button: STATIC,
  et_pb_divider: STATIC,
  et_pb_blurb: STATIC,
  et_pb_icon: STATIC,
  et_pb_cta: STATIC,
  et_pb_code: STATIC, // embeds inside are `uncovered` (fitVids)
  et_pb_fullwidth_code: STATIC,
  et_pb_fullwidth_image: STATIC,
  et_pb_team_member: STATIC,
  et_pb_social_media_follow: STATIC,
  et_pb_social_media_follow_network: STATIC,
  et_pb_post_nav: STATIC,
  et_pb_post_content: STATIC,
  et_pb_fullwidth_post_content: STATIC,
  et_pb_fullwidth_post_title: STATIC,
  et_pb_accordion: [{ widgets: ['builder-toggle'] }],
  et_pb_accordion_item: [{ widgets: ['builder-toggle'] }],
  et_pb_toggle: [{ widgets: ['builder-toggle'] }],
  et_pb_tabs: [{ widgets: ['builder-tabs'] }],
  et_pb_tab: [{ widgets: ['builder-tabs'] }],
  et_pb_slider: [{ widgets: ['builder-slider'] }],
  et_pb_slide: [{ widgets: ['builder-slider'] }],
  et_pb_fullwidth_slider: [{ widgets: ['builder-slider'] }],
  et_pb_post_slider: [{ widgets: ['builder-slider'] }],
  et_pb_fullwidth_post_slider: [{ widgets: ['builder-slider'] }],
  et_pb_fullwidth_portfolio: [{ when: 'et_pb_fullwidth_portfolio_carousel', widgets: ['builder-carousel'] }],
  et_pb_number_counter: [{ widgets: ['builder-counters'] }],
  et_pb_circle_counter: [{ widgets: ['builder-counters'] }],
  et_pb_counters: [{ widgets: ['builder-counters'] }],
  et_pb_counter: [{ widgets: ['builder-counters'] }],
  et_pb_filterable_portfolio: [{ widgets: ['builder-grid'] }],
  et_pb_gallery: [
    { when: 'et_pb_gallery_grid', widgets: ['builder-grid', 'builder-lightbox'] },
    { when: 'et_pb_gallery_fullwidth', widgets: ['builder-slider', 'builder-lightbox'] },
  ],
  // The list layouts; the grids' column layout (Salvattore, the responsive grid) is not Fondant's.
  et_pb_blog: [{ when: 'et_pb_posts', widgets: ['builder-ajax-pagination'] }],
  et_pb_portfolio: [{ when: 'et_pb_portfolio', widgets: ['builder-ajax-pagination'] }],
  et_pb_video: [{ widgets: ['builder-video'] }],
  et_pb_testimonial: [{ widgets: ['builder-testimonial'] }],
  et_pb_menu: [{ widgets: ['builder-menu', 'theme-submenus'] }],
  et_pb_fullwidth_menu: [{ widgets: ['builder-menu', 'theme-submenus'] }],
  et_pb_map: [{ widgets: ['builder-map'] }],
  et_pb_fullwidth_map: [{ widgets: ['builder-map'] }],
  et_pb_map_pin: [{ widgets: ['builder-map'] }],
  et_pb_contact_form: [{ widgets: ['contact-form'] }],
  et_pb_contact_field: [{ widgets: ['contact-form'] }],
  et_pb_signup: [{ widgets: ['signup'] }],
  et_pb_signup_custom_field: [{ widgets: ['signup'] }],
  et_pb_countdown_timer: [{ widgets: ['countdown'] }],
  et_pb_fullwidth_header: [{ widgets: ['theme-scroll-down'] }], // full-screen headers are `uncovered`
  // Split checkout: one form per module, driven as one (README, "Divi's checkout modules print one form.checkout each").
  et_pb_wc_checkout_billing: [{ widgets: ['checkout-form'] }],
  et_pb_wc_checkout_shipping: [{ widgets: ['checkout-form'] }],
  et_pb_wc_checkout_additional_info: [{ widgets: ['checkout-form'] }],
  et_pb_wc_checkout_order_details: [{ widgets: ['checkout-form'] }],
  et_pb_wc_checkout_payment_info: [{ widgets: ['checkout-form', 'payment-methods'] }],
};

// Body classes the theme prints (functions.php body_class filters, the builder's and the Theme Builder's): those the
// bundle reads and a widget covers, and those it never reads (CSS only). The ones it reads that no widget covers are
// in UNCOVERED; any other `et_…` / `et-…` class is unknown and keeps the bundle.
const BODY_CLASSES: Record<string, string[]> = {
  et_fixed_nav: ['theme-header'],
  et_hide_nav: ['theme-header'],
  et_vertical_nav: ['theme-header'],
  et_vertical_right: ['theme-header'],
  et_vertical_fixed: ['theme-header'],
  et_secondary_nav_enabled: ['theme-header'],
  et_header_style_left: ['theme-header', 'theme-mobile-menu', 'theme-search'],
  et_header_style_centered: ['theme-mobile-menu'],
  et_header_style_slide: ['theme-slide-menu'],
  et_header_style_fullscreen: ['theme-slide-menu'],
  et_pb_side_nav_page: ['theme-side-nav'],
  et_smooth_scroll: ['theme-smooth-scroll'], // the wheel library is its own handle (`smoothscroll`), left as it is
  et_non_fixed_nav: [],
  et_show_nav: [],
  et_fullwidth_nav: [],
  et_fullwidth_secondary_nav: [],
  et_pb_show_title: [],
  et_secondary_nav_two_panels: [],
  et_secondary_nav_only_menu: [],
  'et_primary_nav_dropdown_animation_*': [],
  'et_secondary_nav_dropdown_animation_*': [],
  et_pb_no_top_bar_fullscreen: [],
  et_pb_svg_logo: [],
  'et_pb_footer_columns*': [],
  et_cover_background: [],
  et_pb_gutter: [],
  'et_pb_gutters*': [],
  et_pb_pagebuilder_layout: [],
  et_no_sidebar: [],
  et_right_sidebar: [],
  et_left_sidebar: [],
  et_full_width_page: [],
  et_full_width_portfolio_page: [],
  et_includes_sidebar: [],
  et_hide_search_icon: [],
  'et_button_*': [],
  'et_color_scheme_*': [],
  et_pb_button_helper_class: [],
  et_divi_theme: [],
  et_minified_js: [],
  et_minified_css: [],
  'et-wp-pre-*': [],
  'et-db': [],
  'et-tb-*': [],
};

const UNCOVERED: UncoveredFeature[] = [
  { on: 'body', all: ['et_header_style_split'], why: 'the split header: the logo moved into the menu by the theme\'s script' },
  { on: 'body', all: ['et_transparent_nav'], why: 'the transparent header: the first section padded under it by the theme\'s script' },
  { on: 'body', all: ['et_boxed_layout'], why: 'the boxed layout: the fixed header\'s width and place set by the theme\'s script' },
  { on: 'body', all: ['et_hide_primary_logo'], why: 'the header\'s hidden logo, in the theme\'s header measures' },
  { on: 'body', all: ['et_hide_fixed_logo'], why: 'the fixed header\'s hidden logo, in the theme\'s header measures' },
  { on: 'body', all: ['single', 'et_pb_pagebuilder_layout', 'et_full_width_page'], why: 'a full-width builder post\'s title area, placed by the theme\'s script' },
  { on: 'body', all: ['et_is_customize_preview'], why: 'the Customizer preview' },
  { on: 'body', all: ['et_fb'], why: 'the builder\'s editing view' },
  { on: 'body', all: ['et-fb'], why: 'the builder\'s editing view' },
  { on: 'body', all: ['et-pb-preview'], why: 'the builder\'s preview' },
  { on: 'body', all: ['et-block-layout-preview'], why: 'the block editor\'s layout preview' },
  { on: 'page', all: ['et_pb_preload'], why: 'content hidden until the theme\'s script reveals it (video backgrounds, sliders)' },
  { on: 'page', all: ['et_pb_section_video'], why: 'video backgrounds' },
  { on: 'page', all: ['et_pb_section_video_bg'], why: 'video backgrounds' },
  { on: 'page', all: ['et_pb_section_parallax'], why: 'parallax backgrounds' },
  { on: 'page', all: ['et_parallax_bg'], why: 'parallax backgrounds' },
  { on: 'page', all: ['et_pb_fullscreen'], why: 'full-screen headers and sections, sized by the theme\'s script' },
  { on: 'page', all: ['et_pb_sticky_module'], why: 'sticky elements' },
  { on: 'page', all: ['et_pb_image_sticky'], why: 'sticky images' },
  { on: 'page', all: ['et_pb_top_inside_divider'], why: 'section dividers, spaced by the theme\'s script' },
  { on: 'page', all: ['et_pb_bottom_inside_divider'], why: 'section dividers, spaced by the theme\'s script' },
  { on: 'page', all: ['et_section_specialty'], why: 'specialty sections, whose columns the theme\'s script marks' },
  { on: 'page', all: ['et_pb_column_1_4'], why: 'rows of quarter columns: the row\'s column-count class comes from the theme\'s script' },
  { on: 'page', all: ['et_pb_column_1_5'], why: 'rows of fifth columns: the row\'s column-count class comes from the theme\'s script' },
  { on: 'page', all: ['et_pb_column_1_6'], why: 'rows of sixth columns: the row\'s column-count class comes from the theme\'s script' },
  { on: 'page', all: ['et_pb_gutter_hover'], why: 'gutters changed on hover' },
  { on: 'page', all: ['[data-background-layout-hover]'], why: 'background layouts changed on hover' },
  { on: 'page', all: ['et_pb_salvattore_content'], why: 'the blog grid\'s column layout (Salvattore)' },
  { on: 'page', all: ['et_audio_content'], why: 'audio players of blog posts' },
  { on: 'page', all: ['et_pb_woo_custom_button_icon'], why: 'the WooCommerce modules\' button icons' },
  { on: 'page', all: ['variations_form'], why: 'the variation selects wrapped for the theme\'s select style' },
  { on: 'page', all: ['et-cart-info', 'woocommerce-cart-form'], why: 'the header\'s cart count, rewritten after a cart update' },
  { on: 'page', all: ['demo_store'], why: 'the footer\'s room under the store notice' },
  { on: 'page', all: ['#commentform'], why: 'comment form labels turned into field values' },
  { on: 'page', all: ['mega-menu'], why: 'mega menus, sized by the theme\'s script' },
  { on: 'page', all: ['et-learn-more'], why: 'the theme\'s legacy shortcodes' },
  { on: 'page', all: ['et-tooltip'], why: 'the theme\'s legacy shortcodes' },
  { on: 'page', all: ['<iframe'], why: 'embedded players made responsive by fitVids' },
  { on: 'page', all: ['<object'], why: 'embedded players made responsive by fitVids' },
  { on: 'page', all: ['<embed'], why: 'embedded players made responsive by fitVids' },
  // The theme's chrome and the builder's cross-cutting features, covered while their widgets are built.
  { on: 'page', all: ['#main-header'], why: 'the theme\'s header', unless: ['theme-header'] },
  { on: 'page', all: ['#et_mobile_nav_menu'], why: 'the theme\'s mobile menu', unless: ['theme-mobile-menu'] },
  { on: 'page', all: ['nav'], why: 'the theme\'s menus and their submenus', unless: ['theme-submenus'] },
  { on: 'page', all: ['#et_top_search'], why: 'the theme\'s header search', unless: ['theme-search'] },
  { on: 'page', all: ['et_slide_in_menu_container'], why: 'the slide-in and fullscreen menus', unless: ['theme-slide-menu'] },
  { on: 'page', all: ['et_pb_scroll_top'], why: 'the back-to-top button', unless: ['theme-scroll-top'] },
  { on: 'page', all: ['#et-main-area'], why: 'same-page links scrolled under the header', unless: ['theme-smooth-scroll'] },
  { on: 'page', all: ['checkout'], why: 'the checkout scrolled under the fixed header after an error', unless: ['theme-checkout-scroll'] },
  { on: 'page', all: ['et_animated'], why: 'entrance animations', unless: ['builder-animations'] },
  { on: 'page', all: ['et-waypoint'], why: 'entrance animations', unless: ['builder-animations'] },
  { on: 'page', all: ['et_clickable'], why: 'modules made links', unless: ['builder-link'] },
  { on: 'page', all: ['[data-et-multi-view]'], why: 'responsive and hover content', unless: ['builder-multi-view'] },
  { on: 'page', all: ['et_pb_lightbox_image'], why: 'the image lightbox', unless: ['builder-lightbox'] },
  { on: 'page', all: ['et_post_gallery'], why: 'the gallery lightbox', unless: ['builder-lightbox'] },
  { on: 'page', all: ['et_pb_ajax_pagination_container'], why: 'the blog\'s and portfolio\'s ajax pages', unless: ['builder-ajax-pagination'] },
  { on: 'page', all: ['et_pb_ab_subject'], why: 'split tests', unless: ['builder-split-test'] },
  { on: 'page', all: ['et_pb_ab_goal'], why: 'split tests', unless: ['builder-split-test'] },
  { on: 'page', all: ['et_pb_subject_placeholder'], why: 'split tests', unless: ['builder-split-test'] },
  { on: 'page', all: ['et_pb_ab_shop_conversion'], why: 'split tests', unless: ['builder-split-test'] },
  { on: 'page', all: ['et_pb_ab_split_track'], why: 'split tests', unless: ['builder-split-test'] },
];

const HANDLES = {
  // Divi 4.10+ (theme chrome and modules in one), Divi and the Divi Builder plugin before 4.10 (modules), the Divi
  // Builder plugin 4.10+ (modules).
  bundles: ['divi-custom-script', 'et-builder-modules-script', 'divi-builder-custom-script'],
  // Extra's chrome is not Divi's; motion effects and sticky options run from their own scripts (4.10+).
  keep: ['extra-scripts', 'et-builder-modules-script-motion', 'et-builder-modules-script-sticky'],
  libraries: [
    'fitvids', 'divi-fitvids', 'jquery-mobile', 'et-jquery-touch-mobile', 'magnific-popup', 'easypiechart', 'salvattore', 'waypoints',
    'hashchange', 'fittext', 'et-jquery-visible-viewport', 'et-builder-modules-global-functions-script',
  ],
  independent: ['smoothscroll', 'et-builder-cpt-modules-wrapper', 'google-maps-api', 'et-core-api-spam-recaptcha', 'et-recaptcha-v3', 'es6-promise'],
  globals: ['et_pb_custom', 'et_builder_utils_params', 'et_frontend_scripts', 'DIVI', 'et_shortcodes_strings'],
};

/** Every widget name the table refers to (the unit test checks each is a folder of widgets/). */
export function coverageWidgetNames(): string[] {
  const names = new Set<string>();
  for (const modes of Object.values(MODULES)) for (const mode of modes) mode.widgets.forEach((name) => names.add(name));
  for (const widgets of Object.values(BODY_CLASSES)) widgets.forEach((name) => names.add(name));
  for (const feature of UNCOVERED) (feature.unless ?? []).forEach((name) => names.add(name));
  return [...names].sort();
}

/** The table for a build whose catalogue holds `catalogue` (widget names): entries needing an absent widget left out. */
export function builderCoverage(catalogue: readonly string[]): BuilderCoverage {
  const built = (widgets: readonly string[]) => widgets.every((name) => catalogue.includes(name));
  const modules: Record<string, ModuleMode[]> = {};
  for (const slug of Object.keys(MODULES).sort()) {
    const modes = MODULES[slug]!.filter((mode) => built(mode.widgets)).map((mode) => ({ ...mode, widgets: [...mode.widgets] }));
    if (modes.length > 0) modules[slug] = modes;
  }
  const bodyClasses: Record<string, string[]> = {};
  for (const name of Object.keys(BODY_CLASSES).sort()) if (built(BODY_CLASSES[name]!)) bodyClasses[name] = [...BODY_CLASSES[name]!];
  return {
    bundles: [...HANDLES.bundles],
    keep: [...HANDLES.keep],
    libraries: [...HANDLES.libraries],
    independent: [...HANDLES.independent],
    globals: [...HANDLES.globals],
    modules,
    wrappers: ['et_pb_button_module_wrapper'],
    bodyClasses,
    uncovered: UNCOVERED.filter((feature) => !feature.unless || !built(feature.unless)).map(({ on, all, why }) => ({ on, all: [...all], why })),
  };
}
