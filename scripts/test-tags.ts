// How many browser tests carry each tag (`@fault:…`, `@keyboard:…`), from Playwright's listing of the suite, and how
// the generated README tables of scripts/fault-matrix.ts and scripts/keyboard-journeys.ts are checked or written.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
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

/** A generated README table's script ending: with `problems` it lists them and fails; with `--write` it puts
 *  `table` in the README between `<!-- section:start -->` and `<!-- section:end -->`; otherwise it fails when the
 *  README's table is not `table`. `label` names the script in its messages. */
export function publishReadmeTable({ section, label, table, problems }: { section: string; label: string; table: string; problems: string[] }): void {
  const readmePath = path.join(projectRoot, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  const start = `<!-- ${section}:start -->`;
  const end = `<!-- ${section}:end -->`;
  const from = readme.indexOf(start);
  const to = readme.indexOf(end);
  if (from < 0 || to < from) throw new Error(`README.md has no ${start} … ${end} section`);
  if (problems.length > 0) {
    console.error(`${label}:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    process.exitCode = 1;
  } else if (process.argv.includes('--write')) {
    writeFileSync(readmePath, `${readme.slice(0, from + start.length)}\n${table}\n${readme.slice(to)}`);
    console.log(table);
  } else if (readme.slice(from + start.length, to).trim() !== table) {
    console.error(`${label}: the README's table is not the code's; run npm run ${section} -- --write. The code's:\n${table}`);
    process.exitCode = 1;
  } else {
    console.log(table);
  }
}
