import { useEffect, useRef, useState } from "react";
import { FALLBACK_PHOTO_URL, type Photo } from "#app/content/people-photos.ts";

const SIZE = 96;

/**
 * A client's photo (96 px, WebP at 1x and 2x). A missing photo, or one that fails to load,
 * is replaced by the fallback avatar. The photo is decorative: the name is always shown beside it.
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
  const ref = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(image === null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  const showFallback = failed || image === null;
  return (
    <img
      ref={ref}
      src={showFallback ? FALLBACK_PHOTO_URL : image.src}
      srcSet={showFallback ? undefined : image.srcSet}
      sizes={showFallback ? undefined : `${SIZE}px`}
      width={SIZE}
      height={SIZE}
      alt=""
      loading={lazy ? "lazy" : "eager"}
      decoding="async"
      data-fallback={showFallback ? "true" : undefined}
      onError={() => setFailed(true)}
      className={["size-20 shrink-0 rounded-full bg-slate-200 object-cover sm:size-24", className]
        .filter(Boolean)
        .join(" ")}
    />
  );
}
