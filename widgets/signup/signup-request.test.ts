// The opt-in's request fields (as the builder's script nests them), its custom fields' rules and conditional logic, the
// reading of its answers; the redirect's query.
import { describe, expect, it } from 'vitest';
import { customFieldsState, customFieldValues, refusedCustomFields } from './custom-fields.ts';
import { redirectAddress } from './signup-redirect.ts';
import { signupBody, signupOutcome } from './signup-request.ts';

function module(html: string, attributes = ''): HTMLElement {
  document.body.innerHTML = `<div class="et_pb_module et_pb_signup_3 et_pb_newsletter" ${attributes}><div class="et_pb_newsletter_form"><form>${html}</form></div></div>`;
  return document.querySelector('.et_pb_newsletter')!;
}

const HIDDEN = `
  <input type="hidden" value="mailchimp" name="et_pb_signup_provider"><input type="hidden" value="l1" name="et_pb_signup_list_id">
  <input type="hidden" value="compte" name="et_pb_signup_account_name"><input type="hidden" value="false" name="et_pb_signup_ip_address">
  <input type="hidden" value="c5" name="et_pb_signup_checksum">`;

const CUSTOM = `
  <p class="et_pb_contact_field et_pb_signup_custom_field" data-id="niveau" data-type="select"><label class="et_pb_contact_form_label" for="et_pb_signup_niveau">Niveau</label>
    <select id="et_pb_signup_niveau" name="et_pb_signup_niveau" data-required_mark="required" data-field_type="select" data-original_id="niveau"><option value="">Niveau</option><option>Débutant</option><option>Confirmé</option></select></p>
  <p class="et_pb_contact_field et_pb_signup_custom_field" data-id="ateliers" data-type="checkbox" data-conditional-logic='[["niveau","is","Confirmé"]]' data-conditional-relation="all">
    <input class="et_pb_checkbox_handle" type="hidden" name="et_pb_signup_ateliers" data-required_mark="required" data-field_type="checkbox" data-original_id="ateliers">
    <span class="et_pb_contact_field_options_wrapper"><span class="et_pb_contact_field_options_title">Ateliers</span><span class="et_pb_contact_field_options_list">
      <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="et_pb_signup_ateliers_0" value="Fleurs"><label for="et_pb_signup_ateliers_0"><i></i>Fleurs</label></span>
      <span class="et_pb_contact_field_checkbox"><input type="checkbox" id="et_pb_signup_ateliers_1" value="Modelage"><label for="et_pb_signup_ateliers_1"><i></i>Modelage</label></span></span></span></p>
  <p class="et_pb_contact_field et_pb_signup_custom_field" data-id="pro" data-type="email"><label class="et_pb_contact_form_label" for="et_pb_signup_pro">E-mail pro</label>
    <input type="text" id="et_pb_signup_pro" name="et_pb_signup_pro" data-required_mark="not_required" data-field_type="email" data-original_id="pro"></p>`;

describe('the custom fields', () => {
  const form = () => module(`${HIDDEN}${CUSTOM}`).querySelector('form')!;
  const fields = { firstName: 'Claire', lastName: 'Martin', email: 'claire@exemple.fr' };

  it('are sent by id, the hidden ones as ids, in the theme’s order with the action, nonce, list, names, address, account fields and checksum', () => {
    const element = form();
    element.querySelector('select')!.value = 'Débutant';
    const state = customFieldsState(element);
    expect(refusedCustomFields(state)).toEqual([]);
    expect([...signupBody(element, fields, 'n0nce', { ...customFieldValues(state), token: 'jeton' })]).toEqual([
      ['action', 'et_pb_submit_subscribe_form'],
      ['et_frontend_nonce', 'n0nce'],
      ['et_list_id', 'l1'],
      ['et_firstname', 'Claire'],
      ['et_lastname', 'Martin'],
      ['et_email', 'claire@exemple.fr'],
      ['et_provider', 'mailchimp'],
      ['et_account', 'compte'],
      ['et_ip_address', 'false'],
      ['et_custom_fields[niveau]', 'Débutant'],
      ['et_custom_fields[pro]', ''],
      ['et_hidden_fields[]', 'ateliers'],
      ['token', 'jeton'],
      ['et_checksum', 'c5'],
    ]);
  });

  it('follow the contact form’s rules: a required field or group empty, a custom e-mail the builder refuses', () => {
    const element = form();
    expect(refusedCustomFields(customFieldsState(element)).map((refused) => refused.id || refused.dataset['id'])).toEqual(['et_pb_signup_niveau']);
    element.querySelector('select')!.value = 'Confirmé';
    element.querySelector<HTMLInputElement>('#et_pb_signup_pro')!.value = ' Claire@Atelier ';
    expect(refusedCustomFields(customFieldsState(element)).map((refused) => refused.id || refused.dataset['id'])).toEqual(['ateliers', 'et_pb_signup_pro']);
    expect(element.querySelector<HTMLInputElement>('#et_pb_signup_pro')!.value).toBe('claire@atelier');
    element.querySelector<HTMLInputElement>('#et_pb_signup_ateliers_1')!.checked = true;
    element.querySelector<HTMLInputElement>('#et_pb_signup_pro')!.value = 'claire@atelier.fr';
    const state = customFieldsState(element);
    expect(refusedCustomFields(state)).toEqual([]);
    expect(customFieldValues(state)).toEqual({ custom: { niveau: 'Confirmé', ateliers: 'Modelage', pro: 'claire@atelier.fr' }, hiddenIds: [] });
  });
});

describe('signupOutcome', () => {
  it('reads success, the server’s error text, and anything else as a failure', () => {
    expect(signupOutcome('{"success":"success"}')).toEqual({ kind: 'success' });
    expect(signupOutcome('{"error":"<b>Déjà inscrit</b>"}')).toEqual({ kind: 'error', text: '<b>Déjà inscrit</b>' });
    for (const text of ['', 'null', '"ok"', '{"success":""}', '{"error":"  "}', '<html>', '{"succ']) expect(signupOutcome(text), text).toEqual({ kind: 'failed' });
  });
});

describe('redirectAddress', () => {
  const fields = { firstName: 'Claire', lastName: 'Martin', email: 'claire@exemple.fr' };
  it('is the module’s redirect with the query it asks for', () => {
    const element = module('', 'data-redirect_url="/merci/?source=lettre" data-redirect_query="first_name,email,ip_address,form_id,unknown" data-ip_address="203.0.113.7"');
    expect(redirectAddress(element, fields)).toBe(`${window.location.origin}/merci/?source=lettre&first_name=Claire&email=claire%40exemple.fr&ip_address=203.0.113.7&form_id=et_pb_signup_3`);
  });

  it('is null without a redirect', () => {
    expect(redirectAddress(module(''), fields)).toBeNull();
    expect(redirectAddress(module('', 'data-redirect_url=" "'), fields)).toBeNull();
  });
});
