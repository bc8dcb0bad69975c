// One picture of a full-screen viewer: the full-size image and its size, the alt, the caption shown under it and
// the picture already on the page (shown while the full image loads; the zoom animation starts from it).

export interface ViewerItem {
  src: string;
  /** 0 when unknown: the viewer then takes the image's natural size once it has loaded. */
  width: number;
  height: number;
  alt: string;
  caption: string;
  /** What the page shows now: the viewer's placeholder while the large image loads. */
  msrc: string;
  /** The page's element the picture opens from (its img is where the zoom animation starts), if any. */
  element?: HTMLElement;
  /** The width and height are only the thumbnail's proportions: the loaded image's natural size replaces them. */
  sizeGuessed?: boolean;
}
