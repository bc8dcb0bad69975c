// The page builder's screen modes (reference §0.3), from the window's width: desktop above 980 px, tablet from
// 768 to 980 px, phone up to 767 px.

export type ScreenMode = 'desktop' | 'tablet' | 'phone';

export function screenMode(width: number = document.documentElement.clientWidth || window.innerWidth): ScreenMode {
  if (width > 980) return 'desktop';
  if (width >= 768) return 'tablet';
  return 'phone';
}
