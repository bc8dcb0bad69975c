// Names for the theme's unnamed controls: given only where the control has no name of its own, and taken back.
import { describe, expect, it } from 'vitest';
import { nameUnlabelled } from './unlabelled.ts';

describe('nameUnlabelled', () => {
  it('names an empty button and a title-only field, and takes the names back', () => {
    document.body.innerHTML = '<button id="empty"></button><input id="field" type="search" title="Rechercher :">';
    const button = document.getElementById('empty') as HTMLButtonElement;
    const field = document.getElementById('field') as HTMLInputElement;
    const undoButton = nameUnlabelled(button, 'Rechercher');
    const undoField = nameUnlabelled(field, 'Rechercher');
    expect(button.getAttribute('aria-label')).toBe('Rechercher');
    expect(field.getAttribute('aria-label')).toBe('Rechercher');
    undoButton();
    undoField();
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(field.hasAttribute('aria-label')).toBe(false);
  });

  it('leaves controls that have a name alone', () => {
    document.body.innerHTML = '<button id="text">Envoyer</button><label for="labelled">Nom</label><input id="labelled"><input id="named" aria-label="Ville">';
    nameUnlabelled(document.getElementById('text') as HTMLButtonElement, 'Rechercher')();
    nameUnlabelled(document.getElementById('labelled') as HTMLInputElement, 'Rechercher');
    nameUnlabelled(document.getElementById('named') as HTMLInputElement, 'Rechercher')();
    expect(document.getElementById('text')!.hasAttribute('aria-label')).toBe(false);
    expect(document.getElementById('labelled')!.hasAttribute('aria-label')).toBe(false);
    expect(document.getElementById('named')!.getAttribute('aria-label')).toBe('Ville');
    expect(nameUnlabelled(null, 'Rechercher')).toBeTypeOf('function');
  });
});
