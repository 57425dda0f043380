import { Reveal } from "~/components/motion/Reveal";
import { Island } from "~/islands/Island";
import { site } from "~/content";
import { processVideoSrc } from "~/generated/images";
import { SERVICES_REVEAL } from "./reveal";

/**
 * The steps and the process video. Its heading is the page texts': emptied, the section (the video
 * with it) is left out.
 */
export function ProcessSection() {
  const { processEyebrow, processHeading, videoLabel } = site.pages.services;
  if (!processHeading) return null;
  return (
    <Reveal
      as="section"
      {...SERVICES_REVEAL}
      aria-labelledby="process-title"
      className="bg-charcoal py-16 text-white sm:py-20"
    >
      {/* Without a video (none of the owner's, drawn samples off) the steps take the whole width. */}
      <div className={`container-site grid items-center gap-10 ${processVideoSrc ? "lg:grid-cols-2" : ""}`}>
        <div>
          {processEyebrow && (
            <p className="mb-2 font-semibold tracking-widest text-brand-light uppercase">{processEyebrow}</p>
          )}
          <h2 id="process-title" className="text-3xl font-semibold sm:text-4xl">
            {processHeading}
          </h2>
          {/* Beside the video the steps are one list; without it they share the width, two to a row. */}
          <ol className={processVideoSrc ? "mt-8 space-y-6" : "mt-8 grid gap-6 md:grid-cols-2 md:gap-x-10"}>
            {site.process.map((step) => (
              <li key={step.number} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-dark font-heading text-xl font-semibold"
                >
                  {step.number}
                </span>
                <div>
                  <h3 className="text-xl font-semibold">
                    <span className="sr-only">Step {step.number}: </span>
                    {step.title}
                  </h3>
                  <p className="mt-1 text-white/85">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
        {processVideoSrc && <Island name="ProcessVideoIsland" props={{ label: videoLabel, src: processVideoSrc }} />}
      </div>
    </Reveal>
  );
}
