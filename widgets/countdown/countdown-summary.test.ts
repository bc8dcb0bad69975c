// The French summary screen readers get: to the minute, leading zero days and hours left out, 0 and 1 singular.
import { describe, expect, it } from 'vitest';
import { countdownSummary } from './countdown-summary.ts';

describe('the countdown summary', () => {
  it('says days, hours and minutes, without the seconds', () => {
    expect(countdownSummary({ days: 3, hours: 4, minutes: 12, seconds: 40 })).toBe('Temps restant : 3 jours, 4 heures, 12 minutes');
  });

  it('uses the singular for 0 and 1, as French does', () => {
    expect(countdownSummary({ days: 1, hours: 0, minutes: 1, seconds: 0 })).toBe('Temps restant : 1 jour, 0 heure, 1 minute');
    expect(countdownSummary({ days: 2, hours: 1, minutes: 0, seconds: 5 })).toBe('Temps restant : 2 jours, 1 heure, 0 minute');
  });

  it('leaves out the leading zero days and hours', () => {
    expect(countdownSummary({ days: 0, hours: 23, minutes: 59, seconds: 59 })).toBe('Temps restant : 23 heures, 59 minutes');
    expect(countdownSummary({ days: 0, hours: 0, minutes: 5, seconds: 3 })).toBe('Temps restant : 5 minutes');
  });

  it('says less than a minute in the last minute', () => {
    expect(countdownSummary({ days: 0, hours: 0, minutes: 0, seconds: 59 })).toBe('Temps restant : moins d’une minute');
  });

  it('says the countdown is over at zero', () => {
    expect(countdownSummary({ days: 0, hours: 0, minutes: 0, seconds: 0 })).toBe('Le compte à rebours est terminé.');
  });
});
