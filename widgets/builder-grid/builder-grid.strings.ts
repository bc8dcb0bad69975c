// The builder-grid widget's own French strings (the page config's i18n overrides them by key); the theme's
// `et_pb_custom` texts `prev` and `next` win over the first two where it has them (grid-settings.ts).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  gridPrevious: 'Précédent',
  gridNext: 'Suivant',
  gridPageLink: 'Page {page}',
  gridPortfolioPages: 'Pages des créations',
  gridPortfolioPagesNth: 'Pages des créations ({number})',
  gridGalleryPages: 'Pages de la galerie',
  gridGalleryPagesNth: 'Pages de la galerie ({number})',
  gridFilters: 'Filtrer les créations par catégorie',
  gridEmpty: 'Aucune création dans cette catégorie.',
  gridWorksOne: '{count} création',
  gridWorksOther: '{count} créations',
  gridPicturesOne: '{count} image',
  gridPicturesOther: '{count} images',
  gridCategory: 'Catégorie {category} : {items}',
  gridAllCategories: 'Toutes les catégories : {items}',
  gridCategoryPaged: '{summary}, page {page} sur {pages}',
  gridPage: 'Page {page} sur {pages}, {items}',
} as const);
