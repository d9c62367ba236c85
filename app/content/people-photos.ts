// Client photos shipped under public/images/people/ (made illustrations, regenerated from their
// SVG sources by scripts/make-images.sh). Each photo exists as WebP at 96 and 192 pixels.

export interface Photo {
  /** The 1x image (96 px). */
  src: string;
  /** The 1x and 2x WebP candidates. */
  srcSet: string;
}

const DIR = "/images/people";

/** Shown when a client has no photo or when the photo fails to load. */
export const FALLBACK_PHOTO_URL = `${DIR}/avatar-fallback.svg`;

/** The photo of a file name under public/images/people/ ("dana-m" → dana-m-96.webp, dana-m-192.webp). */
export function peoplePhoto(name: string): Photo {
  return {
    src: `${DIR}/${name}-96.webp`,
    srcSet: `${DIR}/${name}-96.webp 96w, ${DIR}/${name}-192.webp 192w`,
  };
}
