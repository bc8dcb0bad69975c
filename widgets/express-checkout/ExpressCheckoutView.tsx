// The express button's React tree: the spot the Express Checkout Element mounts into, started once React
// has put it in the page and stopped when the widget unmounts.
import { useEffect, useRef } from 'react';

export interface ExpressCheckoutViewProps {
  /** Starts the button inside `host` (it stops with the widget's unmount). */
  start(host: HTMLElement): void;
}

export function ExpressCheckoutView({ start }: ExpressCheckoutViewProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (host.current) start(host.current);
  }, [start]);
  return <div className="fondant-express-checkout" ref={host} />;
}
