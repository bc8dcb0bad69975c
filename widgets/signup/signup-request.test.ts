// The opt-in's request fields (as the builder's script nests them) and the reading of its answers; the redirect's query.
import { describe, expect, it } from 'vitest';
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

describe('signupBody', () => {
  it('sends the action, nonce, list, names, address, account fields, checksum, and custom fields by id', () => {
    const form = module(`${HIDDEN}
      <p class="et_pb_signup_custom_field"><input name="et_pb_signup_niveau" data-id="niveau" value="débutant"></p>
      <p class="et_pb_signup_custom_field"><input type="checkbox" name="et_pb_signup_ateliers" data-id="ateliers" value="oui"></p>`).querySelector('form')!;
    const body = signupBody(form, { firstName: 'Claire', lastName: 'Martin', email: 'claire@exemple.fr' }, 'n0nce');
    expect([...body]).toEqual([
      ['action', 'et_pb_submit_subscribe_form'],
      ['et_frontend_nonce', 'n0nce'],
      ['et_list_id', 'l1'],
      ['et_firstname', 'Claire'],
      ['et_lastname', 'Martin'],
      ['et_email', 'claire@exemple.fr'],
      ['et_provider', 'mailchimp'],
      ['et_account', 'compte'],
      ['et_ip_address', 'false'],
      ['token', ''],
      ['et_checksum', 'c5'],
      ['et_custom_fields[niveau]', 'débutant'],
    ]);
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
