// What screen readers get of a counting number: its final value from the start, in a visually hidden span, while
// the counting digits are hidden from them (the theme's digits change many times a second).

export function speakFinalValue(shown: HTMLElement, finalText: string): void {
  const spoken = document.createElement('span');
  spoken.className = 'screen-reader-text';
  spoken.textContent = finalText;
  shown.setAttribute('aria-hidden', 'true');
  shown.after(spoken);
}
