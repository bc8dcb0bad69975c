// A page-builder element's responsive and hover values (reference §18): `data-et-multi-view` is JSON
// `{schema: {<context>: {<mode>: value}}, slug, target?, hover_selector?}` with the contexts content (HTML),
// attrs (attribute → value), styles (property → value), classes ({add, remove}) and visibility (boolean), and the
// modes desktop, tablet, phone and hover. A value that is not JSON or not of its context's shape is dropped; a
// mode without its own value takes the next larger screen's (phone → tablet → desktop).
import type { ScreenMode } from '../../core/dom/screen-mode.ts';

export type ViewMode = ScreenMode | 'hover';

export interface ViewValues {
  content?: string;
  attrs?: Record<string, string>;
  styles?: Record<string, string>;
  classes?: { add: string[]; remove: string[] };
  visible?: boolean;
}

export interface MultiView {
  modes: Partial<Record<ViewMode, ViewValues>>;
  target: string | null;
  hoverSelector: string | null;
}

const MODES: readonly ViewMode[] = ['desktop', 'tablet', 'phone', 'hover'];
const CLASS_NAME = /^[A-Za-z_-][\w-]*$/;

const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);

function stringMap(value: unknown): Record<string, string> | undefined {
  const fields = record(value);
  if (!fields) return undefined;
  return Object.fromEntries(Object.entries(fields).flatMap(([key, entry]) => (typeof entry === 'string' || typeof entry === 'number' ? [[key, String(entry)]] : [])));
}

function classNames(value: unknown): string[] {
  return Array.isArray(value) ? value.flatMap((name) => (typeof name === 'string' ? name.split(/\s+/).filter((part) => CLASS_NAME.test(part)) : [])) : [];
}

function valuesFor(schema: Record<string, unknown>, mode: ViewMode): ViewValues {
  const at = (context: string) => record(schema[context])?.[mode];
  const values: ViewValues = {};
  const content = at('content');
  if (typeof content === 'string') values.content = content;
  const attrs = stringMap(at('attrs'));
  if (attrs) values.attrs = attrs;
  const styles = stringMap(at('styles'));
  if (styles) values.styles = styles;
  const classes = record(at('classes'));
  if (classes) values.classes = { add: classNames(classes['add']), remove: classNames(classes['remove']) };
  const visibility = at('visibility');
  if (typeof visibility === 'boolean' || visibility === 'on' || visibility === 'off') values.visible = visibility === true || visibility === 'on';
  return values;
}

export function readMultiView(attribute: string | null): MultiView | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(attribute ?? '');
  } catch {
    return null;
  }
  const fields = record(parsed);
  const schema = record(fields?.['schema']);
  if (!fields || !schema) return null;
  const modes: MultiView['modes'] = {};
  for (const mode of MODES) {
    const values = valuesFor(schema, mode);
    if (Object.keys(values).length > 0) modes[mode] = values;
  }
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return { modes, target: text(fields['target']), hoverSelector: text(fields['hover_selector']) };
}

/** The values shown in a mode: each context from the mode itself, else the next larger screen's; hover over the screen's. */
export function valuesInMode(view: MultiView, screen: ScreenMode, hovered: boolean): ViewValues {
  const chain: ViewMode[] = screen === 'phone' ? ['desktop', 'tablet', 'phone'] : screen === 'tablet' ? ['desktop', 'tablet'] : ['desktop'];
  if (hovered) chain.push('hover');
  return Object.assign({}, ...chain.map((mode) => view.modes[mode] ?? {})) as ViewValues;
}
