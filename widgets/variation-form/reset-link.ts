// The reset link ("Effacer", shown only with a choice): a click, Enter or Space clears every select (each a
// change), then announce_reset, reset_data and reset_focus. Those events, a plugin's too, put the announcement in
// `.reset_variations_alert` (cleared by the next change) and focus back on the first select.
import type { FormScope } from './form-scope.ts';

function resetSelection({ parts: { selects }, fire }: FormScope, event: Event): void {
  event.preventDefault();
  selects.forEach((select) => (select.value = ''));
  selects.forEach((select) => select.dispatchEvent(new Event('change', { bubbles: true })));
  fire('announce_reset');
  fire('reset_data');
  fire('reset_focus');
}

export function enableResetLink(scope: FormScope): void {
  const { context, parts: { resetLink, selects }, obey, setView } = scope;
  obey('announce_reset', () => setView('resetAnnounced', true));
  obey('clear_reset_announcement', () => setView('resetAnnounced', false));
  obey('reset_focus', () => selects[0]?.focus());
  if (!resetLink) return;
  context.listen(resetLink, 'click', (event) => resetSelection(scope, event));
  context.listen(resetLink, 'keydown', (event: KeyboardEvent) => {
    if (event.code === 'Enter' || event.code === 'Space') resetSelection(scope, event);
  });
}
