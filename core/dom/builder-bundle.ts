// Whether the page builder's own front-end bundle is on the page (its script handles: the Divi theme's
// `divi-custom-script`, the Divi Builder plugin's `et-builder-modules-script` (before 4.10) and `divi-builder-custom-script`, the Extra theme's `extra-scripts`, as
// WordPress prints them with the `-js` suffix). Then it drives the builder's modules and forms itself, and Fondant's
// builder widgets stay off: never two scripts on one element (a form sent twice, an accordion toggled twice).

const BUNDLE_SCRIPTS = ['script#divi-custom-script-js', 'script#et-builder-modules-script-js', 'script#divi-builder-custom-script-js', 'script#extra-scripts-js'].join(', ');

export function builderBundleRuns(doc: Document = document): boolean {
  return doc.querySelector(BUNDLE_SCRIPTS) !== null;
}
