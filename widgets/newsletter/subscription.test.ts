// What the subscription sends (Brevo's fields, security, every list, the SMS as sent) and how each answer reads.
import { describe, expect, it } from 'vitest';
import { outcomeOf, subscriptionBody, subscriptionUrl } from './subscription.ts';

function form(html: string, action?: string): HTMLFormElement {
  document.body.innerHTML = `<form class="sib_signup_form"${action === undefined ? '' : ` action="${action}"`}>${html}</form>`;
  return document.querySelector('form')!;
}

const FIELDS = `
  <input type="hidden" name="sib_form_action" value="subscribe_form_submit"><input type="hidden" name="sib_security" value="n0nce">
  <input type="email" name="email" value="claire@exemple.fr">
  <input type="hidden" name="sib_SMS_prefix" value="+33"><input type="text" class="sib-sms" name="SMS" value="+33 06 12 34 56 78">
  <input type="checkbox" class="sib-interesting-lists" name="listIDs[]" value="3" checked><input type="checkbox" class="sib-interesting-lists" name="listIDs[]" value="4">`;

describe('subscriptionBody', () => {
  it('sends the fields, security, every list as interestingLists[] and the checked ones as listIDs[]', () => {
    const body = subscriptionBody(form(FIELDS), 'n0nce');
    expect([...body]).toEqual([
      ['sib_form_action', 'subscribe_form_submit'],
      ['sib_security', 'n0nce'],
      ['email', 'claire@exemple.fr'],
      ['sib_SMS_prefix', '+33'],
      ['SMS', '+33612345678'],
      ['listIDs[]', '3'],
      ['security', 'n0nce'],
      ['interestingLists[]', '3'],
      ['interestingLists[]', '4'],
    ]);
  });

  it('sends an SMS field holding only its prefix empty', () => {
    const body = subscriptionBody(form(FIELDS.replace('+33 06 12 34 56 78', '+33')), 'n');
    expect(body.get('SMS')).toBe('');
  });
});

describe('subscriptionUrl', () => {
  it('is the form’s action, else the page itself without its hash', () => {
    window.history.replaceState(null, '', '/produit/pate-a-sucre-blanche-1-kg/?couleur=blanc#avis');
    expect(subscriptionUrl(form(''))).toBe(`${window.location.origin}/produit/pate-a-sucre-blanche-1-kg/?couleur=blanc`);
    expect(subscriptionUrl(form('', '/lettre/'))).toBe(`${window.location.origin}/lettre/`);
  });
});

describe('outcomeOf', () => {
  const msg = { successMsg: 'Merci', errorMsg: 'Erreur', existMsg: 'Déjà', invalidMsg: 'Invalide' };
  it('maps each status to its variant and text', () => {
    expect(outcomeOf({ status: 'success', msg, redirect: '' })).toEqual({ variant: 'success', text: 'Merci', subscribed: true });
    expect(outcomeOf({ status: 'update', msg, redirect: '/merci/' })).toEqual({ variant: 'success', text: 'Merci', subscribed: true, redirect: '/merci/' });
    expect(outcomeOf({ status: 'already_exist', msg })).toEqual({ variant: 'warning', text: 'Déjà', subscribed: true });
    expect(outcomeOf({ status: 'failure', msg })).toEqual({ variant: 'error', text: 'Erreur', subscribed: false });
    expect(outcomeOf({ status: 'invalid', msg })).toEqual({ variant: 'error', text: 'Invalide', subscribed: false });
    expect(outcomeOf({ status: 'gcaptchaFail', msg: 'Robot verification failed, please try again.' })).toMatchObject({ variant: 'error', text: 'Robot verification failed, please try again.' });
  });

  it('gives a French text where the answer has none or a status Brevo’s script ignored', () => {
    expect(outcomeOf({ status: 'success', msg: {} }).text).toBe('Merci, votre inscription est enregistrée.');
    expect(outcomeOf({ status: 'already_exist' }).text).toBe('Vous êtes déjà inscrit·e.');
    for (const reply of [{ status: 'sib_security', msg: 'Invalid Token Provided.' }, { status: '' }, { status: 'new' }, null, 'ok', { status: 'gcaptchaEmpty', msg: { a: 1 } }]) {
      expect(outcomeOf(reply)).toEqual({ variant: 'error', text: 'Votre inscription n’a pas pu être enregistrée. Veuillez réessayer.', subscribed: false });
    }
  });
});
