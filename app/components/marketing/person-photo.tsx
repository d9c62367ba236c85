import { FALLBACK_PHOTO_URL, type Photo } from "#app/content/people-photos.ts";

const SIZE = 96;

/**
 * A client's photo (96 px, WebP at 1x and 2x). A missing photo is replaced by the fallback
 * avatar; one that fails to load shows it too, without a script: the avatar is the image's CSS
 * background, which a broken image (decorative, `alt=""`) leaves uncovered. The photo is
 * decorative: the name is always shown beside it.
 */
export function PersonPhoto({
  image,
  lazy = true,
  className,
}: {
  image: Photo | null;
  /** Below-the-fold photos load lazily; the first visible one should not. */
  lazy?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image ? image.src : FALLBACK_PHOTO_URL}
      srcSet={image?.srcSet}
      sizes={image ? `${SIZE}px` : undefined}
      width={SIZE}
      height={SIZE}
      alt=""
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      data-fallback={image ? undefined : "true"}
      style={image ? { backgroundImage: `url(${FALLBACK_PHOTO_URL})` } : undefined}
      className={["size-20 shrink-0 rounded-full bg-slate-200 bg-cover object-cover sm:size-24", className]
        .filter(Boolean)
        .join(" ")}
    />
  );
}
