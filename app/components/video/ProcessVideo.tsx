import Loader2 from "lucide-react/icons/loader-2";
import Pause from "lucide-react/icons/pause";
import Play from "lucide-react/icons/play";
import RotateCw from "lucide-react/icons/rotate-cw";
import VideoOff from "lucide-react/icons/video-off";
import { useEffect, useRef, useState, type ReactNode } from "react";

type Status = "loading" | "playing" | "paused" | "error";

interface Props {
  src: string;
  /** The poster picture (an <img> from the Image component), shown until the video plays. */
  poster: ReactNode;
  posterUrl?: string;
  /** What the video shows, for screen readers. */
  label: string;
  width: number;
  height: number;
}

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/**
 * The testimonial/process video: muted, looped, started when it comes into
 * view (not under reduced motion). Nothing is downloaded before then
 * (preload="none"). A loading indicator shows until its data arrives; a
 * click, Enter or Space toggles play and pause; if it fails, 'Video
 * unavailable' with a Retry button that reloads the page.
 */
export function ProcessVideo({ src, poster, posterUrl, label, width, height }: Props) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [status, setStatus] = useState<Status>("loading");

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // An error that happened before hydration has no listener to report it.
    if (video.error) {
      setStatus("error");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        if (prefersReducedMotion()) {
          video.preload = "auto";
          video.load();
        } else {
          video.play().catch(() => {
            // Autoplay refused or the load failed: the error/pause handlers set the state.
          });
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(video);
    return () => observer.disconnect();
  }, []);

  function toggle() {
    const video = videoRef.current;
    if (!video || status === "error") return;
    if (video.paused) void video.play().catch(() => undefined);
    else video.pause();
  }

  return (
    <div
      className="relative overflow-hidden rounded-xl bg-charcoal shadow-lg"
      style={{ aspectRatio: `${width} / ${height}` }}
    >
      <div className="absolute inset-0" aria-hidden="true">
        {poster}
      </div>
      <video
        ref={videoRef}
        className="absolute inset-0 size-full object-cover"
        src={src}
        poster={posterUrl}
        width={width}
        height={height}
        muted
        loop
        playsInline
        preload="none"
        aria-label={label}
        onLoadedData={() => setStatus((s) => (s === "loading" ? (videoRef.current?.paused ? "paused" : "playing") : s))}
        onPlaying={() => setStatus("playing")}
        onPause={() => setStatus((s) => (s === "error" ? s : "paused"))}
        onError={() => setStatus("error")}
      />

      {status === "error" ? (
        <div
          role="alert"
          className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-charcoal/90 text-white"
        >
          <VideoOff aria-hidden="true" className="size-10" />
          <p className="text-lg font-semibold">Video unavailable</p>
          <button type="button" onClick={() => window.location.reload()} className="btn-primary">
            <RotateCw aria-hidden="true" className="size-4" />
            Retry
          </button>
        </div>
      ) : (
        <button
          type="button"
          onClick={toggle}
          aria-label={status === "playing" ? "Pause video" : "Play video"}
          // Without scripts it could do nothing: the browser shows the video's own controls instead.
          className="group focus-inset absolute inset-0 flex items-start justify-end p-3 [@media(scripting:none)]:hidden"
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-charcoal/80 text-white shadow-lg group-hover:bg-brand-deep">
            {status === "playing" ? (
              <Pause aria-hidden="true" className="size-5" />
            ) : (
              <Play aria-hidden="true" className="size-5" />
            )}
          </span>
        </button>
      )}

      {status === "loading" && (
        <div
          role="status"
          className="pointer-events-none absolute inset-0 flex items-center justify-center [@media(scripting:none)]:hidden"
        >
          <span className="flex items-center gap-2 rounded-full bg-charcoal/80 px-4 py-2 text-white">
            <Loader2 aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
            Loading video…
          </span>
        </div>
      )}
    </div>
  );
}
