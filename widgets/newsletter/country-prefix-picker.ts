// Brevo's SMS country prefix picker (`.sib-country-block` toggle, `ul.sib-country-list`) as the WAI-ARIA
// select-only combobox: the toggle is a focusable combobox naming the chosen country, the list a listbox of
// options with the plugin's own classes, built from the country list (country-list.ts) on first opening. Keys:
// arrows, Home, End, Enter, Space, Escape, Alt+arrows and type-ahead; a click outside closes. Choosing a country
// sets the hidden `sib_SMS_prefix`, swaps the prefix at the start of the number, and shows the country's flag
// (`flag_url` + code + .png). The choice survives the form's reset (restoreAfterReset).
import type { HttpError } from '../../core/http/http-error.ts';
import type { MountContext } from '../../core/registry/define-widget.ts';
import { fetchCountryList, type Country } from './country-list.ts';
import type { NewsletterSettings } from './newsletter-settings.ts';
import { t } from './newsletter.strings.ts';

const ACTIVE_CLASS = 'fondant-option-active';
const TYPE_AHEAD_MS = 500;

let nextId = 0;

export interface PrefixPicker {
  restoreAfterReset(): void;
}

type PickerContext = Pick<MountContext<unknown>, 'listen' | 'guard' | 'signal'>;

function normalized(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function flagAddress(flagUrl: string | undefined, code: string): string | null {
  if (!flagUrl) return null;
  try {
    const url = new URL(`${code}.png`, new URL(flagUrl.endsWith('/') ? flagUrl : `${flagUrl}/`, document.baseURI));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function mountPrefixPicker(form: HTMLFormElement, settings: NewsletterSettings, context: PickerContext): PrefixPicker | null {
  const block = form.querySelector<HTMLElement>('.sib-country-block');
  const list = form.querySelector<HTMLUListElement>('ul.sib-country-list');
  const prefixInput = form.querySelector<HTMLInputElement>('input[name="sib_SMS_prefix"]');
  const sms = form.querySelector<HTMLInputElement>('input.sib-sms');
  if (!block || !list || !prefixInput) return null;
  const combobox = block.querySelector<HTMLElement>('.sib-toggle') ?? block;
  const flag = block.querySelector<HTMLElement>('.sib-cflags');
  const id = `fondant-country-list-${(nextId += 1)}`;

  let countries: Country[] = [];
  let chosen = prefixInput.value.trim() || '+33';
  let active = -1;
  let typed = '';
  let typedAt = 0;
  let opening = false;

  list.id ||= id;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', t('countryPrefix'));
  list.hidden = true;
  combobox.setAttribute('role', 'combobox');
  combobox.tabIndex = 0;
  combobox.setAttribute('aria-haspopup', 'listbox');
  combobox.setAttribute('aria-controls', list.id);
  combobox.setAttribute('aria-expanded', 'false');
  combobox.setAttribute('aria-label', t('countryPrefix'));
  const value = combobox.querySelector<HTMLElement>('.fondant-country-value') ?? document.createElement('span');
  value.className = 'fondant-country-value screen-reader-text';
  combobox.append(value);
  let status = form.querySelector<HTMLElement>(`[data-fondant-status-of="${list.id}"]`);
  if (!status) {
    status = document.createElement('div');
    status.className = 'sib-country-list-status';
    status.dataset['fondantStatusOf'] = list.id;
    status.setAttribute('role', 'status');
    list.after(status);
  }
  const statusBox = status;
  statusBox.textContent = '';

  const chosenCountry = () => countries.find((country) => `+${country.dial}` === chosen);
  const describeChoice = () => {
    const country = chosenCountry();
    value.textContent = country ? `${country.name} (${chosen})` : chosen;
  };
  const options = () => [...list.querySelectorAll<HTMLElement>('li[role=option]')];

  const setActive = (index: number) => {
    const all = options();
    if (all.length === 0) return;
    active = Math.max(0, Math.min(all.length - 1, index));
    all.forEach((option, position) => option.classList.toggle(ACTIVE_CLASS, position === active));
    combobox.setAttribute('aria-activedescendant', all[active]!.id);
    all[active]!.scrollIntoView?.({ block: 'nearest' });
  };

  const build = () => {
    list.replaceChildren(
      ...countries.map((country, index) => {
        const option = document.createElement('li');
        option.className = 'sib-country-prefix';
        option.id = `${list.id}-${index}`;
        option.setAttribute('role', 'option');
        option.dataset['countryCode'] = country.code;
        option.dataset['dialCode'] = country.dial;
        option.setAttribute('aria-selected', String(`+${country.dial}` === chosen));
        const flagBox = document.createElement('div');
        flagBox.className = 'sib-flag-box';
        const flagPicture = document.createElement('div');
        flagPicture.className = `sib-flag ${country.code.toUpperCase()}`;
        const flagUrl = flagAddress(settings.flagUrl, country.code);
        if (flagUrl) flagPicture.style.backgroundImage = `url("${flagUrl}")`;
        flagBox.append(flagPicture);
        const name = document.createElement('span');
        name.className = 'sib-country-name';
        name.textContent = country.name;
        const dial = document.createElement('span');
        dial.className = 'sib-dial-code';
        dial.textContent = ` +${country.dial}`;
        option.append(flagBox, name, dial);
        return option;
      }),
    );
  };

  const close = () => {
    list.hidden = true;
    combobox.setAttribute('aria-expanded', 'false');
    combobox.removeAttribute('aria-activedescendant');
  };

  const open = async (then: () => void = () => setActive(Math.max(0, countries.findIndex((country) => `+${country.dial}` === chosen)))) => {
    if (!list.hidden || opening) return;
    if (countries.length === 0) {
      opening = true;
      combobox.setAttribute('aria-busy', 'true');
      statusBox.textContent = t('countryListLoading');
      try {
        countries = await fetchCountryList(settings.ajaxUrl, settings.nonce, settings.requestTimeout);
        if (countries.length === 0) throw new Error('empty country list');
        statusBox.textContent = '';
      } catch (error) {
        countries = [];
        const reason = (error as Partial<HttpError>).name === 'HttpError' ? (error as HttpError).message : '';
        statusBox.textContent = t('countryListFailed', { reason }).trim();
        return;
      } finally {
        opening = false;
        combobox.removeAttribute('aria-busy');
      }
      if (context.signal.aborted) return;
      build();
      describeChoice();
    }
    statusBox.textContent = '';
    list.hidden = false;
    combobox.setAttribute('aria-expanded', 'true');
    then();
  };

  const choose = (index: number) => {
    const country = countries[index];
    if (!country) return;
    const previous = chosen;
    chosen = `+${country.dial}`;
    prefixInput.value = chosen;
    if (sms) {
      const number = sms.value.trim();
      if (number === '' || number === previous) sms.value = chosen;
      else if (number.startsWith(previous)) sms.value = chosen + number.slice(previous.length);
    }
    if (flag) {
      flag.dataset['dialCode'] = country.dial;
      flag.dataset['countryCode'] = country.code;
      const flagUrl = flagAddress(settings.flagUrl, country.code);
      if (flagUrl) flag.style.backgroundImage = `url("${flagUrl}")`;
    }
    options().forEach((option, position) => option.setAttribute('aria-selected', String(position === index)));
    describeChoice();
  };

  const typeAhead = (character: string) => {
    const now = Date.now();
    typed = now - typedAt > TYPE_AHEAD_MS ? character : typed + character;
    typedAt = now;
    const wanted = normalized(typed);
    const from = typed.length === 1 ? active + 1 : active;
    const order = countries.map((_, index) => (from + index) % countries.length);
    const match = order.find((index) => normalized(countries[index]!.name).startsWith(wanted));
    if (match !== undefined) setActive(match);
  };

  const onKey = (event: KeyboardEvent) => {
    const expanded = !list.hidden;
    const { key } = event;
    if (!expanded) {
      if (key === 'ArrowDown' || key === 'ArrowUp' || key === 'Enter' || key === ' ' || key === 'Home' || key === 'End') {
        event.preventDefault();
        void open(key === 'Home' ? () => setActive(0) : key === 'End' ? () => setActive(countries.length - 1) : undefined);
      } else if (key.length === 1 && /\S/.test(key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
        event.preventDefault();
        void open(() => typeAhead(key));
      }
      return;
    }
    if (key === 'ArrowDown' && event.altKey) return;
    const moves: Record<string, () => number> = {
      ArrowDown: () => active + 1,
      ArrowUp: () => active - 1,
      Home: () => 0,
      End: () => countries.length - 1,
      PageDown: () => active + 10,
      PageUp: () => active - 10,
    };
    if ((key === 'ArrowUp' && event.altKey) || key === 'Enter' || key === ' ') {
      event.preventDefault();
      choose(active);
      close();
    } else if (key === 'Escape') {
      event.preventDefault();
      close();
    } else if (key === 'Tab') {
      close();
    } else if (moves[key]) {
      event.preventDefault();
      setActive(moves[key]());
    } else if (key.length === 1 && /\S/.test(key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      typeAhead(key);
    }
  };

  context.listen(combobox, 'keydown', onKey);
  context.listen(combobox, 'click', () => (list.hidden ? void open() : close()));
  context.listen(list, 'click', (event) => {
    const option = (event.target as Element).closest<HTMLElement>('li[role=option]');
    if (!option) return;
    choose(options().indexOf(option));
    close();
    combobox.focus();
  });
  context.listen(document, 'pointerdown', (event) => {
    const target = event.target as Node;
    if (!list.hidden && !block.contains(target) && !list.contains(target)) close();
  });

  describeChoice();
  return {
    restoreAfterReset() {
      prefixInput.value = chosen;
      if (sms) sms.value = chosen;
    },
  };
}
