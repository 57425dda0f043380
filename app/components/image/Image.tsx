import type { CSSProperties } from "react";
import { preload } from "react-dom";
import type { ResponsiveImage } from "./types";
import { fallbackSrc, intrinsicSize, srcSet } from "./urls";

export interface ImageProps {
  image: ResponsiveImage;
  /** Required: describe the picture, or pass "" when it is decorative. */
  alt: string;
  /** How wide the picture is drawn, e.g. "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** The one above-the-fold picture of a page: eager, high priority, preloaded. */
  priority?: boolean;
  /** Class of the <picture> wrapper. */
  className?: string;
  /** Class of the <img>, e.g. "h-full w-full object-cover". */
  imgClassName?: string;
}

/** The site's only way to show a raster picture: responsive, lazy, no layout shift. */
export function Image({ image, alt, sizes, priority = false, className, imgClassName }: ImageProps) {
  const { width, height } = intrinsicSize(image);
  const webp = srcSet(image, "webp");
  const avif = image.avif ? srcSet(image, "avif") : null;
  if (priority) {
    // React hoists this into <head>, so the prerendered HTML starts the download before CSS layout.
    preload(fallbackSrc(image), {
      as: "image",
      imageSrcSet: avif ?? webp,
      imageSizes: sizes,
      fetchPriority: "high",
      ...(avif ? { type: "image/avif" } : {}),
    });
  }
  const style: CSSProperties = { aspectRatio: `${width} / ${height}`, backgroundColor: image.ph };
  // WebP is the <img>'s own srcset (every browser in use decodes it), so it needs no <source>:
  // a second copy of the list would add ~300 bytes of HTML per picture (200 on the gallery).
  return (
    <picture className={className}>
      {avif && <source type="image/avif" srcSet={avif} sizes={sizes} />}
      <img
        src={fallbackSrc(image)}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        srcSet={webp}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName}
        style={style}
      />
    </picture>
  );
}
