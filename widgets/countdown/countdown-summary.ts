// The countdown said in French for screen readers, to the minute: « Temps restant : 3 jours, 4 heures, 12 minutes »
// (leading zero days and hours left out, as the digits mark them `zero`; 0 and 1 singular, as French has it),
// « moins d’une minute » in the last minute, then « Le compte à rebours est terminé. ».
import type { CountdownParts } from './remaining-time.ts';
import { t } from './countdown.strings.ts';

const frenchPlural = new Intl.PluralRules('fr');

const UNIT_KEYS = {
  days: ['countdownDaysOne', 'countdownDaysOther'],
  hours: ['countdownHoursOne', 'countdownHoursOther'],
  minutes: ['countdownMinutesOne', 'countdownMinutesOther'],
} as const;

type SpokenUnit = keyof typeof UNIT_KEYS;

const SPOKEN_UNITS: readonly SpokenUnit[] = ['days', 'hours', 'minutes'];

function unitText(unit: SpokenUnit, count: number): string {
  const [one, other] = UNIT_KEYS[unit];
  return t(frenchPlural.select(count) === 'one' ? one : other, { count });
}

export function countdownSummary(parts: CountdownParts): string {
  const firstSpoken = SPOKEN_UNITS.findIndex((unit) => parts[unit] !== 0);
  if (firstSpoken === -1) return parts.seconds === 0 ? t('countdownEnded') : t('countdownRemaining', { time: t('countdownUnderAMinute') });
  const time = SPOKEN_UNITS.slice(firstSpoken).map((unit) => unitText(unit, parts[unit])).join(', ');
  return t('countdownRemaining', { time });
}
