import { Image } from "~/components/image/Image";
import { intrinsicSize } from "~/components/image/urls";
import { ProcessVideo } from "~/components/video/ProcessVideo";
import { images, processVideoSrc } from "~/generated/images";

interface Props {
  /** What the video shows, read aloud (content/pages.yml, services.videoLabel). */
  label: string;
}

/** The process video (the owner's, chosen in the editor, or the shipped sample) with its poster picture, as an island. */
export function ProcessVideoIsland({ label }: Props) {
  const poster = images["video/poster"];
  const { width, height } = intrinsicSize(poster);
  return (
    <ProcessVideo
      src={processVideoSrc}
      label={label}
      width={width}
      height={height}
      poster={
        <Image
          image={poster}
          alt=""
          sizes="(min-width: 1024px) 584px, 92vw"
          className="size-full"
          imgClassName="size-full object-cover"
        />
      }
    />
  );
}
