// The builder's e-mail rule and required-field rule.
import { describe, expect, it } from 'vitest';
import { builderEmailAccepted, builderFieldFilled, normalizedEmail } from './builder-field-rules.ts';

describe('builderEmailAccepted', () => {
  it('accepts addresses the theme accepts, trimmed and in any case', () => {
    for (const email of ['claire@exemple.fr', ' Claire.Martin+stage@Atelier-Sucre.fr ', 'a@b.co', "o'neil_{x}@mail.exemple.org", 'x-1@a1.b2.c3']) expect(builderEmailAccepted(email), email).toBe(true);
    expect(normalizedEmail('  Claire@Exemple.FR ')).toBe('claire@exemple.fr');
  });

  it('refuses short addresses, no or several @, bad local characters, and bad domains', () => {
    for (const email of ['a@b.c', '', 'claire.exemple.fr', 'claire@@exemple.fr', 'cl@ire@exemple.fr', 'cla ire@exemple.fr', 'clai(re)@exemple.fr', 'claire@exemple', 'claire@exemple..fr', 'claire@.exemple.fr', 'claire@exemple.fr.', 'claire@-exemple.fr', 'claire@exemple-.fr', 'claire@exem_ple.fr', 'claire@exémple.fr']) {
      expect(builderEmailAccepted(email), email).toBe(false);
    }
  });
});

describe('builderFieldFilled', () => {
  const wrapper = (html: string) => {
    document.body.innerHTML = `<p class="et_pb_contact_field">${html}</p>`;
    return document.querySelector('p')!;
  };

  it('needs a non-blank value in a text field, a textarea or a select', () => {
    expect(builderFieldFilled(wrapper('<input value="  ">'))).toBe(false);
    expect(builderFieldFilled(wrapper('<input value=" Claire ">'))).toBe(true);
    expect(builderFieldFilled(wrapper('<textarea>Bonjour</textarea>'))).toBe(true);
    expect(builderFieldFilled(wrapper('<select><option value="" selected>Sujet</option><option>Un stage</option></select>'))).toBe(false);
  });

  it('needs one option chosen in a radio or checkbox group, whatever the handle holds', () => {
    expect(builderFieldFilled(wrapper('<input type="hidden" value="x"><input type="checkbox"><input type="checkbox">'))).toBe(false);
    expect(builderFieldFilled(wrapper('<input type="hidden"><input type="checkbox"><input type="checkbox" checked>'))).toBe(true);
    expect(builderFieldFilled(wrapper('<input type="radio" name="r"><input type="radio" name="r" checked>'))).toBe(true);
  });
});
