// Trusted Types by construction: no source under core/ or widgets/ (tests and test helpers aside) writes an HTML,
// script or navigation sink with a string except the two modules made for it — core/dom/trusted-types.ts (inert
// parsing, script addresses, through Fondant's one policy) and core/dom/safe-redirect.ts (http(s) navigation).
// The browser suite proves the same at run time (every fixture page requires Trusted Types); this catches a
// sink on a path no spec reaches. Each pattern is shown to fire on a line that breaks it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const SINKS: ReadonlyArray<{ sink: string; pattern: RegExp; breaking: string; allowedIn: string[] }> = [
  { sink: 'innerHTML / outerHTML', pattern: /\.(?:inner|outer)HTML\s*(?:\+)?=(?!=)/, breaking: 'row.innerHTML = html;', allowedIn: [] },
  { sink: 'insertAdjacentHTML', pattern: /\binsertAdjacentHTML\s*\(/, breaking: "list.insertAdjacentHTML('beforeend', html);", allowedIn: [] },
  { sink: 'document.write', pattern: /\bdocument\.write(?:ln)?\s*\(/, breaking: 'document.write(html);', allowedIn: [] },
  { sink: 'createContextualFragment', pattern: /\bcreateContextualFragment\s*\(/, breaking: 'range.createContextualFragment(html)', allowedIn: [] },
  { sink: 'srcdoc', pattern: /\.srcdoc\s*=(?!=)/, breaking: 'frame.srcdoc = html;', allowedIn: [] },
  { sink: 'DOMParser', pattern: /\bparseFromString\s*\(/, breaking: "new DOMParser().parseFromString(html, 'text/html')", allowedIn: ['core/dom/trusted-types.ts'] },
  { sink: 'a script address', pattern: /\bscript\w*\.src\s*=(?!=)|setAttribute\(\s*['"](?:src|data)['"]/, breaking: 'script.src = url;', allowedIn: ['core/dom/trusted-types.ts'] },
  { sink: "an object's data", pattern: /\b(?:object|probe|embed)\w*\.data\s*=(?!=)/i, breaking: 'probe.data = url;', allowedIn: ['core/dom/trusted-types.ts'] },
  { sink: 'eval / Function', pattern: /(?<![\w.])eval\s*\(|\bnew Function\s*\(/, breaking: "new Function('return 1')", allowedIn: [] },
  {
    sink: 'navigation',
    pattern: /\blocation\.(?:assign|replace)\s*\(|\blocation\.href\s*=(?!=)|\blocation\s*=(?!=)|\bwindow\.open\s*\(/,
    breaking: 'window.location.assign(url);',
    allowedIn: ['core/dom/safe-redirect.ts'],
  },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(projectRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(projectRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.startsWith(`core${path.sep}testing${path.sep}`) && !file.includes(`${path.sep}test-data${path.sep}`));
}

/** Comments may name a sink; only code counts. */
const codeOf = (line: string) => line.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');

describe('sinks', () => {
  const files = [...sourceFiles('core'), ...sourceFiles('widgets')];

  it('finds the sources to read', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files).toContain(path.join('core', 'dom', 'trusted-types.ts'));
  });

  for (const { sink, pattern, breaking, allowedIn } of SINKS) {
    it(`${sink}: written only in ${allowedIn.join(', ') || 'no source'}`, () => {
      expect(pattern.test(breaking), `the pattern fires on "${breaking}"`).toBe(true);
      const found = files
        .filter((file) => !allowedIn.includes(file.split(path.sep).join('/')))
        .flatMap((file) =>
          readFileSync(path.join(projectRoot, file), 'utf8')
            .split('\n')
            .flatMap((line, index) => (pattern.test(codeOf(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
        );
      expect(found).toEqual([]);
    });
  }
});
