// The fixture shop's two variable products as unit-test data: the course's variations exactly as WooCommerce
// printed them (capture 03) and the colorant's 38 combinations (capture 63's ids and attributes, with the
// stock facts of captures 18–21: Blanc/10 g out of stock, 250 g only for Noir and Blanc).
import type { Variation } from '../variation-data.ts';
import course from './03-course-variations.json';
import colorantAttributes from './63-colorant-variation-attributes.json';

export const courseVariations = course as Variation[];

export const COURSE_OPTIONS = {
  attribute_pa_session: [['mars-2027', 'Mars 2027'], ['juin-2027', 'Juin 2027'], ['septembre-2027', 'Septembre 2027']],
  attribute_pa_format: [['presentiel', 'Présentiel'], ['distanciel', 'Distanciel']],
} as const;

export const COLOURS = ['Rouge', 'Bleu', 'Jaune', 'Vert', 'Noir', 'Blanc', 'Rose', 'Violet', 'Orange'] as const;
export const CAPACITIES = ['10 g', '25 g', '50 g', '100 g', '250 g'] as const;

export const colorantVariations: Variation[] = colorantAttributes.map(({ variation_id, attributes }) => {
  const outOfStock = attributes.attribute_couleur === 'Blanc' && attributes.attribute_contenance === '10 g';
  return {
    variation_id,
    attributes,
    sku: `COL-GEL-${attributes.attribute_couleur.slice(0, 3).toUpperCase()}-${attributes.attribute_contenance.replace(' ', '').toUpperCase()}`,
    price_html: '<span class="price">3,50&nbsp;€</span>',
    availability_html: outOfStock ? '<p class="stock out-of-stock">Rupture de stock</p>' : '<p class="stock in-stock">25 en stock</p>',
    is_purchasable: true,
    is_in_stock: !outOfStock,
    variation_is_active: true,
    variation_is_visible: true,
    is_sold_individually: 'no',
    min_qty: 1,
    max_qty: outOfStock ? '' : 25,
    weight: '0.02',
    weight_html: '0,02 kg',
    dimensions: { length: '', width: '', height: '' },
    dimensions_html: 'N/A',
  };
});

/** The pairs the colorant really has (the oracle for the exhaustive tests), as "Couleur|Contenance". */
export const colorantPairs = new Set(colorantAttributes.map(({ attributes }) => `${attributes.attribute_couleur}|${attributes.attribute_contenance}`));
