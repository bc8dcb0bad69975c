// The mobile menu's own French string: the accessible name of its bar (its state is said by aria-expanded, so the
// name stays the same open or closed). The page config's i18n entry of the same key overrides it.
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  mobileMenuBar: 'Menu',
} as const);
