// The search overlay's sizes as the theme sets them when it opens (reference §21, `et_set_search_form_css`): the
// container as high as `#main-header`'s inner height, the field's font size copied from the primary menu's links, and
// a max-width of the primary menu's width + 60 px — on the form for the left header style, else on the container.
// Returns the function that removes them again.

export function sizeSearchForm(container: HTMLElement): () => void {
  const header = document.getElementById('main-header');
  const menu = document.getElementById('top-menu');
  const menuLink = menu?.querySelector<HTMLElement>('li a');
  const input = container.querySelector<HTMLInputElement>('input');
  const form = container.querySelector<HTMLElement>('form');
  const wide = document.body.classList.contains('et_header_style_left') ? form : container;
  if (header) container.style.height = `${header.clientHeight}px`;
  if (input && menuLink) input.style.fontSize = getComputedStyle(menuLink).fontSize;
  if (wide && menu) wide.style.maxWidth = `${menu.getBoundingClientRect().width + 60}px`;
  return () => {
    container.style.removeProperty('height');
    input?.style.removeProperty('font-size');
    wide?.style.removeProperty('max-width');
  };
}
