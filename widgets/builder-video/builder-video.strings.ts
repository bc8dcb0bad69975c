// The builder video's own French strings (the page config's i18n overrides them by key).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  videoPlay: 'Lire la vidéo',
  videoPlayNamed: 'Lire la vidéo : {name}',
} as const);
