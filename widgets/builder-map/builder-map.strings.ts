// The builder map's own French strings (the page config's i18n overrides them by key).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  mapNamed: 'Carte : {name}',
  mapUnnamed: 'Carte',
  mapPlaces: 'Adresses de la carte',
  mapOpenPlace: 'Voir {name} sur une carte',
  mapPlace: 'cet emplacement',
} as const);
