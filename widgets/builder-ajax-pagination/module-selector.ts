// The module's identity as the theme's script takes it (reference §10a.4): the wrapper's class list without the
// entrance-animation and lazy-load classes the script adds or removes on the client (and `et-animated`, which the
// theme's waypoints add on the client too), as one compound class selector. Its order class (`et_pb_blog_0`) makes it unique on the page, so the same module is found by it in the
// page the server answers.

const CLIENT_CLASSES = /^(?:et_animated|et-animated|et_is_animating|et_had_animation|infinite|et-waypoint|transformAnim|lazyload|lazyloaded|(?:fade|slide|bounce|zoom|flip|fold|roll)(?:Top|Right|Bottom|Left)?)$/;

export const CONTAINER_CLASS = 'et_pb_ajax_pagination_container';

export function moduleSelector(module: Element): string {
  return (module.getAttribute('class') ?? '')
    .split(/\s+/)
    .filter((name) => name !== '' && !CLIENT_CLASSES.test(name))
    .map((name) => `.${CSS.escape(name)}`)
    .join('');
}

/** The module's own pagination container (not one of a module nested in it); null when it has none. */
export function ownContainer(module: Element): HTMLElement | null {
  for (const container of module.querySelectorAll<HTMLElement>(`.${CONTAINER_CLASS}`)) {
    if (container.parentElement?.closest('.et_pb_module') === module) return container;
  }
  return null;
}

/** Where the same module's container is in an answered page. */
export const answeredContainerSelector = (selector: string): string => `${selector} .${CONTAINER_CLASS}`;
