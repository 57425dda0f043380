import { Image } from "~/components/image/Image";
import { intrinsicSize } from "~/components/image/urls";
import { ProcessVideo } from "~/components/video/ProcessVideo";
import { images } from "~/generated/images";

/** The owner replaces public/video/process.mp4 (and the poster image) with the real video. */
const VIDEO_SRC = "/video/process.mp4";

/** The process video with its poster picture, as an island. */
export function ProcessVideoIsland() {
  const poster = images["video/poster"];
  const { width, height } = intrinsicSize(poster);
  return (
    <ProcessVideo
      src={VIDEO_SRC}
      label="Sample video: our crew building a fence, step by step"
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
