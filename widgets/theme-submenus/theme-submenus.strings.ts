// The dropdowns' own French string: the name of the disclosure button beside a parent link (its state is said by
// aria-expanded). The page config's i18n entry of the same key overrides it.
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  submenuButton: 'Sous-menu {label}',
} as const);
