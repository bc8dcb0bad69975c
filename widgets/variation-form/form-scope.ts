// What each handler module of the variation form receives: the mount, the form's markup and fields, the view
// store, the shared state, and the verbs of the legacy control flow — fire an event, obey one, wait.
import { emit, type EventHandler } from '../../core/events/bridge.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { createFormState, type FormState } from './form-state.ts';
import { createTimers, type Later } from './form-timers.ts';
import type { FormParts } from './form-parts.ts';
import type { AttributeField } from './option-pruner.ts';
import type { Variation } from './variation-data.ts';
import type { ViewStore } from './view-store.ts';

/** What the mount hands over. */
export interface VariationFormSetup {
  context: MountContext<unknown>;
  parts: FormParts;
  fields: AttributeField[];
  /**
   * Sets one key of the view store and renders the view before returning, so plugins see the result of each event
   * (an unchanged value renders nothing).
   */
  setView: ViewStore['setKey'];
  productId: number;
  customData: string | undefined;
  /** data-product_variations, read again by reload_product_variations; false = ask the server. */
  readVariations(): Variation[] | false;
}

export interface FormScope extends VariationFormSetup {
  state: FormState;
  /** Fires a legacy event on the form (or on `target`) through the bridge: plugins hear it, the form obeys it. */
  fire(name: string, args?: unknown[], target?: HTMLElement): void;
  /** Obeys a legacy event on the form, fired by the form itself or by a plugin (jQuery or native), until unmount. */
  obey(name: string, handler: EventHandler): void;
  /** A guarded timer, cleared at unmount; the returned function cancels it. */
  later: Later;
}

export function createFormScope(setup: VariationFormSetup): FormScope {
  const { context, parts } = setup;
  return {
    ...setup,
    state: createFormState(setup.readVariations(), parts.selects),
    fire: (name, args = [], target = parts.form) => emit(name, args, { target }),
    obey: (name, handler) => context.on(name, handler, { target: parts.form }),
    later: createTimers(context),
  };
}
