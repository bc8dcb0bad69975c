// Every builder widget stays off where the page builder's own bundle runs (core/dom/builder-bundle.ts): mounted on
// its module beside the bundle's script, it changes nothing and listens to nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MountContext, NoAttributes } from '../core/registry/define-widget.ts';
import { testMount } from '../core/testing/test-mount.ts';
import { mount as mountCounters } from './builder-counters/builder-counters.ts';
import { mount as mountLink } from './builder-link/builder-link.ts';
import { mount as mountTabs } from './builder-tabs/builder-tabs.ts';
import { mount as mountToggle } from './builder-toggle/builder-toggle.ts';
import { mount as mountVideo } from './builder-video/builder-video.ts';
import { mount as mountContactForm } from './contact-form/contact-form.ts';
import { mount as mountCountdown } from './countdown/countdown.ts';
import { mount as mountSignup } from './signup/signup.ts';

type Mount = (context: MountContext<NoAttributes>) => void;

const MODULES: Array<[string, Mount, string]> = [
  ['builder-toggle', mountToggle, '<div class="et_pb_accordion"><div class="et_pb_toggle et_pb_toggle_open"><h5 class="et_pb_toggle_title">Q</h5><div class="et_pb_toggle_content">R</div></div></div>'],
  ['builder-tabs', mountTabs, '<div class="et_pb_tabs"><ul class="et_pb_tabs_controls"><li class="et_pb_tab_active"><a href="#">A</a></li></ul><div class="et_pb_all_tabs"><div class="et_pb_tab">1</div></div></div>'],
  ['builder-counters', mountCounters, '<div class="et_pb_number_counter" data-number-value="5"><div class="percent"><p><span class="percent-value"></span></p></div></div>'],
  ['builder-link', mountLink, '<div class="et_pb_text_0 et_clickable"><h3>Stage</h3></div>'],
  ['builder-video', mountVideo, '<div class="et_pb_video"><div class="et_pb_video_box"><video controls></video></div><div class="et_pb_video_overlay"><a href="#" class="et_pb_video_play"></a></div></div>'],
  ['countdown', mountCountdown, '<div class="et_pb_countdown_timer" data-end-timestamp="9999999999"><div class="et_pb_countdown_timer_container"><div class="days section values"><p class="value"></p><p class="label"></p></div></div></div>'],
  ['contact-form', mountContactForm, '<div id="et_pb_contact_form_0" class="et_pb_contact_form_container" data-form_unique_num="0"><div class="et-pb-contact-message"></div><form class="et_pb_contact_form"><p class="et_pb_contact_field" data-id="nom" data-type="input"><input name="et_pb_contact_nom_0" data-required_mark="required" data-field_type="input"></p></form></div>'],
  ['signup', mountSignup, '<div class="et_pb_newsletter"><div class="et_pb_newsletter_form"><form><input name="et_pb_signup_email"><a class="et_pb_newsletter_button" href="#">S’abonner</a></form></div></div>'],
];

afterEach(() => {
  (window as unknown as { et_link_options_data?: unknown }).et_link_options_data = undefined;
  vi.restoreAllMocks();
});

describe('builder widgets beside the builder’s own bundle', () => {
  it.each(MODULES)('%s changes nothing and listens to nothing', (_name, mount, html) => {
    (window as unknown as { et_link_options_data?: unknown }).et_link_options_data = [{ class: 'et_pb_text_0', url: '/shop/', target: '_self' }];
    document.body.innerHTML = `<script id="divi-custom-script-js" type="text/plain"></script>${html}`;
    const element = document.body.lastElementChild as HTMLElement;
    const before = element.outerHTML;
    const listen = vi.spyOn(EventTarget.prototype, 'addEventListener');
    mount(testMount<NoAttributes>(element).context);
    expect(element.outerHTML).toBe(before);
    expect(listen).not.toHaveBeenCalled();
  });
});
