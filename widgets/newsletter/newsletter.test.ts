// The newsletter widget mounted by the real registry on Brevo's markup: which texts win, the checks before any
// request, one request at a time, the answer and the reset keeping the prefix, the picker's combobox and keys, the
// tracker told only with consent, and nothing left running after unmount.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch, type PendingFetch } from '../../core/http/fetch-stub.ts';
import type { Registry } from '../../core/registry/registry.ts';
import { freshPage, shopConfig, startRegistry, ticks } from '../../core/testing/shop-page.ts';

const COUNTRIES =
  '<li data-country-code="fr" data-dial-code="33"><span class="sib-country-name">France</span></li>' +
  '<li data-country-code="be" data-dial-code="32"><span class="sib-country-name">Belgique</span></li>' +
  '<li data-country-code="ch" data-dial-code="41"><span class="sib-country-name">Suisse</span></li>';

const signupForm = (notice = '') => `
  <form id="sib_signup_form_1" class="sib_signup_form" method="post" data-fondant-load="ready">
    <div class="sib_loader" hidden></div>
    <input type="hidden" name="sib_form_action" value="subscribe_form_submit">
    ${notice}
    <input type="hidden" name="sib_security" value="n0nce">
    <div class="sib_msg_disp" hidden></div>
    <label for="email">Adresse e-mail</label><input type="email" id="email" name="email" required>
    <div class="sib-country-block"><div class="sib-toggle sib-country-flg"><div class="sib-cflags" data-dial-code="33"></div></div></div>
    <ul class="sib-country-list" hidden></ul>
    <input type="hidden" name="sib_SMS_prefix" value="+33"><input type="text" class="sib-sms" name="SMS" value="+33">
    <div class="sib-multi-lists" data-require="required"><input type="checkbox" class="sib-interesting-lists" name="listIDs[]" value="3"></div>
    <input type="text" class="sib-date" name="ANNIVERSAIRE" data-format="dd/mm/yyyy">
    <input type="submit" class="sib-default-btn" value="Je m’inscris">
  </form>`;

const form = () => document.querySelector<HTMLFormElement>('form')!;
const field = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const messageText = () => form().querySelector('.sib_msg_disp')!.textContent;
const combobox = () => form().querySelector<HTMLElement>('[role=combobox]')!;
const options = () => [...form().querySelectorAll<HTMLElement>('[role=option]')];
const submit = () => form().requestSubmit();
const key = (target: Element, name: string) => target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

let registry: Registry | undefined;
let calls: PendingFetch[];

async function mount(html = signupForm(), globals: Record<string, unknown> = {}): Promise<void> {
  freshPage(html, { ...shopConfig, ajaxUrl: '/wp-admin/admin-ajax.php' });
  Object.assign(window, globals);
  calls = stubFetch();
  const { newsletterWidget } = await import('./newsletter.widget.ts');
  registry = await startRegistry(newsletterWidget);
  expect(form().getAttribute('data-fondant-mounted')).toBe('newsletter');
}

function fillValid(): void {
  field('email').value = 'claire@exemple.fr';
  field('listIDs[]').checked = true;
}

beforeEach(() => {
  const globals = window as unknown as Partial<Record<string, unknown>>;
  for (const name of ['sibErrMsg', 'ajax_sib_front_object', 'sendinblue', 'wp_has_consent']) delete globals[name];
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('checks before sending', () => {
  it('uses the form’s hidden notice over sibErrMsg over the French default', async () => {
    await mount(signupForm('<input type="hidden" name="sib_form_alert_notice" value="Cochez une liste.">'), { sibErrMsg: { requiredField: 'Required', invalidMail: 'Adresse ?' } });
    fillValid();
    field('listIDs[]').checked = false;
    submit();
    expect(messageText()).toBe('Cochez une liste.');
    field('listIDs[]').checked = true;
    field('email').value = 'claire@exemple';
    submit();
    expect(messageText()).toBe('Adresse ?');
    expect(calls).toHaveLength(0);
  });

  it('gives the browser’s own refusals (an empty required field, an unreadable address) the form’s notices', async () => {
    await mount(signupForm('<input type="hidden" name="sib_form_alert_notice" value="Champ obligatoire."><input type="hidden" name="sib_form_invalid_email_notice" value="Adresse ?">'));
    expect(form().checkValidity()).toBe(false);
    expect(field('email').validationMessage).toBe('Champ obligatoire.');
    field('email').value = 'claire';
    field('email').dispatchEvent(new Event('input', { bubbles: true }));
    expect(field('email').validationMessage, 'the notice goes with the change').not.toBe('Champ obligatoire.');
    expect(form().checkValidity()).toBe(false);
    expect(field('email').validationMessage).toBe('Adresse ?');
  });

  it('marks the field, describes it by the message, focuses it, and unmarks it when it changes', async () => {
    await mount();
    fillValid();
    field('ANNIVERSAIRE').value = '30/02/2000';
    submit();
    const date = field('ANNIVERSAIRE');
    expect(messageText()).toBe('Veuillez entrer une date valide.');
    expect(document.activeElement).toBe(date);
    expect(date.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(date.getAttribute('aria-describedby')!)?.textContent).toBe('Veuillez entrer une date valide.');
    expect(date.classList.contains('sib_error')).toBe(true);
    date.dispatchEvent(new Event('input', { bubbles: true }));
    expect(date.hasAttribute('aria-invalid')).toBe(false);
    expect(date.hasAttribute('aria-describedby')).toBe(false);
    expect(messageText()).toBe('');
  });

  it('makes the message area a polite live region, shown', async () => {
    await mount();
    const area = form().querySelector<HTMLElement>('.sib_msg_disp')!;
    expect(area.hidden).toBe(false);
    expect(area.getAttribute('aria-live')).toBe('polite');
  });
});

describe('sending', () => {
  it('sends once while busy, then shows the answer for 5 s, resets the form and keeps the prefix', async () => {
    await mount(signupForm(), { ajax_sib_front_object: { ajax_url: '/wp-admin/admin-ajax.php', ajax_nonce: 'front-nonce', flag_url: '/flags/' } });
    fillValid();
    field('SMS').value = '+33 6 12 34 56 78';
    submit();
    submit();
    expect(calls).toHaveLength(1);
    expect(new URLSearchParams(calls[0]!.init.body as URLSearchParams).get('security')).toBe('front-nonce');
    expect(form().getAttribute('aria-busy')).toBe('true');
    expect(form().querySelector<HTMLInputElement>('.sib-default-btn')!.disabled).toBe(true);
    expect(form().querySelector<HTMLElement>('.sib_loader')!.hidden).toBe(false);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    calls[0]!.respond({ status: 'success', msg: { successMsg: 'Merci !' } });
    await vi.waitFor(() => expect(messageText()).toBe('Merci !'));
    expect(form().querySelector('.sib-alert-message-success')).not.toBeNull();
    expect(field('email').value).toBe('');
    expect(field('SMS').value).toBe('+33');
    expect(form().querySelector<HTMLInputElement>('.sib-default-btn')!.disabled).toBe(false);
    expect(form().querySelector<HTMLElement>('.sib_loader')!.hidden).toBe(true);
    vi.advanceTimersByTime(4900);
    expect(messageText()).toBe('Merci !');
    vi.advanceTimersByTime(200);
    expect(messageText()).toBe('');
  });

  it('keeps what was typed after a failed request and says why in French', async () => {
    await mount();
    fillValid();
    submit();
    calls[0]!.fail();
    await vi.waitFor(() => expect(messageText()).toBe('Votre inscription n’a pas pu être envoyée. Vous êtes probablement hors ligne. Veuillez réessayer.'));
    expect(field('email').value).toBe('claire@exemple.fr');
    expect(field('listIDs[]').checked).toBe(true);
  });

  it('does not follow a redirect that is not http(s)', async () => {
    await mount();
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign, href: window.location.href } as Location);
    fillValid();
    submit();
    calls[0]!.respond({ status: 'success', msg: { successMsg: 'Merci !' }, redirect: 'javascript:alert(1)' });
    await vi.waitFor(() => expect(messageText()).toBe('Merci !'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('identifies the contact to Brevo’s tracker only with marketing consent', async () => {
    const identify = vi.fn();
    await mount(signupForm(), { sendinblue: { identify }, wp_has_consent: (category: string) => category !== 'marketing' });
    fillValid();
    submit();
    calls[0]!.respond({ status: 'success', msg: {} });
    await vi.waitFor(() => expect(messageText()).not.toBe(''));
    expect(identify).not.toHaveBeenCalled();
    (window as unknown as { wp_has_consent: () => boolean }).wp_has_consent = () => true;
    fillValid();
    field('SMS').value = '+33 7 00 00 00 00';
    submit();
    calls[1]!.respond({ status: 'already_exist', msg: {} });
    await ticks();
    expect(identify).toHaveBeenCalledWith('claire@exemple.fr', { SMS: '+33700000000' });
  });

  it('stops the message timer at unmount', async () => {
    await mount();
    fillValid();
    submit();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    calls[0]!.respond({ status: 'failure', msg: { errorMsg: 'Non' } });
    await vi.waitFor(() => expect(messageText()).toBe('Non'));
    expect(vi.getTimerCount()).toBe(1);
    registry!.stop();
    registry = undefined;
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('builder mode', () => {
  it.each([
    ['the et-fb body class', () => document.body.classList.add('et-fb')],
    ['the et_fb query argument', () => window.history.replaceState(null, '', '/produit/pate-a-sucre-blanche-1-kg/?et_fb=1')],
    ['the builder’s own type', () => Object.assign(window, { et_builder_utils_params: { builderType: 'vb' } })],
  ])('mounts but never submits in the editing view (%s)', async (_, enterBuilder) => {
    await mount();
    enterBuilder();
    fillValid();
    const submitEvent = new Event('submit', { cancelable: true });
    form().dispatchEvent(submitEvent);
    await ticks();
    expect(submitEvent.defaultPrevented).toBe(true);
    expect(calls).toHaveLength(0);
    window.history.replaceState(null, '', '/');
    delete (window as unknown as Partial<Record<string, unknown>>)['et_builder_utils_params'];
  });

  it('submits on the front end, where the builder’s type is fe', async () => {
    await mount(signupForm(), { et_builder_utils_params: { builderType: 'fe' } });
    fillValid();
    submit();
    expect(calls).toHaveLength(1);
    delete (window as unknown as Partial<Record<string, unknown>>)['et_builder_utils_params'];
  });
});

describe('country prefix picker', () => {
  it('is a select-only combobox that fetches the list once, moves with the keys and sets the prefix and the number', async () => {
    await mount(signupForm(), { ajax_sib_front_object: { ajax_url: '/wp-admin/admin-ajax.php', ajax_nonce: 'front-nonce', flag_url: '/flags/' } });
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(combobox().tabIndex).toBe(0);
    expect(combobox().textContent).toBe('+33');
    key(combobox(), 'ArrowDown');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(calls[0]!.init.body as URLSearchParams))).toEqual({ action: 'sib_get_country_prefix', security: 'front-nonce' });
    expect(combobox().getAttribute('aria-busy')).toBe('true');
    calls[0]!.respond(COUNTRIES);
    await vi.waitFor(() => expect(combobox().getAttribute('aria-expanded')).toBe('true'));
    expect(options().map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    key(combobox(), 'ArrowDown');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    key(combobox(), 's');
    expect(combobox().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    field('SMS').value = '+33 6 11';
    key(combobox(), 'Enter');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(field('sib_SMS_prefix').value).toBe('+41');
    expect(field('SMS').value).toBe('+41 6 11');
    expect(combobox().textContent).toBe('Suisse (+41)');
    expect(form().querySelector<HTMLElement>('.sib-cflags')!.style.backgroundImage).toContain('/flags/ch.png');
    key(combobox(), 'ArrowDown');
    await ticks();
    expect(calls).toHaveLength(1);
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    key(combobox(), 'Escape');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    expect(field('sib_SMS_prefix').value).toBe('+41');
  });

  it('says in French when the list cannot be had, and asks again at the next opening', async () => {
    await mount();
    key(combobox(), 'Enter');
    calls[0]!.respond('-1', { status: 403 });
    await vi.waitFor(() => expect(form().querySelector('.sib-country-list-status')!.textContent).toBe('La liste des pays n’a pas pu être chargée. Le serveur a répondu par une erreur (403).'));
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
    key(combobox(), 'Enter');
    expect(calls).toHaveLength(2);
  });
});
