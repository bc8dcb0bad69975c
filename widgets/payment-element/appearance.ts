// The Payment Element dressed like the theme: hidden copies of the theme's text field and label, in a valid and
// an invalid form row, are read with getComputedStyle and turned into a Stripe appearance (variables, the light
// or dark theme by the background, rules for inputs, labels, tabs, blocks and texts), keeping only the
// properties Stripe accepts for each rule. Where the page has no text field, a probe field in WooCommerce's
// classes takes the theme's look instead.
import { appearanceLayouts, type AppearanceLayout, type ElementsLocation } from './appearance-layouts.ts';
import { hoverColors, isLight, isVisibleColor, opaqueOnWhite } from './color.ts';

export type Appearance = {
  variables: Record<string, string>;
  theme: 'stripe' | 'night';
  labels: 'above' | 'floating';
  rules: Record<string, Record<string, string>>;
};

const PADDING_COLOR = ['color', 'padding', 'paddingTop', 'paddingRight', 'paddingBottom', 'paddingLeft'];
const TEXT_FONT = ['fontFamily', 'fontSize', 'lineHeight', 'letterSpacing', 'fontWeight', 'fontVariation', 'textDecoration', 'textShadow', 'textTransform', 'transition'];
const BORDER_OUTLINE_BACKGROUND = [
  'backgroundColor', 'border', 'borderTop', 'borderRight', 'borderBottom', 'borderLeft', 'borderRadius', 'borderWidth', 'borderColor', 'borderStyle',
  'borderTopWidth', 'borderTopColor', 'borderTopStyle', 'borderRightWidth', 'borderRightColor', 'borderRightStyle', 'borderBottomWidth',
  'borderBottomColor', 'borderBottomStyle', 'borderLeftWidth', 'borderLeftColor', 'borderLeftStyle', 'borderTopLeftRadius', 'borderTopRightRadius',
  'borderBottomRightRadius', 'borderBottomLeftRadius', 'outline', 'outlineOffset', 'boxShadow',
];
const OUTLINE_PARTS = ['outlineColor', 'outlineWidth', 'outlineStyle'];

/** The properties read for each Stripe rule (what Stripe accepts there, narrowed for tabs). */
const RULE_PROPERTIES: Record<string, readonly string[]> = {
  '.Label': [...PADDING_COLOR, ...TEXT_FONT],
  '.Input': [...PADDING_COLOR, ...TEXT_FONT, ...BORDER_OUTLINE_BACKGROUND, ...OUTLINE_PARTS],
  '.Tab': ['backgroundColor', 'color', 'fontFamily'],
  '.Tab--selected': [...OUTLINE_PARTS, 'backgroundColor', 'color'],
  '.Block': [...PADDING_COLOR.slice(1), ...BORDER_OUTLINE_BACKGROUND.slice(1)],
};

const PROBE_INPUT_ID = 'fondant-upe-probe-input';
const PROBE_INVALID_INPUT_ID = 'fondant-upe-probe-invalid-input';

function camelCase(property: string): string {
  return property.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function stylesOf(element: Element | null, rule: string): Record<string, string> {
  if (!element) return {};
  const allowed = RULE_PROPERTIES[rule] ?? [];
  const computed = getComputedStyle(element);
  const styles: Record<string, string> = {};
  for (let index = 0; index < computed.length; index++) {
    const property = computed.item(index);
    const name = camelCase(property);
    if (!allowed.includes(name)) continue;
    const value = computed.getPropertyValue(property);
    if (value === '') continue;
    styles[name] = name === 'color' ? opaqueOnWhite(value) : value;
  }
  if (rule === '.Input' || rule === '.Tab--selected') {
    const { outlineWidth, outlineStyle, outlineColor } = styles;
    if (outlineWidth && outlineColor && outlineWidth !== '0px') styles.outline = `${outlineWidth} ${outlineStyle || 'solid'} ${outlineColor}`;
    for (const part of OUTLINE_PARTS) delete styles[part];
  }
  // Stripe has no text-indent: a theme indenting instead of padding gets the indent as padding.
  const indent = computed.getPropertyValue('text-indent');
  if (indent && indent !== '0px' && styles.paddingLeft === '0px' && styles.paddingRight === '0px') {
    styles.paddingLeft = indent;
    styles.paddingRight = indent;
  }
  return styles;
}

function backgroundColor(layout: AppearanceLayout, doc: Document): string {
  for (const selector of layout.backgroundSelectors) {
    const element = doc.querySelector(selector);
    const color = element ? getComputedStyle(element).backgroundColor : '';
    if (color && isVisibleColor(color)) return color;
  }
  return '#ffffff';
}

function hiddenContainer(doc: Document): HTMLDivElement {
  const container = doc.createElement('div');
  container.setAttribute('aria-hidden', 'true');
  Object.assign(container.style, { border: '0', clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: '0', position: 'absolute', width: '1px' });
  return container;
}

function probeRow(layout: AppearanceLayout, classes: readonly string[], inputId: string, doc: Document): HTMLElement {
  const row = doc.createElement(layout.rowElement);
  row.classList.add(...classes);
  const source = doc.querySelector(layout.inputSelector);
  const input = source ? (source.cloneNode(true) as HTMLInputElement) : Object.assign(doc.createElement('input'), { type: 'text', className: 'input-text' });
  input.id = inputId;
  input.removeAttribute('name');
  input.tabIndex = -1;
  if ('value' in input) input.value = '';
  input.style.transition = 'none';
  const label = doc.querySelector(layout.labelSelector)?.cloneNode(true);
  row.append(input);
  if (label instanceof Element) {
    label.removeAttribute('for');
    row.append(label);
  }
  return row;
}

export function themeAppearance(location: ElementsLocation, doc: Document = document): Appearance {
  const layout = appearanceLayouts[location];
  const container = hiddenContainer(doc);
  container.append(probeRow(layout, layout.validClasses, PROBE_INPUT_ID, doc), probeRow(layout, layout.invalidClasses, PROBE_INVALID_INPUT_ID, doc));
  (doc.querySelector(layout.appendTarget) ?? doc.body).append(container);
  try {
    const input = doc.getElementById(PROBE_INPUT_ID);
    const label = doc.querySelector(layout.labelSelector);
    const background = backgroundColor(layout, doc);
    const labelRules = stylesOf(label, '.Label');
    const tabRules = stylesOf(doc.querySelector(layout.inputSelector) ?? input, '.Tab');
    const selectedTabRules = stylesOf(input, '.Tab--selected');
    const tabHover = tabRules.backgroundColor && tabRules.color ? hoverColors(tabRules.backgroundColor, tabRules.color) : null;
    const variables: Record<string, string> = { colorBackground: opaqueOnWhite(background) };
    if (labelRules.color) variables.colorText = labelRules.color;
    if (labelRules.fontFamily) variables.fontFamily = labelRules.fontFamily;
    if (labelRules.fontSize) variables.fontSizeBase = labelRules.fontSize;
    return {
      variables,
      theme: isLight(background) ? 'stripe' : 'night',
      labels: layout.floatingLabels ? 'floating' : 'above',
      rules: {
        '.Input': stylesOf(input, '.Input'),
        '.Input--invalid': stylesOf(doc.getElementById(PROBE_INVALID_INPUT_ID), '.Input'),
        '.Label': labelRules,
        '.Block': { ...stylesOf(label, '.Block'), backgroundColor: opaqueOnWhite(background) },
        '.Tab': tabRules,
        '.Tab:hover': tabHover ? { ...tabRules, ...tabHover } : tabRules,
        '.Tab--selected': selectedTabRules,
        '.TabIcon:hover': tabHover ? { color: tabHover.color } : {},
        '.TabIcon--selected': selectedTabRules.color ? { color: selectedTabRules.color } : {},
        '.Text': labelRules,
        '.Text--redirect': labelRules,
      },
    };
  } finally {
    container.remove();
  }
}

/** The page's web-font stylesheets (Google Fonts, Typekit…) for the element's own frame. */
export function fontRules(doc: Document = document): { cssSrc: string }[] {
  const hosts = ['fonts.googleapis.com', 'fonts.gstatic.com', 'fast.fonts.com', 'use.typekit.net'];
  return [...doc.styleSheets].flatMap((sheet) => {
    if (!sheet.href) return [];
    try {
      return hosts.includes(new URL(sheet.href).hostname) ? [{ cssSrc: sheet.href }] : [];
    } catch {
      return [];
    }
  });
}
