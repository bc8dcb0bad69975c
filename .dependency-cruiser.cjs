// The house's import rules, checked by scripts/house-rules.test.ts (part of npm test) and by `npm run lint:imports`.
// The ground floor (core/) never depends on the widgets; widgets meet through core's stores and events, never by
// importing each other; the entry carries declarations only; nothing imports in a circle (type imports count).
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle (type-only imports included): put what both sides need in a file that imports neither, e.g. <widget>.attributes.ts.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-not-to-widgets',
      severity: 'error',
      comment: 'core/ is the ground floor: it never imports from widgets/ (the entry, fondant.ts, lists the widgets).',
      from: { path: '^core/' },
      to: { path: '^widgets/' },
    },
    {
      name: 'widget-not-to-other-widget',
      severity: 'error',
      comment: 'A widget never imports another widget: they meet through core/ stores and events. Code two widgets need moves to core/.',
      from: { path: '^widgets/([^/]+)/' },
      to: { path: '^widgets/', pathNot: '^widgets/$1/' },
    },
    {
      name: 'catalogue-lists-declarations-only',
      severity: 'error',
      comment: 'The entry carries declarations only: widgets/catalogue.ts imports *.widget.ts files, whose chunks load lazily.',
      from: { path: '^widgets/catalogue[.]ts$' },
      to: { path: '^widgets/', pathNot: '^widgets/[^/]+/[^/]+[.]widget[.]ts$' },
    },
    {
      name: 'declaration-imports-registry-and-attributes-only',
      severity: 'error',
      comment: 'A *.widget.ts declaration is in the entry: it imports core/registry and its own *.attributes.ts; its chunk only through import().',
      from: { path: '^widgets/([^/]+)/[^/]+[.]widget[.]ts$' },
      to: { dependencyTypesNot: ['dynamic-import'], pathNot: ['^core/registry/', '^widgets/$1/[^/]+[.]attributes[.]ts$'] },
    },
    {
      name: 'attributes-import-readers-only',
      severity: 'error',
      comment: 'A *.attributes.ts schema is shared by a declaration and its chunk: it imports the attribute readers and nothing else.',
      from: { path: '^widgets/[^/]+/[^/]+[.]attributes[.]ts$' },
      to: { pathNot: '^core/registry/attribute-schema[.]ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|dist-[^/]+)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
