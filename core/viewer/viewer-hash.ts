// The viewer's place in the URL hash, PhotoSwipe style: `#gid=<gallery id>&pid=<1-based picture>`
// (PhotoSwipe 4's `#&gid=1&pid=2` is read too). A hash is only ever used stripped down to letters, digits,
// dash, underscore and pipe; here `=` and `&` are the structure, so the rule applies to the values:
// a value with any other character makes the whole hash ignored (never "repaired" into another picture).

export interface GalleryHash {
  gid: string;
  /** 1-based, as shown by the counter. */
  pid: number;
}

const GALLERY_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PICTURE_ID = /^[1-9][0-9]{0,3}$/;

/** Whether a value can be a gallery id in the hash: 1 to 64 letters, digits, - or _. */
export function isGalleryId(value: string): boolean {
  return GALLERY_ID.test(value);
}

/** `#gid=1&pid=2` → {gid: '1', pid: 2}; anything else (other keys, repeated keys, bad values) → null. */
export function parseGalleryHash(hash: string): GalleryHash | null {
  const pairs = hash.replace(/^#&?/, '').split('&');
  if (pairs.length !== 2) return null;
  const values = new Map<string, string>();
  for (const pair of pairs) {
    const [key, value, ...rest] = pair.split('=');
    if (rest.length > 0 || value === undefined || (key !== 'gid' && key !== 'pid') || values.has(key)) return null;
    values.set(key, value);
  }
  const gid = values.get('gid');
  const pid = values.get('pid');
  if (gid === undefined || pid === undefined || !isGalleryId(gid) || !PICTURE_ID.test(pid)) return null;
  return { gid, pid: Number(pid) };
}

export function formatGalleryHash({ gid, pid }: GalleryHash): string {
  return `#gid=${gid}&pid=${pid}`;
}
