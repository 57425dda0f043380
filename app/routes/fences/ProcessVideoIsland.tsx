import { Image } from "~/components/image/Image";
import { intrinsicSize } from "~/components/image/urls";
import { ProcessVideo } from "~/components/video/ProcessVideo";
import { pictureAt } from "~/lib/pictures";

interface Props {
  /** What the video shows, read aloud (content/pages.yml, services.videoLabel). */
  label: string;
  /** The video's address (processVideoSrc, never null where the island is placed). */
  src: string;
}

/** The process video (the owner's, chosen in the editor, or the shipped sample) with its poster picture, as an island. */
export function ProcessVideoIsland({ label, src }: Props) {
  const poster = pictureAt("video/poster");
  // Without a poster the frame keeps the 16:9 of the video as filmed for the site.
  const { width, height } = poster ? intrinsicSize(poster) : { width: 1920, height: 1080 };
  return (
    <ProcessVideo
      src={src}
      label={label}
      width={width}
      height={height}
      poster={
        poster && (
          <Image
            image={poster}
            alt=""
            sizes="(min-width: 1024px) 584px, 92vw"
            className="size-full"
            imgClassName="size-full object-cover"
          />
        )
      }
    />
  );
}
