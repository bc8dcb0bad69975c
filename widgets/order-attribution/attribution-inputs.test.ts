// The <wc-order-attribution-inputs> element: values kept from before its upgrade, one hidden input per field, one
// group per form and one outside forms, copies added or removed later, and inputs a script removed put back.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AttributionValues } from './attribution-data.ts';
import { defineAttributionInputs, fillAttributionInputs, INPUTS_ELEMENT } from './attribution-inputs.ts';

let latest: AttributionValues | undefined;
const fields = ['source_type', 'utm_source', 'session_pages'];
const posted = (form: HTMLFormElement) => [...new FormData(form).entries()].map(([name, value]) => `${name}=${String(value)}`);
const inputNames = (element: Element) => [...element.querySelectorAll('input')].map((input) => input.name);

describe('<wc-order-attribution-inputs>', () => {
  beforeAll(() => {
    // Values given before the element is defined (a plugin's script running first).
    document.body.innerHTML = `<form id="early"><${INPUTS_ELEMENT}></${INPUTS_ELEMENT}></form>`;
    (document.querySelector(INPUTS_ELEMENT) as unknown as { values: AttributionValues }).values = { source_type: 'utm', utm_source: 'newsletter' };
    defineAttributionInputs(fields, 'wc_order_attribution_', () => latest);
  });
  beforeEach(() => {
    latest = undefined;
  });

  it('keeps values assigned before the upgrade and renders one hidden input per field (null/absent → empty)', () => {
    expect(posted(document.querySelector<HTMLFormElement>('#early')!)).toEqual([
      'wc_order_attribution_source_type=utm', 'wc_order_attribution_utm_source=newsletter', 'wc_order_attribution_session_pages=',
    ]);
    expect([...document.querySelectorAll('#early input')].every((input) => (input as HTMLInputElement).type === 'hidden')).toBe(true);
  });

  it('updates its inputs in place when values are set', () => {
    const element = document.querySelector(INPUTS_ELEMENT) as unknown as { values: AttributionValues };
    const first = document.querySelector('#early input');
    element.values = { source_type: 'organic', utm_source: null, session_pages: '3' };
    expect(posted(document.querySelector<HTMLFormElement>('#early')!)).toEqual([
      'wc_order_attribution_source_type=organic', 'wc_order_attribution_utm_source=', 'wc_order_attribution_session_pages=3',
    ]);
    expect(document.querySelector('#early input')).toBe(first);
  });

  it('gives each field once per form: the first copy of a form carries the inputs, and the first copy outside forms', () => {
    document.body.innerHTML = `
      <${INPUTS_ELEMENT} id="outside"></${INPUTS_ELEMENT}><${INPUTS_ELEMENT} id="outside-2"></${INPUTS_ELEMENT}>
      <form id="checkout"><div><${INPUTS_ELEMENT} id="a"></${INPUTS_ELEMENT}></div><${INPUTS_ELEMENT} id="b"></${INPUTS_ELEMENT}></form>
      <form id="register"><${INPUTS_ELEMENT} id="c"></${INPUTS_ELEMENT}></form>`;
    fillAttributionInputs(document, { source_type: 'typein', utm_source: '(direct)', session_pages: '1' });
    expect(posted(document.querySelector<HTMLFormElement>('#checkout')!)).toEqual([
      'wc_order_attribution_source_type=typein', 'wc_order_attribution_utm_source=(direct)', 'wc_order_attribution_session_pages=1',
    ]);
    expect(inputNames(document.querySelector('#b')!)).toEqual([]);
    expect(inputNames(document.querySelector('#c')!)).toHaveLength(3);
    expect(inputNames(document.querySelector('#outside')!)).toHaveLength(3);
    expect(inputNames(document.querySelector('#outside-2')!)).toEqual([]);
  });

  it('moves the inputs to the next copy when the holder leaves, and fills a copy added later with the latest values', () => {
    document.body.innerHTML = `<form id="checkout"><${INPUTS_ELEMENT} id="a"></${INPUTS_ELEMENT}><div id="slot"></div><${INPUTS_ELEMENT} id="b"></${INPUTS_ELEMENT}></form>`;
    latest = { source_type: 'referral', utm_source: 'blog.example', session_pages: '2' };
    fillAttributionInputs(document, latest);
    document.querySelector('#a')!.remove();
    expect(posted(document.querySelector<HTMLFormElement>('#checkout')!)).toContain('wc_order_attribution_utm_source=blog.example');
    document.body.insertAdjacentHTML('beforeend', `<form id="late"><${INPUTS_ELEMENT}></${INPUTS_ELEMENT}></form>`);
    expect(posted(document.querySelector<HTMLFormElement>('#late')!)).toContain('wc_order_attribution_source_type=referral');
  });

  it('puts back inputs a script removed', () => {
    document.body.innerHTML = `<form id="f"><${INPUTS_ELEMENT}></${INPUTS_ELEMENT}></form>`;
    const element = document.querySelector(INPUTS_ELEMENT) as unknown as HTMLElement & { values: AttributionValues };
    element.querySelector('input')!.remove();
    element.values = { source_type: 'utm' };
    expect(inputNames(element)).toEqual(['wc_order_attribution_source_type', 'wc_order_attribution_utm_source', 'wc_order_attribution_session_pages']);
  });

  it('leaves an element another script defined alone', () => {
    expect(() => defineAttributionInputs(['x'], 'p_', () => undefined)).not.toThrow();
  });
});
