// The options of one attribute <select> (the select itself stays the server's, labelled by its <label>):
// after pruning only the attached values remain, marked `attached` / `enabled` for swatch plugins, the
// inactive ones disabled; the select then shows the value the pruning kept.
import { useLayoutEffect } from 'react';
import type { PrunedField } from './option-pruner.ts';

export function AttributeOptions({ select, field }: { select: HTMLSelectElement; field: PrunedField }) {
  useLayoutEffect(() => {
    if (select.value !== field.value) select.value = field.value;
  }, [select, field]);
  return (
    <>
      {field.placeholder ? <option value="">{field.placeholder.label}</option> : null}
      {field.options.map((option) => (
        <option
          key={option.value}
          value={option.value}
          className={field.pruned ? (option.enabled ? 'attached enabled' : 'attached') : undefined}
          disabled={field.pruned && !option.enabled}
        >
          {option.label}
        </option>
      ))}
    </>
  );
}
