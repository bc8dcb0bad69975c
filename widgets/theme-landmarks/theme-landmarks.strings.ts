// The French name of the theme's top bar as a landmark.
export const TOP_BAR_LABEL = 'Coordonnées et compte';
