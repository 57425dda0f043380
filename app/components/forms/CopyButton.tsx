import { useState } from "react";

type Result = "idle" | "copied" | "failed";

interface Props {
  text: string;
  label: string;
  className?: string;
  /** What the button is for, shown beside it (before the result, so the result reads last). */
  description?: string;
}

/** Copies a text; where the clipboard is unavailable, asks the visitor to copy it by hand. */
export function CopyButton({ text, label, className, description }: Props) {
  const [result, setResult] = useState<Result>("idle");

  async function copy() {
    try {
      // navigator.clipboard is missing on plain http and in some in-app browsers.
      if (!navigator.clipboard) throw new Error("no clipboard");
      await navigator.clipboard.writeText(text);
      setResult("copied");
    } catch {
      setResult("failed");
    }
  }

  return (
    <>
      <button type="button" onClick={copy} className={className}>
        {label}
      </button>
      {description && <span>{description}</span>}
      <span aria-live="polite" className="text-sm">
        {result === "copied" && "Copied."}
        {result === "failed" && "Copying did not work here: select the text and copy it yourself."}
      </span>
    </>
  );
}
