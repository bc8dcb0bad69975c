// The review form mounted by the real registry on WordPress's comment form: the star radio group standing for
// select#rating (ARIA, pointer, keys, mirror, reset), the rating-required alert, and Ctrl/Cmd+Enter.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Registry } from '../../core/registry/registry.ts';
import { click, freshPage, shopConfig, startRegistry } from '../../core/testing/shop-page.ts';

const reviewForm = (ratingField = true) => `
  <div id="respond" class="comment-respond">
    <form action="/wp-comments-post.php" method="post" id="commentform" class="comment-form" data-fondant-load="ready">
      ${
        ratingField
          ? `<div class="comment-form-rating"><label for="rating" id="comment-form-rating-label">Votre note&nbsp;<span class="required">*</span></label>
             <select name="rating" id="rating" required>
               <option value="">Noter…</option><option value="5">Parfait</option><option value="4">Bien</option>
               <option value="3">Moyen</option><option value="2">Pas si mal</option><option value="1">Très mauvais</option>
             </select></div>`
          : ''
      }
      <p class="comment-form-comment"><label for="comment">Votre avis</label><textarea id="comment" name="comment" required></textarea></p>
      <p class="comment-form-author"><label for="author">Nom</label><input id="author" name="author" type="text" required></p>
      <p class="comment-notes"><a href="/politique-de-confidentialite/">Politique de confidentialité</a></p>
      <p class="form-submit"><input name="submit" type="submit" id="submit" class="submit" value="Soumettre"></p>
    </form>
  </div>`;

const form = () => document.querySelector<HTMLFormElement>('#commentform')!;
const select = () => document.querySelector<HTMLSelectElement>('select#rating')!;
const group = () => document.querySelector<HTMLElement>('[role=radiogroup]')!;
const stars = () => Array.from(document.querySelectorAll<HTMLElement>('[role=radio]'));
const checked = () => stars().map((star) => star.getAttribute('aria-checked') === 'true');
const tabStops = () => stars().map((star) => star.tabIndex);
const lit = () => stars().filter((star) => star.classList.contains('fondant-star--lit')).length;

function key(target: Element, name: string, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

function pointer(type: string, target: Element, pointerType: string): void {
  target.dispatchEvent(new PointerEvent(type, { bubbles: type !== 'pointerleave', pointerType }));
}

let registry: Registry | undefined;
let alerts: string[];
let submissions: FormData[];

async function mount(config: Record<string, unknown> = {}, html = reviewForm(), prepare = () => {}): Promise<void> {
  freshPage(html, { ...shopConfig, ...config });
  prepare();
  // What reaches the page's own submit listeners is a submission the browser would send.
  form().addEventListener('submit', (event) => {
    event.preventDefault();
    const { submitter } = event as SubmitEvent;
    submissions.push(new FormData(form(), submitter instanceof HTMLInputElement ? submitter : null));
  });
  const { reviewFormWidget } = await import('./review-form.widget.ts');
  registry = await startRegistry(reviewFormWidget);
  expect(form().getAttribute('data-fondant-mounted')).toBe('review-form');
}

function fillReview(): void {
  document.querySelector<HTMLTextAreaElement>('#comment')!.value = 'Formation très complète.';
  document.querySelector<HTMLInputElement>('#author')!.value = 'Claire';
}

beforeEach(() => {
  alerts = [];
  submissions = [];
  window.alert = vi.fn((message?: unknown) => void alerts.push(String(message)));
});

afterEach(() => {
  registry?.stop();
  registry = undefined;
});

describe('star rating', () => {
  it('replaces the select with a labelled radio group of five French-named stars, the select hidden but in the form', async () => {
    await mount();
    expect(group().getAttribute('aria-labelledby')).toBe('comment-form-rating-label');
    expect(group().getAttribute('aria-required')).toBe('true');
    // WooCommerce's own markup, which the theme's CSS draws: p.stars > span > a.star-N, named by its text.
    expect(group().parentElement!.matches('p.stars')).toBe(true);
    expect(group().parentElement!.nextElementSibling).toBe(select());
    expect(stars().map((star) => star.matches(`span > a.star-${stars().indexOf(star) + 1}[href="#"]`))).toEqual([true, true, true, true, true]);
    expect(stars().map((star) => star.textContent)).toEqual([
      '1 étoile sur 5',
      '2 étoiles sur 5',
      '3 étoiles sur 5',
      '4 étoiles sur 5',
      '5 étoiles sur 5',
    ]);
    expect(checked()).toEqual([false, false, false, false, false]);
    expect(tabStops()).toEqual([0, -1, -1, -1, -1]);
    expect(select().hidden).toBe(true);
    expect(select().required).toBe(false);
    expect(select().form).toBe(form());
    expect(group().parentElement!.classList.contains('selected')).toBe(false);
  });

  it('takes the star names from the config i18n (legacy i18n_rating_options land there too)', async () => {
    await mount({ i18n: { ratingOption3: 'Trois sur cinq' } });
    expect(stars()[2]!.textContent).toBe('Trois sur cinq');
    expect(stars()[2]!.getAttribute('aria-label')).toBe('Trois sur cinq');
  });

  it('checks a clicked star, mirrors it into the select with a change event, and can change it', async () => {
    await mount();
    const changes: string[] = [];
    select().addEventListener('change', () => changes.push(select().value));
    const first = click(stars()[3]!);
    expect(first.defaultPrevented, 'the star links to "#": not followed').toBe(true);
    expect(checked()).toEqual([false, false, false, true, false]);
    expect(tabStops()).toEqual([-1, -1, -1, 0, -1]);
    expect(stars().map((star) => star.classList.contains('active'))).toEqual([false, false, false, true, false]);
    expect(group().parentElement!.classList.contains('selected')).toBe(true);
    expect(lit()).toBe(4);
    expect(select().value).toBe('4');
    click(stars()[1]!);
    expect(select().value).toBe('2');
    expect(lit()).toBe(2);
    click(stars()[1]!);
    expect(changes).toEqual(['4', '2']);
  });

  it('moves and checks with the arrows (wrapping), checks with Space, and keeps focus on the checked star', async () => {
    await mount();
    stars()[0]!.focus();
    expect(key(stars()[0]!, ' ').defaultPrevented).toBe(true);
    expect(select().value).toBe('1');
    key(stars()[0]!, 'ArrowRight');
    key(stars()[1]!, 'ArrowDown');
    expect(select().value).toBe('3');
    expect(document.activeElement).toBe(stars()[2]);
    expect(tabStops()).toEqual([-1, -1, 0, -1, -1]);
    key(stars()[2]!, 'ArrowLeft');
    key(stars()[1]!, 'ArrowUp');
    key(stars()[0]!, 'ArrowUp');
    expect(select().value).toBe('5');
    expect(document.activeElement).toBe(stars()[4]);
    expect(key(stars()[4]!, 'Tab').defaultPrevented).toBe(false);
    expect(key(stars()[4]!, 'ArrowRight', { ctrlKey: true }).defaultPrevented).toBe(false);
  });

  it('swaps Left and Right in a right-to-left page', async () => {
    await mount({}, `<div dir="rtl">${reviewForm()}</div>`);
    key(stars()[0]!, 'ArrowLeft');
    expect(select().value).toBe('2');
  });

  it('previews a rating under the mouse, not under a touch, and shows the checked one again on leaving', async () => {
    await mount();
    click(stars()[1]!);
    pointer('pointerover', stars()[4]!, 'mouse');
    expect(lit()).toBe(5);
    expect(checked()).toEqual([false, true, false, false, false]);
    pointer('pointerleave', group(), 'mouse');
    expect(lit()).toBe(2);
    pointer('pointerover', stars()[4]!, 'touch');
    expect(lit()).toBe(2);
  });

  it('shows what the select holds at mount (restored form state), after a change made to it, and after a reset', async () => {
    await mount({}, reviewForm(), () => (select().value = '4'));
    expect(checked()).toEqual([false, false, false, true, false]);
    select().value = '2';
    select().dispatchEvent(new Event('change', { bubbles: true }));
    expect(lit()).toBe(2);
    form().reset();
    expect(select().value).toBe('');
    await vi.waitFor(() => expect(lit()).toBe(0));
    expect(checked()).toEqual([false, false, false, false, false]);
  });

  it('sends a click on the rating label to the stars, not to the hidden select', async () => {
    await mount();
    click(stars()[2]!);
    const event = click(document.querySelector('#comment-form-rating-label')!);
    expect(event.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(stars()[2]);
  });

  it('puts the select back as it was when unmounted', async () => {
    await mount();
    registry!.stop();
    registry = undefined;
    expect(group()).toBeNull();
    expect(select().hidden).toBe(false);
    expect(select().required).toBe(true);
  });
});

describe('rating required', () => {
  it('blocks a submission without a rating with the French alert, before the page’s listeners, and focuses the stars', async () => {
    await mount();
    fillReview();
    const event = new SubmitEvent('submit', { bubbles: true, cancelable: true });
    form().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(alerts).toEqual(['Veuillez sélectionner une note']);
    expect(submissions).toEqual([]);
    expect(document.activeElement).toBe(stars()[0]);
  });

  it('lets the review through once a star is checked, with the rating in the posted fields', async () => {
    await mount();
    fillReview();
    click(stars()[4]!);
    form().requestSubmit();
    expect(alerts).toEqual([]);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.get('rating')).toBe('5');
  });

  it('uses the overriding text, and lets an unrated review through when the shop does not require a rating', async () => {
    await mount({ i18n: { ratingRequired: 'Merci de choisir une note.' } });
    form().dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(alerts).toEqual(['Merci de choisir une note.']);
    registry!.stop();
    await mount({ reviewRatingRequired: false });
    form().dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(alerts).toEqual(['Merci de choisir une note.']);
    expect(submissions).toHaveLength(1);
    expect(group().hasAttribute('aria-required')).toBe(false);
  });

  it('leaves a comment form without a rating field alone', async () => {
    await mount({}, reviewForm(false));
    form().dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(alerts).toEqual([]);
    expect(submissions).toHaveLength(1);
    expect(group()).toBeNull();
  });
});

describe('Ctrl/Cmd+Enter', () => {
  it('submits through requestSubmit like the submit button, so the rating check runs', async () => {
    await mount();
    fillReview();
    const requestSubmit = vi.spyOn(form(), 'requestSubmit');
    const event = key(document.querySelector('#comment')!, 'Enter', { ctrlKey: true });
    expect(event.defaultPrevented).toBe(true);
    expect(requestSubmit).toHaveBeenCalledWith(document.querySelector('#submit'));
    expect(alerts).toEqual(['Veuillez sélectionner une note']);
    key(stars()[0]!, 'ArrowRight');
    key(document.querySelector('#author')!, 'Enter', { metaKey: true });
    expect(submissions).toHaveLength(1);
    expect(submissions[0]!.get('rating')).toBe('2');
    expect(submissions[0]!.get('submit')).toBe('Soumettre');
  });

  it('does nothing when focus is in a link, and nothing for plain Enter', async () => {
    await mount();
    const requestSubmit = vi.spyOn(form(), 'requestSubmit');
    expect(key(document.querySelector('.comment-notes a')!, 'Enter', { ctrlKey: true }).defaultPrevented).toBe(false);
    expect(key(document.querySelector('#comment')!, 'Enter').defaultPrevented).toBe(false);
    expect(requestSubmit).not.toHaveBeenCalled();
    expect(alerts).toEqual([]);
  });

  it('works in a comment form without a rating field', async () => {
    await mount({}, reviewForm(false));
    fillReview();
    key(document.querySelector('#comment')!, 'Enter', { ctrlKey: true });
    expect(submissions).toHaveLength(1);
  });
});
