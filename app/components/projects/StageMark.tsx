import type { PhotoStage } from "~/content/projectsSchema";
import { projectTexts } from "~/content";

/** The mark on a before or after photo, in the owner's words; none on a photo marked neither. */
export function StageMark({ stage, className = "" }: { stage: PhotoStage | undefined; className?: string }) {
  if (!stage) return null;
  return (
    <span
      className={`pointer-events-none absolute top-2 left-2 rounded-sm px-2 py-0.5 text-sm font-semibold tracking-wide uppercase shadow-sm ${
        stage === "before" ? "bg-charcoal/85 text-white" : "bg-white/95 text-charcoal"
      } ${className}`}
    >
      {projectTexts[stage]}
    </span>
  );
}
