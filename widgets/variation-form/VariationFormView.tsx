// The React view of one variation form, rendered into the server's markup: the details inside
// `.single_variation` (the root), and through portals the options of each native <select>, the no-match
// message after `.single_variation` and the reset announcement; it follows the form's view store.
import { useStore } from '@nanostores/react';
import { createPortal } from 'react-dom';
import { t } from '../../core/config/strings.ts';
import { AttributeOptions } from './AttributeOptions.tsx';
import type { AttributeField } from './option-pruner.ts';
import { NoMatchNotice } from './NoMatchNotice.tsx';
import { VariationDetails } from './VariationDetails.tsx';
import type { ViewStore } from './view-store.ts';

export interface VariationFormViewProps {
  store: ViewStore;
  selects: HTMLSelectElement[];
  fields: AttributeField[];
  noticeHost: HTMLElement;
  resetAlert: HTMLElement | null;
}

export function VariationFormView({ store, selects, fields, noticeHost, resetAlert }: VariationFormViewProps) {
  const state = useStore(store);
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
