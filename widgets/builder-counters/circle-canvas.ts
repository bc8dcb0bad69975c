// The circle counter's ring, drawn as easyPieChart draws it for the theme: a canvas the size of the module's inner
// circle (10 px when it has no width), the track in `data-color` (default black) at `data-alpha` (default 0.1), the
// bar in `data-bar-bg-color`, line width 5, from the top, clockwise; sharp on high-density screens.

const LINE_WIDTH = 5;

export interface Ring {
  canvas: HTMLCanvasElement;
  draw(percent: number): void;
}

export function createRing(inner: HTMLElement): Ring | null {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) return null;
  const size = inner.clientWidth || 10;
  const ratio = window.devicePixelRatio || 1;
  canvas.width = size * ratio;
  canvas.height = size * ratio;
  canvas.style.width = `${size}px`;
  canvas.style.height = `${size}px`;
  canvas.setAttribute('aria-hidden', 'true');
  const alpha = Number.parseFloat(inner.dataset['alpha'] ?? '');
  const track = inner.dataset['color'] || '#000000';
  const bar = inner.dataset['barBgColor'] || '#2ea3f2';
  const radius = (size - LINE_WIDTH) / 2;
  const draw = (percent: number) => {
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, size, size);
    context.lineWidth = LINE_WIDTH;
    context.globalAlpha = Number.isFinite(alpha) ? alpha : 0.1;
    context.strokeStyle = track;
    context.beginPath();
    context.arc(size / 2, size / 2, radius, 0, Math.PI * 2);
    context.stroke();
    context.globalAlpha = 1;
    context.strokeStyle = bar;
    context.beginPath();
    context.arc(size / 2, size / 2, radius, -Math.PI / 2, -Math.PI / 2 + (Math.PI * 2 * Math.min(100, Math.max(0, percent))) / 100);
    context.stroke();
  };
  return { canvas, draw };
}
