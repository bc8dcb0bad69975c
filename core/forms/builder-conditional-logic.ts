// The page builder's conditional fields (SPEC §5; its contact form and its opt-in's custom fields): a field with
// `data-conditional-logic` (a JSON list of [field id, operator, value]) and `data-conditional-relation` (all / any)
// shows only while its rules hold. A field hidden this way counts as empty for the rules of others (a chain hides
// together), is skipped by the checks and is sent among the hidden ids. The rules are applied again 250 ms after the
// last change.
import type { MountContext } from '../registry/define-widget.ts';
import { fieldValues, type BuilderField } from './builder-fields.ts';

type Rule = readonly [fieldId: string, operator: string, value: string];

const HIDDEN_CLASS = 'et_pb_contact_field--hidden';
/** The theme re-evaluates the rules this long after the last change. */
const LOGIC_DELAY_MS = 250;
const NUMBER = /^[+-]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

const asNumber = (text: string): number | null => (NUMBER.test(text.trim()) ? Number(text.trim().replace(',', '.')) : null);

function rulesOf(wrapper: HTMLElement): Rule[] | null {
  const text = wrapper.dataset['conditionalLogic'];
  if (text === undefined) return null;
  try {
    const rules: unknown = JSON.parse(text);
    if (!Array.isArray(rules)) return [];
    return rules.filter((rule): rule is Rule => Array.isArray(rule) && rule.length >= 3).map((rule) => [String(rule[0]), String(rule[1]), String(rule[2])] as const);
  } catch {
    return [];
  }
}

/** Whether one rule holds for a field whose chosen values are `values` (none = empty). */
export function ruleHolds(values: readonly string[], operator: string, expected: string): boolean {
  switch (operator) {
    case 'is':
      return values.includes(expected);
    case 'is not':
      return !values.includes(expected);
    case 'contains':
      return values.some((value) => value.includes(expected));
    case 'does not contain':
      return !values.some((value) => value.includes(expected));
    case 'is empty':
      return values.length === 0;
    case 'is not empty':
      return values.length > 0;
    case 'is greater':
    case 'is less': {
      const [actual, limit] = [values.length === 1 ? asNumber(values[0]!) : null, asNumber(expected)];
      if (actual === null || limit === null) return false;
      return operator === 'is greater' ? actual > limit : actual < limit;
    }
    default:
      return false;
  }
}

/** Shows and hides the conditional fields by their rules, chains included; returns the ids now hidden. */
export function applyConditionalLogic(fields: readonly BuilderField[]): Set<string> {
  const byId = new Map(fields.map((field) => [field.id, field]));
  const hidden = new Set<string>();
  const conditional = fields.flatMap((field) => {
    const rules = rulesOf(field.wrapper);
    return rules ? [{ field, rules, any: field.wrapper.dataset['conditionalRelation'] === 'any' }] : [];
  });
  // Hiding a field can change the rules of those that read it: settle, at most one pass per conditional field.
  for (let pass = 0; pass <= conditional.length; pass += 1) {
    let changed = false;
    for (const { field, rules, any } of conditional) {
      const holds = (rule: Rule) => {
        const source = byId.get(rule[0]);
        return ruleHolds(source && !hidden.has(source.id) ? fieldValues(source) : [], rule[1], rule[2]);
      };
      const shown = rules.length === 0 || (any ? rules.some(holds) : rules.every(holds));
      if (shown === hidden.has(field.id)) {
        changed = true;
        if (shown) hidden.delete(field.id);
        else hidden.add(field.id);
      }
    }
    if (!changed) break;
  }
  for (const { field } of conditional) {
    const isHidden = hidden.has(field.id);
    field.wrapper.classList.toggle(HIDDEN_CLASS, isHidden);
    if (isHidden) field.wrapper.style.display = 'none';
    else field.wrapper.style.removeProperty('display');
  }
  return hidden;
}

/** Runs `apply` 250 ms after the last input or change under `root`, as the theme does; returns what cancels a pending
 *  run (for a caller about to apply the rules at once). */
export function followConditionalLogic(context: Pick<MountContext<unknown>, 'listen' | 'onCleanup'>, root: EventTarget, apply: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  const schedule = () => {
    cancel();
    timer = setTimeout(apply, LOGIC_DELAY_MS);
  };
  context.listen(root, 'input', schedule);
  context.listen(root, 'change', schedule);
  context.onCleanup(cancel);
  return cancel;
}
