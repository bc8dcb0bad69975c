// The portfolio carousel's own French strings (the page config's i18n overrides them by key); the theme's
// `et_pb_custom` previous / next texts win over the first two for the arrows' visible text (carousel-settings.ts).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  carouselPreviousText: 'Précédent',
  carouselNextText: 'Suivant',
  carouselPrevious: 'Projets précédents',
  carouselNext: 'Projets suivants',
  carouselLabel: 'Portfolio en carrousel {number}',
  carouselGroupOne: 'Projet {first} sur {count}',
  carouselGroupMany: 'Projets {first} à {last} sur {count}',
  carouselRole: 'carrousel',
  carouselGroupRole: 'diapositive',
  carouselPause: 'Arrêter le défilement automatique des projets',
  carouselPlay: 'Lancer le défilement automatique des projets',
} as const);
