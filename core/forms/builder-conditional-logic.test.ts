// The builder's conditional rules, operator by operator (the contact form's tests apply them to its fields).
import { describe, expect, it } from 'vitest';
import { ruleHolds } from './builder-conditional-logic.ts';

describe('ruleHolds', () => {
  it('applies each operator; greater and less only on numbers (a comma as decimal point)', () => {
    expect(ruleHolds(['Un stage'], 'is', 'Un stage')).toBe(true);
    expect(ruleHolds(['Un stage'], 'is', 'un stage')).toBe(false);
    expect(ruleHolds([], 'is not', 'Un stage')).toBe(true);
    expect(ruleHolds(['Hébergement', 'Repas'], 'is', 'Repas')).toBe(true);
    expect(ruleHolds(['ma commande 12'], 'contains', 'commande')).toBe(true);
    expect(ruleHolds(['ma commande 12'], 'does not contain', 'commande')).toBe(false);
    expect(ruleHolds([], 'is empty', '')).toBe(true);
    expect(ruleHolds(['x'], 'is not empty', '')).toBe(true);
    expect(ruleHolds(['2'], 'is greater', '1')).toBe(true);
    expect(ruleHolds(['1,5'], 'is greater', '1')).toBe(true);
    expect(ruleHolds(['0.5'], 'is less', '1')).toBe(true);
    expect(ruleHolds(['deux'], 'is greater', '1')).toBe(false);
    expect(ruleHolds(['2'], 'is greater', 'un')).toBe(false);
    expect(ruleHolds([], 'is less', '1')).toBe(false);
    expect(ruleHolds(['2'], 'is bigger', '1')).toBe(false);
  });
});
