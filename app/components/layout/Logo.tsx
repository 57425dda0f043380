import { business } from "~/content";

/** Fence-and-roof mark with the company name; links home. */
export function Logo({ tone = "dark", onNavigate }: { tone?: "dark" | "light"; onNavigate?: () => void }) {
  const textColour = tone === "dark" ? "text-charcoal" : "text-white";
  return (
    // The name gives way first when the row is short (a 320 px screen, enlarged text): on the
    // narrowest screens only the mark shows, and otherwise a long name ends in an ellipsis, so the
    // call and estimate buttons beside it always stay on screen.
    <a href="/" onClick={onNavigate} className={`flex min-h-11 min-w-0 items-center gap-2.5 ${textColour}`}>
      <LogoMark className="h-9 w-9 shrink-0" />
      <span className="min-w-0 truncate font-heading text-lg leading-none font-semibold tracking-wide uppercase max-[359px]:sr-only sm:text-xl">
        {business.shortName}
        <span className="sr-only">, home</span>
      </span>
    </a>
  );
}

export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" className={className} aria-hidden="true" focusable="false">
      <path d="M20 3 3 16h4v3h26v-3h4z" fill="#65782f" />
      <g fill="#b0713a">
        <path d="M7 21h4v16H7zM14.5 21h4v16h-4zM22 21h4v16h-4zM29.5 21h4v16h-4z" />
        <path d="M9 19l-2 2h4zM16.5 19l-2 2h4zM24 19l-2 2h4zM31.5 19l-2 2h4z" />
      </g>
      <path d="M5 25h30v2.5H5zM5 32h30v2.5H5z" fill="#8a5527" />
    </svg>
  );
}
