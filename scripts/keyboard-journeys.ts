// `npm run keyboard-journeys`: every widget of the catalogue either has a keyboard-only journey (a browser test
// tagged `@keyboard:<widget>`) or is declared without keyboard use, with the reason (widgets/keyboard-journeys.ts);
// no tag names a widget that is not in the catalogue. Prints the table; `--write` puts it in the README between its
// markers, and the default also checks that the README's table is the code's (npm test runs it).
import path from 'node:path';
import { widgetCatalogue } from '../widgets/catalogue.ts';
import { widgetsWithoutKeyboardUse } from '../widgets/keyboard-journeys.ts';
import { publishReadmeTable, testsByTag } from './test-tags.ts';

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

publishReadmeTable({ section: 'keyboard-journeys', label: 'keyboard journeys', table, problems });
