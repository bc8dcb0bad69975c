// The element of an answered page: found in a whole page only.
import { describe, expect, it } from 'vitest';
import { answeredElement } from './answered-page.ts';

describe('answeredElement', () => {
  it('finds the element in a whole answered page only', () => {
    const page = '<!DOCTYPE html><html><body><div id="et_pb_contact_form_0"><p class="et_pb_contact_error_text">Non</p></div></body></html>';
    expect(answeredElement(page, '#et_pb_contact_form_0')?.textContent).toBe('Non');
    expect(answeredElement(page.slice(0, 80), '#et_pb_contact_form_0')).toBeNull();
    expect(answeredElement('<html><body><p>Autre page</p></body></html>', '#et_pb_contact_form_0')).toBeNull();
  });
});
