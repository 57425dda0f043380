import { Image } from "~/components/image/Image";
import type { ResponsiveImage } from "~/components/image/types";

interface Props {
  /** None where the owner has no picture for the page's top: the dark ground alone. */
  image: ResponsiveImage | undefined;
  /** The dark gradient over the picture that keeps white text at 4.5:1 or better. */
  overlayClassName?: string;
  /** Which part of the picture stays in view when it is cropped. */
  imgPositionClassName?: string;
}

/**
 * A page hero's background: the page's one priority picture (decorative, so
 * alt="") under a dark gradient. Place it first inside a `relative isolate` section.
 */
export function HeroBackdrop({
  image,
  overlayClassName = "from-charcoal/95 via-charcoal/85 to-charcoal/60",
  imgPositionClassName = "",
}: Props) {
  return (
    <>
      {image && (
        <Image
          image={image}
          alt=""
          priority
          sizes="100vw"
          className="absolute inset-0 -z-10 size-full"
          imgClassName={`size-full object-cover ${imgPositionClassName}`}
        />
      )}
      <div aria-hidden="true" className={`absolute inset-0 -z-10 bg-gradient-to-r ${overlayClassName}`} />
    </>
  );
}
