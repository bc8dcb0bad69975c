// Where an entrance animation starts from (reference §16): the inline transform its intensity gives, which the
// theme's keyframes animate to none. Slides move by twice the intensity in percent from their side (a centred
// slide grows like a zoom); zooms scale from 1 − intensity/100; flips and folds turn about X (top, bottom) or Y
// (left, right, centre) up to 90°, folds about their edge; rolls turn up to 360°. Fades, bounces and the module's
// own transform animation start untransformed.

export interface StartTransform {
  transform: string;
  origin: string;
}

const NONE: StartTransform = { transform: '', origin: '' };

function split(style: string): { kind: string; side: string } {
  const match = /^(slide|zoom|flip|fold|roll)(Top|Right|Bottom|Left)?$/.exec(style);
  return match ? { kind: match[1] ?? '', side: match[2] ?? '' } : { kind: '', side: '' };
}

export function startTransform(style: string, intensity: number): StartTransform {
  const { kind, side } = split(style);
  const scale = 1 - intensity / 100;
  const degrees = (full: number) => `${Math.round((full * intensity) / 100)}deg`;
  const sign = side === 'Top' || side === 'Left' ? -1 : 1;
  const turn = side === 'Top' || side === 'Bottom' ? 'rotateX' : 'rotateY';
  switch (kind) {
    case 'slide': {
      const distance = `${sign * 2 * intensity}%`;
      if (side === 'Top' || side === 'Bottom') return { transform: `translate3d(0, ${distance}, 0)`, origin: '' };
      if (side === 'Left' || side === 'Right') return { transform: `translate3d(${distance}, 0, 0)`, origin: '' };
      return { transform: `scale3d(${scale}, ${scale}, ${scale})`, origin: '' };
    }
    case 'zoom':
      return { transform: `scale3d(${scale}, ${scale}, ${scale})`, origin: side ? side.toLowerCase() : '' };
    case 'flip':
      return { transform: `perspective(2000px) ${turn}(${side === 'Top' || side === 'Right' ? '' : '-'}${degrees(90)})`, origin: '' };
    case 'fold':
      return { transform: `perspective(2000px) ${turn}(${side === 'Top' || side === 'Right' ? '-' : ''}${degrees(90)})`, origin: side ? side.toLowerCase() : '' };
    case 'roll':
      return { transform: `rotateZ(${side === 'Left' || side === 'Bottom' ? '' : '-'}${degrees(360)})`, origin: 'center' };
    default:
      return NONE;
  }
}
