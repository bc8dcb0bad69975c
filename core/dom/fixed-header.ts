// The height the theme's fixed header covers at the top of the window (the admin bar when fixed, `#top-header` and
// `#main-header` when the navigation is fixed and not vertical): the theme scrolls a module that height plus 50 px
// below the window's top (an accordion item brought back into view, an ajax-paginated module after its swap).

export function fixedHeaderHeight(doc: Document = document): number {
  const body = doc.body;
  const bar = doc.getElementById('wpadminbar');
  let height = bar && getComputedStyle(bar).position === 'fixed' ? bar.offsetHeight : 0;
  if (body.classList.contains('et_fixed_nav') && !body.classList.contains('et_vertical_nav')) {
    for (const id of ['top-header', 'main-header']) height += doc.getElementById(id)?.offsetHeight ?? 0;
  }
  return height;
}
