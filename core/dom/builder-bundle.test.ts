// The builder bundle's presence, by its script handles.
import { describe, expect, it } from 'vitest';
import { builderBundleRuns } from './builder-bundle.ts';

describe('builderBundleRuns', () => {
  it('sees the theme’s, the builder plugin’s and Extra’s bundles by their handles, nothing else', () => {
    for (const id of ['divi-custom-script-js', 'et-builder-modules-script-js', 'divi-builder-custom-script-js', 'extra-scripts-js']) {
      document.body.innerHTML = `<script id="${id}" type="text/plain"></script>`;
      expect(builderBundleRuns(), id).toBe(true);
    }
    document.body.innerHTML = '<script id="divi-custom-params-js" type="text/plain"></script><div id="divi-custom-script-js"></div>';
    expect(builderBundleRuns()).toBe(false);
  });
});
