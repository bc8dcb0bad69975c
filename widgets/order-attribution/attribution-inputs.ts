// The <wc-order-attribution-inputs> element WooCommerce stamps in the checkout and register forms: it gives its
// form one hidden input per attribution field (`<prefix><field>`), filled from its `values` (null → ''), which may
// be assigned before the element is upgraded. Where a form holds several copies, only the first carries the
// inputs (each field is posted once), as does the first copy outside any form; copies added later (a checkout
// fragment) get the latest values, and the group moves on when its copy leaves.
import type { AttributionValues } from './attribution-data.ts';

export const INPUTS_ELEMENT = 'wc-order-attribution-inputs';

interface InputsElement extends HTMLElement {
  values: AttributionValues | undefined;
}

/** The copy carrying the inputs for `element`'s form (or for the page, outside forms). */
function isGroupHolder(element: Element): boolean {
  const form = element.closest('form');
  const copies = (form ?? element.ownerDocument).querySelectorAll(INPUTS_ELEMENT);
  return [...copies].find((copy) => copy.closest('form') === form) === element;
}

/**
 * Defines the element unless the page already has one (WooCommerce's own script): `fields` are the field
 * names, `latest` the values a copy without its own shows.
 */
export function defineAttributionInputs(fields: readonly string[], prefix: string, latest: () => AttributionValues | undefined): void {
  if (customElements.get(INPUTS_ELEMENT)) return;

  const renderAll = (doc: Document) => {
    for (const copy of doc.querySelectorAll<AttributionInputs>(INPUTS_ELEMENT)) if (copy instanceof AttributionInputs) copy.render();
  };

  class AttributionInputs extends HTMLElement implements InputsElement {
    #values: AttributionValues | undefined;

    constructor() {
      super();
      // Values a script assigned before the upgrade sit on the element itself, hiding the setter.
      if (Object.hasOwn(this, 'values')) {
        const early = (this as { values?: AttributionValues }).values;
        delete (this as { values?: AttributionValues }).values;
        this.values = early ?? {};
      }
    }

    connectedCallback(): void {
      renderAll(this.ownerDocument);
    }

    disconnectedCallback(): void {
      renderAll(document);
    }

    get values(): AttributionValues | undefined {
      return this.#values;
    }

    set values(values: AttributionValues | undefined) {
      this.#values = values;
      if (this.isConnected) this.render();
    }

    render(): void {
      if (!isGroupHolder(this)) {
        this.replaceChildren();
        return;
      }
      const values = this.#values ?? latest() ?? {};
      const inputs = fields.map((field) => {
        const name = `${prefix}${field}`;
        const input = [...this.querySelectorAll('input')].find((candidate) => candidate.name === name) ?? document.createElement('input');
        input.type = 'hidden';
        input.name = name;
        input.value = values[field] ?? '';
        return input;
      });
      if (inputs.some((input, index) => this.children[index] !== input) || this.children.length !== inputs.length) this.replaceChildren(...inputs);
    }
  }

  customElements.define(INPUTS_ELEMENT, AttributionInputs);
}

/** Gives every copy on the page the values (an element defined by another script too). */
export function fillAttributionInputs(doc: Document, values: AttributionValues): void {
  for (const copy of doc.querySelectorAll(INPUTS_ELEMENT)) (copy as InputsElement).values = values;
}
