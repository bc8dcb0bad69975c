// How many browser tests carry each tag (`@fault:…`, `@keyboard:…`), from Playwright's listing of the suite: what the
// generated tables of scripts/fault-matrix.ts and scripts/keyboard-journeys.ts count.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ListedSuite {
  specs?: Array<{ title: string; file: string; tags: string[] }>;
  suites?: ListedSuite[];
}

export interface TaggedTest {
  title: string;
  file: string;
}

/** Every tag of the browser suite with the tests that carry it. */
export function testsByTag(): Map<string, TaggedTest[]> {
  const listing = execFileSync(path.join(projectRoot, 'node_modules', '.bin', 'playwright'), ['test', '--list', '--reporter=json'], { cwd: projectRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const tagged = new Map<string, TaggedTest[]>();
  const walk = (suite: ListedSuite) => {
    for (const spec of suite.specs ?? []) {
      // The JSON listing drops a tag's leading '@'.
      for (const tag of spec.tags.map((listed) => listed.replace(/^@?/, '@'))) {
        tagged.set(tag, [...(tagged.get(tag) ?? []), { title: spec.title, file: spec.file }]);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of (JSON.parse(listing) as { suites: ListedSuite[] }).suites) walk(suite);
  return tagged;
}

/** Replaces the README's text between `<!-- name:start -->` and `<!-- name:end -->` (`write`), or says whether it
 *  already is `content`. */
export function readmeSection(readme: string, name: string): { current: string; replaced: (content: string) => string } {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section`);
  return {
    current: readme.slice(from + start.length, to).trim(),
    replaced: (content) => `${readme.slice(0, from + start.length)}\n${content}\n${readme.slice(to)}`,
  };
}
