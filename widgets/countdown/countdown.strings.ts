// The countdown's own French strings for its screen-reader summary (the page config's i18n overrides them by key).
import { widgetStrings } from '../../core/config/strings.ts';

export const t = widgetStrings({
  countdownRemaining: 'Temps restant : {time}',
  countdownUnderAMinute: 'moins d’une minute',
  countdownDaysOne: '{count} jour',
  countdownDaysOther: '{count} jours',
  countdownHoursOne: '{count} heure',
  countdownHoursOther: '{count} heures',
  countdownMinutesOne: '{count} minute',
  countdownMinutesOther: '{count} minutes',
  countdownEnded: 'Le compte à rebours est terminé.',
} as const);
