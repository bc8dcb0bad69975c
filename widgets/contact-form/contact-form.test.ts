// The contact form's parts on the builder's markup: the conditional logic (relations, chains), the
// checks and their messages, the captcha, and the request's fields.
import { beforeEach, describe, expect, it } from 'vitest';
import { applyConditionalLogic } from '../../core/forms/builder-conditional-logic.ts';
import { builderFields, syncCheckboxHandles } from '../../core/forms/builder-fields.ts';
import { readContactFormSettings } from './contact-form-settings.ts';
import { clearRefusal, showRefusal } from './contact-message.ts';
import { contactBody } from './contact-request.ts';
import { checkContactForm } from './contact-validation.ts';
import { captchaAnswered, renewCaptcha } from './math-captcha.ts';

const logic = (rules: unknown[], relation = 'all') => `data-conditional-logic='${JSON.stringify(rules)}' data-conditional-relation="${relation}"`;

const FORM = `
<div id="et_pb_contact_form_0" class="et_pb_contact_form_container" data-form_unique_num="0">
  <div class="et-pb-contact-message" id="msg"></div>
  <div class="et_pb_contact"><form class="et_pb_contact_form" method="post" action="/nous-ecrire/">
    <p class="et_pb_contact_field" data-id="nom" data-type="input"><label class="et_pb_contact_form_label" for="et_pb_contact_nom_0">Nom</label><input type="text" id="et_pb_contact_nom_0" name="et_pb_contact_nom_0" data-required_mark="required" data-field_type="input" data-original_id="nom"></p>
    <p class="et_pb_contact_field" data-id="email" data-type="email"><label class="et_pb_contact_form_label" for="et_pb_contact_email_0">Adresse e-mail</label><input type="text" id="et_pb_contact_email_0" name="et_pb_contact_email_0" data-required_mark="required" data-field_type="email" data-original_id="email"></p>
    <p class="et_pb_contact_field" data-id="sujet" data-type="select"><label class="et_pb_contact_form_label" for="et_pb_contact_sujet_0">Sujet</label><select id="et_pb_contact_sujet_0" name="et_pb_contact_sujet_0" data-required_mark="required" data-field_type="select" data-original_id="sujet"><option value="">Sujet</option><option>Un stage</option><option>Une commande</option></select></p>
    <p class="et_pb_contact_field" data-id="stage" data-type="radio" ${logic([['sujet', 'is', 'Un stage']])}><label class="et_pb_contact_form_label" for="et_pb_contact_stage_0">Quel stage ?</label><span class="et_pb_contact_field_options_wrapper"><span class="et_pb_contact_field_options_title">Quel stage ?</span><span class="et_pb_contact_field_options_list">
      <span class="et_pb_contact_field_radio"><input type="radio" id="et_pb_contact_stage_0_0" name="et_pb_contact_stage_0" value="Stage de 10 jours" data-required_mark="required" data-field_type="radio" data-original_id="stage"><label for="et_pb_contact_stage_0_0"><i></i>Stage de 10 jours</label></span>
      <span class="et_pb_contact_field_radio"><input type="radio" id="et_pb_contact_stage_0_1" name="et_pb_contact_stage_0" value="Initiation" data-required_mark="required" data-field_type="radio" data-original_id="stage"><label for="et_pb_contact_stage_0_1"><i></i>Initiation</label></span></span></span></p>
    <p class="et_pb_contact_field" data-id="personnes" data-type="input" ${logic([['sujet', 'is', 'Un stage']])}><label class="et_pb_contact_form_label" for="et_pb_contact_personnes_0">Nombre de personnes</label><input type="text" id="et_pb_contact_personnes_0" name="et_pb_contact_personnes_0" data-required_mark="not_required" data-field_type="input" data-original_id="personnes"></p>
    <p class="et_pb_contact_field" data-id="besoins" data-type="checkbox" ${logic([['personnes', 'is greater', '1']])}><label class="et_pb_contact_form_label" for="et_pb_contact_besoins_0">Pour le groupe</label><input class="et_pb_checkbox_handle" type="hidden" name="et_pb_contact_besoins_0" data-required_mark="required" data-field_type="checkbox" data-original_id="besoins"><span class="et_pb_contact_field_options_wrapper"><span class="et_pb_contact_field_options_title">Pour le groupe</span><span class="et_pb_contact_field_options_list">
      <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="et_pb_contact_besoins_0_0" value="Hébergement"><label for="et_pb_contact_besoins_0_0"><i></i>Hébergement</label></span>
      <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="et_pb_contact_besoins_0_1" value="Repas"><label for="et_pb_contact_besoins_0_1"><i></i>Repas</label></span></span></span></p>
    <p class="et_pb_contact_field" data-id="commande" data-type="input" ${logic([['sujet', 'is', 'Une commande'], ['message', 'contains', 'commande']], 'any')}><label class="et_pb_contact_form_label" for="et_pb_contact_commande_0">Numéro de commande</label><input type="text" id="et_pb_contact_commande_0" name="et_pb_contact_commande_0" data-required_mark="required" data-field_type="input" data-original_id="commande"></p>
    <p class="et_pb_contact_field" data-id="message" data-type="text"><label class="et_pb_contact_form_label" for="et_pb_contact_message_0">Message</label><textarea id="et_pb_contact_message_0" name="et_pb_contact_message_0" data-required_mark="required" data-field_type="text" data-original_id="message"></textarea></p>
    <input type="hidden" value="et_contact_proccess" name="et_pb_contactform_submit_0">
    <input type="text" value="" name="et_pb_contact_et_number_0">
    <span class="et_pb_contact_captcha_question">3 + 6</span> = <input type="text" class="input et_pb_contact_captcha" data-first_digit="3" data-second_digit="6" name="et_pb_contact_captcha_0" data-required_mark="required">
    <button type="submit" name="et_builder_submit_button" class="et_pb_contact_submit">Envoyer</button>
    <input type="hidden" name="_wpnonce-et-pb-contact-form-submitted-0" value="n0nce">
  </form></div>
</div>`;

let form: HTMLFormElement;
const input = (name: string) => form.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const wrapper = (id: string) => form.querySelector<HTMLElement>(`.et_pb_contact_field[data-id="${id}"]`)!;
const fill = (name: string, value: string) => {
  input(name).value = value;
};
const check = (id: string) => {
  form.querySelector<HTMLInputElement>(`#${id}`)!.checked = true;
};

beforeEach(() => {
  delete (window as unknown as Record<string, unknown>).et_pb_custom;
  document.body.innerHTML = FORM;
  form = document.querySelector('form')!;
});

describe('applyConditionalLogic', () => {
  const shown = () => builderFields(form).filter((field) => wrapper(field.id).style.display !== 'none').map((field) => field.id);

  it('hides the fields whose rules fail, chains included, and shows them when they hold', () => {
    expect([...applyConditionalLogic(builderFields(form))]).toEqual(['stage', 'personnes', 'besoins', 'commande']);
    expect(shown()).toEqual(['nom', 'email', 'sujet', 'message']);
    expect(wrapper('stage').classList.contains('et_pb_contact_field--hidden')).toBe(true);
    input('et_pb_contact_sujet_0').value = 'Un stage';
    fill('et_pb_contact_personnes_0', '3');
    expect([...applyConditionalLogic(builderFields(form))]).toEqual(['commande']);
    expect(wrapper('stage').classList.contains('et_pb_contact_field--hidden')).toBe(false);
    // The course no longer asked about: the people count hides, and the needs that read it hide with it.
    input('et_pb_contact_sujet_0').value = 'Une commande';
    expect([...applyConditionalLogic(builderFields(form))].sort()).toEqual(['besoins', 'personnes', 'stage']);
  });

  it('shows a field of relation any when one rule holds', () => {
    fill('et_pb_contact_message_0', 'À propos de ma commande 1234');
    expect(applyConditionalLogic(builderFields(form)).has('commande')).toBe(false);
  });

  it('shows a field whose rules cannot be read, as the server printed it', () => {
    wrapper('stage').dataset['conditionalLogic'] = '[[not json';
    expect(applyConditionalLogic(builderFields(form)).has('stage')).toBe(false);
  });
});

describe('checkContactForm', () => {
  const settings = () => readContactFormSettings();
  const run = () => {
    const fields = builderFields(form);
    const hidden = applyConditionalLogic(fields);
    return { fields, hidden, refusal: checkContactForm(form, fields, hidden, settings()) };
  };

  it('lists the empty required fields (hidden ones skipped) and the empty captcha under the fill text', () => {
    const { refusal } = run();
    expect(refusal?.missing).toEqual(['Nom', 'Adresse e-mail', 'Sujet', 'Message', 'Captcha']);
    expect(refusal?.errors).toEqual([]);
    const box = document.querySelector<HTMLElement>('#msg')!;
    showRefusal(box, refusal!, settings());
    expect(box.innerHTML).toBe('<p>Veuillez remplir les champs suivants :</p><ul><li>Nom</li><li>Adresse e-mail</li><li>Sujet</li><li>Message</li><li>Captcha</li></ul>');
    expect(input('et_pb_contact_nom_0').classList.contains('et_contact_error')).toBe(true);
    expect(input('et_pb_contact_nom_0').getAttribute('aria-invalid')).toBe('true');
    expect(input('et_pb_contact_nom_0').getAttribute('aria-describedby')).toBe('msg');
    clearRefusal(document.querySelector('#et_pb_contact_form_0')!, box);
    expect(box.childNodes).toHaveLength(0);
    expect(form.querySelectorAll('.et_contact_error, [aria-invalid], [aria-describedby]')).toHaveLength(0);
  });

  it('marks a required group on its wrapper and its options', () => {
    input('et_pb_contact_sujet_0').value = 'Un stage';
    const { refusal } = run();
    expect(refusal?.missing).toContain('Quel stage ?');
    showRefusal(document.querySelector<HTMLElement>('#msg')!, refusal!, settings());
    expect(wrapper('stage').classList.contains('et_contact_error')).toBe(true);
    expect([...wrapper('stage').querySelectorAll('input')].map((radio) => radio.getAttribute('aria-invalid'))).toEqual(['true', 'true']);
  });

  it('refuses an address by the builder’s rule and a wrong sum, with the theme’s texts, and renews the captcha', () => {
    (window as unknown as Record<string, unknown>).et_pb_custom = { invalid: 'E-mail non valide', contact_error_message: 'Corrigez :', wrong_captcha: 'Mauvais captcha.' };
    fill('et_pb_contact_nom_0', 'Claire');
    fill('et_pb_contact_email_0', ' Claire@Exemple ');
    input('et_pb_contact_sujet_0').value = 'Une commande';
    fill('et_pb_contact_commande_0', '1234');
    fill('et_pb_contact_message_0', 'Bonjour');
    fill('et_pb_contact_captcha_0', '8');
    const { refusal } = run();
    expect(refusal?.missing).toEqual([]);
    expect(refusal?.errors).toEqual(['E-mail non valide', 'Mauvais captcha.']);
    expect(input('et_pb_contact_email_0').value).toBe('claire@exemple');
    expect(input('et_pb_contact_captcha_0').value).toBe('');
    const box = document.querySelector<HTMLElement>('#msg')!;
    showRefusal(box, refusal!, settings());
    expect(box.innerHTML).toBe('<p class="et_normal_padding">Corrigez :</p><ul><li>E-mail non valide</li><li>Mauvais captcha.</li></ul>');
  });

  it('lists a field without label as the theme does: a checkbox group by its options, any other by the captcha’s label', () => {
    for (const label of form.querySelectorAll('.et_pb_contact_form_label, .et_pb_contact_field_options_title')) label.remove();
    input('et_pb_contact_sujet_0').value = 'Un stage';
    fill('et_pb_contact_personnes_0', '3');
    expect(run().refusal?.missing).toEqual(['Captcha', 'Captcha', 'Captcha', 'Hébergement, Repas', 'Captcha', 'Captcha']);
  });

  it('passes a complete form', () => {
    fill('et_pb_contact_nom_0', 'Claire');
    fill('et_pb_contact_email_0', 'claire@exemple.fr');
    input('et_pb_contact_sujet_0').value = 'Un stage';
    check('et_pb_contact_stage_0_0');
    fill('et_pb_contact_message_0', 'Bonjour');
    fill('et_pb_contact_captcha_0', ' 9 ');
    expect(run().refusal).toBeNull();
  });
});

describe('the math captcha', () => {
  it('wants the sum of its two digits and gets a new pair in its question and data', () => {
    const captcha = input('et_pb_contact_captcha_0');
    captcha.value = '9';
    expect(captchaAnswered(captcha)).toBe(true);
    captcha.value = '9a';
    expect(captchaAnswered(captcha)).toBe(false);
    const draws = [0, 0.999];
    renewCaptcha(captcha, form.querySelector('.et_pb_contact_captcha_question'), () => draws.shift()!);
    expect([captcha.dataset['first_digit'], captcha.dataset['second_digit'], captcha.value]).toEqual(['1', '15', '']);
    expect(form.querySelector('.et_pb_contact_captcha_question')?.textContent).toBe('1 + 15');
    expect(captcha.getAttribute('aria-label')).toBe('Captcha : combien font 1 + 15 ?');
  });
});

describe('the request', () => {
  it('sends the form, the visible fields as JSON, the token and the hidden ids; a group’s handle holds its choices', () => {
    fill('et_pb_contact_nom_0', 'Claire');
    input('et_pb_contact_sujet_0').value = 'Un stage';
    fill('et_pb_contact_personnes_0', '2');
    check('et_pb_contact_besoins_0_0');
    check('et_pb_contact_besoins_0_1');
    const fields = builderFields(form);
    const hidden = applyConditionalLogic(fields);
    syncCheckboxHandles(fields);
    const body = contactBody(form, '0', fields, hidden, '');
    expect(body.get('et_pb_contact_nom_0')).toBe('Claire');
    expect(body.get('et_pb_contact_besoins_0')).toBe('Hébergement, Repas');
    expect(body.get('et_pb_contactform_submit_0')).toBe('et_contact_proccess');
    expect(body.get('_wpnonce-et-pb-contact-form-submitted-0')).toBe('n0nce');
    expect(body.get('et_pb_contact_et_number_0')).toBe('');
    expect(body.has('et_builder_submit_button')).toBe(false);
    expect(body.get('token')).toBe('');
    expect(body.has('et_pb_contact_captcha_first_digit_0'), 'no answer, no digits').toBe(false);
    expect(JSON.parse(body.get('et_pb_contact_email_hidden_fields_0')!)).toEqual(['commande']);
    const listed = JSON.parse(body.get('et_pb_contact_email_fields_0')!) as { original_id: string }[];
    expect(listed.map((field) => field.original_id)).toEqual(['nom', 'email', 'sujet', 'stage', 'personnes', 'besoins', 'message']);
    expect(listed[3]).toEqual({ field_id: 'et_pb_contact_stage_0', original_id: 'stage', required_mark: 'required', field_type: 'radio', field_label: 'Quel stage ?' });
  });

  it('sends the captcha’s digits with its answer, for the server’s own check', () => {
    fill('et_pb_contact_captcha_0', '9');
    const body = contactBody(form, '0', builderFields(form), new Set(), 'jeton');
    expect([body.get('et_pb_contact_captcha_0'), body.get('et_pb_contact_captcha_first_digit_0'), body.get('et_pb_contact_captcha_second_digit_0'), body.get('token')]).toEqual(['9', '3', '6', 'jeton']);
  });

  it('sends no hidden list when every field shows', () => {
    fill('et_pb_contact_message_0', 'ma commande');
    input('et_pb_contact_sujet_0').value = 'Un stage';
    fill('et_pb_contact_personnes_0', '4');
    const fields = builderFields(form);
    expect(contactBody(form, '0', fields, applyConditionalLogic(fields), '').has('et_pb_contact_email_hidden_fields_0')).toBe(false);
  });
});
