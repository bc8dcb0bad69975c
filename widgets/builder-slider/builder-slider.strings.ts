// The builder slider's own French strings (the page config's i18n overrides them by key); the theme's `et_pb_custom`
// previous / next texts win over the first two for the arrows' visible text (slider-settings.ts).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  sliderPreviousText: 'Précédent',
  sliderNextText: 'Suivant',
  sliderPrevious: 'Diapositive précédente',
  sliderNext: 'Diapositive suivante',
  sliderDot: 'Diapositive {index} sur {count}',
  sliderSlide: '{index} sur {count}',
  sliderCarousel: 'carrousel',
  sliderSlideRole: 'diapositive',
  sliderLabel: 'Diaporama {number}',
  sliderLabelFullwidth: 'Diaporama pleine largeur {number}',
  sliderLabelPosts: 'Articles en diaporama {number}',
  sliderLabelGallery: 'Galerie en diaporama {number}',
  sliderPause: 'Arrêter le défilement automatique des diapositives',
  sliderPlay: 'Lancer le défilement automatique des diapositives',
} as const);
