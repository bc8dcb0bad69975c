// The React view of one variation form, rendered into the server's markup: the details inside
// `.single_variation` (the root), and through portals the options of each native <select>, the no-match
// message after `.single_variation` and the reset announcement.
import { useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../core/config/strings.ts';
import { AttributeOptions } from './AttributeOptions.tsx';
import type { AttributeField } from './option-pruner.ts';
import type { FormStore } from './form-store.ts';
import { NoMatchNotice } from './NoMatchNotice.tsx';
import { VariationDetails } from './VariationDetails.tsx';

export interface VariationFormViewProps {
  store: FormStore;
  selects: HTMLSelectElement[];
  fields: AttributeField[];
  noticeHost: HTMLElement;
  resetAlert: HTMLElement | null;
}

export function VariationFormView({ store, selects, fields, noticeHost, resetAlert }: VariationFormViewProps) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  return (
    <>
      <VariationDetails variation={state.shown} />
      {selects.map((select, index) => {
        const field = state.options[fields[index]!.name];
        return field ? createPortal(<AttributeOptions select={select} field={field} />, select, String(index)) : null;
      })}
      {createPortal(state.notice === null ? null : <NoMatchNotice text={state.notice} />, noticeHost)}
      {resetAlert ? createPortal(state.resetAnnounced ? t('variationResetAlert') : null, resetAlert) : null}
    </>
  );
}
