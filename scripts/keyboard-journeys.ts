// `npm run keyboard-journeys`: every widget of the catalogue either has a keyboard-only journey (a browser test
// tagged `@keyboard:<widget>`) or is declared without keyboard use, with the reason (widgets/keyboard-journeys.ts);
// no tag names a widget that is not in the catalogue. Prints the table; `--write` puts it in the README between its
// markers, and the default also checks that the README's table is the code's (npm test runs it).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { widgetCatalogue } from '../widgets/catalogue.ts';
import { widgetsWithoutKeyboardUse } from '../widgets/keyboard-journeys.ts';
import { projectRoot, readmeSection, testsByTag } from './test-tags.ts';

const README = path.join(projectRoot, 'README.md');
const names = widgetCatalogue.map((definition) => definition.name).sort();
const tagged = testsByTag();
const journeys = (name: string) => tagged.get(`@keyboard:${name}`) ?? [];

const problems = [
  ...names.filter((name) => journeys(name).length === 0 && !(name in widgetsWithoutKeyboardUse)).map((name) => `${name} has no keyboard-only journey (tag a test @keyboard:${name}) and is not declared without keyboard use`),
  ...names.filter((name) => journeys(name).length > 0 && name in widgetsWithoutKeyboardUse).map((name) => `${name} has a keyboard journey but is declared without keyboard use`),
  ...Object.keys(widgetsWithoutKeyboardUse).filter((name) => !names.includes(name)).map((name) => `${name} is declared without keyboard use but is not in the catalogue`),
  ...[...tagged.keys()].filter((tag) => tag.startsWith('@keyboard:') && !names.includes(tag.slice('@keyboard:'.length))).map((tag) => `${tag} names no widget of the catalogue`),
];

const table = [
  '| widget | keyboard-only journey (browser test) |',
  '|---|---|',
  ...names.map((name) => `| ${name} | ${
    name in widgetsWithoutKeyboardUse
      ? `none: ${widgetsWithoutKeyboardUse[name]}`
      : journeys(name).map((test) => `${path.basename(test.file)}: ${test.title}`).join('<br>')
  } |`),
].join('\n');

const readme = readFileSync(README, 'utf8');
const { current, replaced } = readmeSection(readme, 'keyboard-journeys');
if (problems.length > 0) {
  console.error(`keyboard journeys:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exitCode = 1;
} else if (process.argv.includes('--write')) {
  writeFileSync(README, replaced(table));
  console.log(table);
} else if (current !== table) {
  console.error(`keyboard journeys: the README's table is not the code's; run npm run keyboard-journeys -- --write. The code's:\n${table}`);
  process.exitCode = 1;
} else {
  console.log(table);
}
