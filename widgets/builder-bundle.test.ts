// Every builder widget stays off where the page builder's own bundle runs (core/dom/builder-bundle.ts): mounted on
// its module beside the bundle's script, it changes nothing and listens to nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountContext, NoAttributes } from '../core/registry/define-widget.ts';
import { testMount } from '../core/testing/test-mount.ts';
import { mount as mountAjaxPagination } from './builder-ajax-pagination/builder-ajax-pagination.ts';
import { mount as mountAnimations } from './builder-animations/builder-animations.ts';
import { mount as mountMap } from './builder-map/builder-map.ts';
import { mount as mountCarousel } from './builder-carousel/builder-carousel.ts';
import { mount as mountMultiView } from './builder-multi-view/builder-multi-view.ts';
import { mount as mountCounters } from './builder-counters/builder-counters.ts';
import { mount as mountGrid } from './builder-grid/builder-grid.ts';
import { mount as mountLightbox } from './builder-lightbox/builder-lightbox.ts';
import { mount as mountLink } from './builder-link/builder-link.ts';
import { mount as mountSlider } from './builder-slider/builder-slider.ts';
import { mount as mountTabs } from './builder-tabs/builder-tabs.ts';
import { mount as mountToggle } from './builder-toggle/builder-toggle.ts';
import { mount as mountVideo } from './builder-video/builder-video.ts';
import { mount as mountTestimonial } from './builder-testimonial/builder-testimonial.ts';
import { mount as mountContactForm } from './contact-form/contact-form.ts';
import { mount as mountCountdown } from './countdown/countdown.ts';
import { mount as mountSignup } from './signup/signup.ts';
import { mount as mountSplitTest } from './builder-split-test/builder-split-test.ts';
import { mount as mountMenu } from './builder-menu/builder-menu.ts';
import { mount as mountMobileMenu } from './theme-mobile-menu/theme-mobile-menu.ts';
import { mount as mountSubmenus } from './theme-submenus/theme-submenus.ts';
import { mount as mountCheckoutScroll } from './theme-checkout-scroll/theme-checkout-scroll.ts';
import { mount as mountLandmarks } from './theme-landmarks/theme-landmarks.ts';
import { mount as mountSlideMenu } from './theme-slide-menu/theme-slide-menu.ts';
import { mount as mountThemeSearch } from './theme-search/theme-search.ts';
import { mount as mountScrollDown } from './theme-scroll-down/theme-scroll-down.ts';
import { mount as mountScrollTop } from './theme-scroll-top/theme-scroll-top.ts';
import { mount as mountSideNav } from './theme-side-nav/theme-side-nav.ts';
import { mount as mountSmoothScroll } from './theme-smooth-scroll/theme-smooth-scroll.ts';
import { mount as mountThemeHeader } from './theme-header/theme-header.ts';

type Mount = (context: MountContext<NoAttributes>) => void | Promise<void>;

const MODULES: Array<[string, Mount, string]> = [
  ['builder-toggle', mountToggle, '<div class="et_pb_accordion"><div class="et_pb_toggle et_pb_toggle_open"><h5 class="et_pb_toggle_title">Q</h5><div class="et_pb_toggle_content">R</div></div></div>'],
  ['builder-slider', mountSlider, '<div class="et_pb_slider et_slider_auto"><div class="et_pb_slides"><div class="et_pb_slide et-pb-active-slide">1</div><div class="et_pb_slide">2</div></div></div>'],
  ['builder-carousel', mountCarousel, '<div class="et_pb_fullwidth_portfolio et_pb_fullwidth_portfolio_carousel" data-auto-rotate="on"><div class="et_pb_portfolio_items"><div class="et_pb_portfolio_item">1</div><div class="et_pb_portfolio_item">2</div></div></div>'],
  ['builder-tabs', mountTabs, '<div class="et_pb_tabs"><ul class="et_pb_tabs_controls"><li class="et_pb_tab_active"><a href="#">A</a></li></ul><div class="et_pb_all_tabs"><div class="et_pb_tab">1</div></div></div>'],
  ['builder-counters', mountCounters, '<div class="et_pb_number_counter" data-number-value="5"><div class="percent"><p><span class="percent-value"></span></p></div></div>'],
  ['builder-grid', mountGrid, '<div id="realisations" class="et_pb_filterable_portfolio" data-posts-number="1"><div class="et_pb_portfolio_filters"><ul><li class="et_pb_portfolio_filter"><a href="#" class="active" data-category-slug="all">Tout</a></li></ul></div><div class="et_pb_portfolio_items"><div class="et_pb_portfolio_item et_pb_grid_item"><a href="/a/">A</a></div><div class="et_pb_portfolio_item et_pb_grid_item"><a href="/b/">B</a></div></div><div class="et_pb_portofolio_pagination"></div></div>'],
  ['builder-lightbox', mountLightbox, '<div class="et_pb_gallery_items et_post_gallery"><div class="et_pb_gallery_image"><a href="/a.svg" title="A"><img src="/a-1.svg" alt="A" width="3" height="3"></a></div></div>'],
  ['builder-link', mountLink, '<div class="et_pb_text_0 et_clickable"><h3>Stage</h3></div>'],
  ['builder-map', mountMap, '<div class="et_pb_map_container"><div class="et_pb_map" data-center-lat="1" data-center-lng="2"></div><div class="et_pb_map_pin" data-lat="1" data-lng="2" data-title="A"><h3>A</h3></div></div>'],
  ['builder-multi-view', mountMultiView, '<h3 data-et-multi-view="{&quot;schema&quot;:{&quot;visibility&quot;:{&quot;desktop&quot;:false}}}">Huit stagiaires</h3>'],
  ['builder-animations', mountAnimations, '<div class="et_pb_text_2 et_animated"><p>Nos engagements</p></div>'],
  ['builder-ajax-pagination', mountAjaxPagination, '<div class="et_pb_module et_pb_blog_1 et_pb_posts"><div class="et_pb_ajax_pagination_container"><article class="et_pb_post"><h2 class="entry-title"><a href="/a/">A</a></h2></article><div><div class="pagination clearfix"><div class="alignleft"><a href="/journal/page/2/?et_blog">Plus anciens</a></div></div></div></div></div>'],
  ['builder-video', mountVideo, '<div class="et_pb_video"><div class="et_pb_video_box"><video controls></video></div><div class="et_pb_video_overlay"><a href="#" class="et_pb_video_play"></a></div></div>'],
  ['builder-testimonial', mountTestimonial, '<div class="et_pb_testimonial"><div class="et_pb_testimonial_portrait"></div><div class="et_pb_testimonial_description"><p>Merci !</p></div></div>'],
  ['builder-split-test', mountSplitTest, '<div class="et_pb_text_0 et_pb_ab_subject et_pb_ab_subject_id-412_2"><p>A</p></div><a class="et_pb_button et_pb_module et_pb_ab_goal et_pb_ab_goal_id-412" href="/a/">But</a>'],
  ['countdown', mountCountdown, '<div class="et_pb_countdown_timer" data-end-timestamp="9999999999"><div class="et_pb_countdown_timer_container"><div class="days section values"><p class="value"></p><p class="label"></p></div></div></div>'],
  ['contact-form', mountContactForm, '<div id="et_pb_contact_form_0" class="et_pb_contact_form_container" data-form_unique_num="0"><div class="et-pb-contact-message"></div><form class="et_pb_contact_form"><p class="et_pb_contact_field" data-id="nom" data-type="input"><input name="et_pb_contact_nom_0" data-required_mark="required" data-field_type="input"></p></form></div>'],
  ['theme-mobile-menu', mountMobileMenu, '<div id="et-top-navigation"><ul class="nav"><li><a href="/">A</a></li></ul></div><div class="mobile_nav closed"><span class="mobile_menu_bar mobile_menu_bar_toggle"></span></div>'],
  ['builder-menu', mountMenu, '<div class="et_pb_module et_pb_menu et_pb_menu--style-inline_centered_logo"><div class="et_pb_menu_inner_container"><div class="et_pb_menu__logo-wrap"><div class="et_pb_menu__logo"><img src="/a.svg" alt="A"></div></div><div class="et_pb_menu__wrap"><div class="et_pb_menu__menu"><nav class="et-menu-nav"><ul class="et-menu nav"><li><a href="/">A</a></li></ul></nav></div><a href="/cart/" class="et_pb_menu__icon et_pb_menu__cart-button"></a><button type="button" class="et_pb_menu__icon et_pb_menu__search-button"></button><div class="et_mobile_nav_menu"><div class="mobile_nav closed"><span class="mobile_menu_bar"></span></div></div></div><div class="et_pb_menu__search-container et_pb_menu__search-container--disabled"><form><input type="search" class="et_pb_menu__search-input" name="s"></form><button type="button" class="et_pb_menu__icon et_pb_menu__close-search-button"></button></div></div></div>'],
  ['theme-submenus', mountSubmenus, '<ul class="nav"><li class="menu-item-has-children"><a href="/a/">A</a><ul class="sub-menu"><li><a href="/b/">B</a></li></ul></li></ul>'],
  ['theme-landmarks', mountLandmarks, '<div id="page-container"><div id="top-header"></div><div id="main-content"></div></div>'],
  ['theme-checkout-scroll', mountCheckoutScroll, '<form class="checkout woocommerce-checkout"></form>'],
  ['theme-slide-menu', mountSlideMenu, '<header id="main-header"><span class="mobile_menu_bar et_pb_header_toggle et_toggle_slide_menu"></span></header><div class="et_slide_in_menu_container"><div class="et_pb_fullscreen_nav_container"><ul class="et_mobile_menu"><li class="menu-item-has-children"><a href="/a/">A</a><ul class="sub-menu"><li><a href="/b/">B</a></li></ul></li></ul></div></div>'],
  ['theme-search', mountThemeSearch, '<header id="main-header"><div class="et_menu_container"></div><div class="et_search_outer"><div class="container et_search_form_container"><form><input type="search" class="et-search-field" name="s"></form><span class="et_close_search_field"></span></div></div></header><div id="et_top_search"><span id="et_search_icon"></span></div>'],
  ['theme-smooth-scroll', mountSmoothScroll, '<div id="et-main-area"><p id="tarifs"><a href="#tarifs">Tarifs</a></p></div>'],
  ['theme-scroll-down', mountScrollDown, '<section class="et_pb_fullwidth_header"><div class="et_pb_fullwidth_header_scroll"><a href="#" class="scroll-down-container"><span class="scroll-down et-pb-icon">;</span></a></div></section>'],
  ['theme-scroll-top', mountScrollTop, '<span class="et_pb_scroll_top et-pb-icon"></span>'],
  ['theme-side-nav', mountSideNav, '<div id="main-content"><div class="et-l et-l--post"><div class="et_builder_inner_content"><div class="et_pb_section"><h2>A</h2></div><div class="et_pb_section"><h2>B</h2></div></div></div></div>'],
  ['theme-header', mountThemeHeader, '<div id="top-header"></div><header id="main-header"><div class="container et_menu_container"><a href="/">Atelier</a></div></header>'],
  ['signup', mountSignup, '<div class="et_pb_newsletter"><div class="et_pb_newsletter_form"><form><input name="et_pb_signup_email"><a class="et_pb_newsletter_button" href="#">S’abonner</a></form></div></div>'],
];

afterEach(() => {
  (window as unknown as { et_link_options_data?: unknown }).et_link_options_data = undefined;
  (window as unknown as { et_pb_custom?: unknown }).et_pb_custom = undefined;
  vi.restoreAllMocks();
});

describe('builder widgets beside the builder’s own bundle', () => {
  it.each(MODULES)('%s changes nothing and listens to nothing', async (_name, mount, html) => {
    (window as unknown as { et_link_options_data?: unknown }).et_link_options_data = [{ class: 'et_pb_text_0', url: '/shop/', target: '_self' }];
    (window as unknown as { et_pb_custom?: unknown }).et_pb_custom = { is_ab_testing_active: '1', ab_tests: [{ post_id: 412, test_id: '7' }], ab_bounce_rate: '0.001' };
    document.body.innerHTML = `<script id="divi-custom-script-js" type="text/plain"></script>${html}`;
    const element = document.body.lastElementChild as HTMLElement;
    const before = element.outerHTML;
    const listen = vi.spyOn(EventTarget.prototype, 'addEventListener');
    await mount(testMount<NoAttributes>(element).context);
    await new Promise((settled) => setTimeout(settled, 0));
    expect(element.outerHTML).toBe(before);
    expect(listen).not.toHaveBeenCalled();
  });
});
