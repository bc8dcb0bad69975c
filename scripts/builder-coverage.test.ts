// @vitest-environment node
// The page builder's coverage table the plugin reads: written from the built catalogue, so a module is covered only
// while every widget providing it is in the build, and the widget names it uses are real widgets.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { builderCoverage, coverageWidgetNames } from './builder-coverage.ts';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const all = coverageWidgetNames();

describe('builder coverage table', () => {
  it('names only widgets that exist', () => {
    for (const name of all) expect(existsSync(path.join(root, 'widgets', name, `${name}.widget.ts`)), name).toBe(true);
  });

  it('covers a module while its widgets are built, and drops it with them', () => {
    expect(builderCoverage(all).modules['et_pb_accordion']).toEqual([{ widgets: ['builder-toggle'] }]);
    expect(builderCoverage(all.filter((name) => name !== 'builder-toggle')).modules['et_pb_accordion']).toBeUndefined();
  });

  it('keeps a mode of a module only when all of its widgets are built', () => {
    const withoutSlider = builderCoverage(all.filter((name) => name !== 'builder-slider')).modules['et_pb_gallery'];
    expect(withoutSlider).toEqual([{ when: 'et_pb_gallery_grid', widgets: ['builder-grid', 'builder-lightbox'] }]);
    expect(builderCoverage(all.filter((name) => name !== 'builder-lightbox')).modules['et_pb_gallery']).toBeUndefined();
  });

  it('counts the theme\'s chrome and the cross-cutting features as uncovered while their widgets are not built', () => {
    const whys = (catalogue: readonly string[]) => builderCoverage(catalogue).uncovered.map((feature) => feature.why);
    expect(whys(all)).not.toContain('the back-to-top button');
    expect(whys(all.filter((name) => name !== 'theme-scroll-top'))).toContain('the back-to-top button');
    expect(whys(all.filter((name) => name !== 'builder-animations'))).toContain('entrance animations');
    expect(whys([])).toContain('embedded players made responsive by fitVids');
  });

  it('lists the structure and content modules the bundle never drives, whatever the build', () => {
    const empty = builderCoverage([]);
    for (const slug of ['et_pb_section', 'et_pb_row', 'et_pb_column', 'et_pb_text', 'et_pb_image']) expect(empty.modules[slug]).toEqual([{ widgets: [] }]);
    expect(empty.modules['et_pb_tabs']).toBeUndefined();
    expect(empty.bodyClasses['et_fixed_nav']).toBeUndefined();
    expect(empty.bodyClasses['et_pb_gutters*']).toEqual([]);
  });

  it('never lists a module or body class both as covered and as only the bundle\'s', () => {
    const table = builderCoverage(all);
    const uncoveredBody = table.uncovered.filter((feature) => feature.on === 'body' && feature.all.length === 1).map((feature) => feature.all[0]!);
    for (const name of uncoveredBody) expect(table.bodyClasses[name], name).toBeUndefined();
    for (const handle of table.bundles) expect([...table.keep, ...table.libraries, ...table.independent]).not.toContain(handle);
  });
});
