import { lazy, useEffect, useRef, useState, type ComponentType, type RefObject } from "react";
import { LazySection } from "~/components/motion/LazySection";
import { observeRevealsIn } from "~/lib/reveal";

type Loader = () => Promise<{ default: ComponentType }>;

/** The prerendered markup of a static section, when the page being hydrated has it. */
function prerenderedHtml(id: string): string | null {
  if (typeof document === "undefined") return null;
  return document.querySelector(`[data-static="${id}"]`)?.innerHTML ?? null;
}

/**
 * The router scrolls to a URL's #anchor as soon as the page renders, before
 * a section's code has arrived: once it has, finish the job (for example
 * /fences#wood reached from another page).
 */
function ScrollToAnchorInside({ section }: { section: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target && section.current?.contains(target)) target.scrollIntoView();
  }, [section]);
  return null;
}

/**
 * A section that is never interactive (text, pictures, plain links) costs no
 * hydration and no code on the page it was prerendered for: in the browser
 * the component adopts the HTML already there, as an opaque string React
 * never walks. Its code is only fetched when the section has to be drawn
 * from scratch (after client-side navigation to its page), with a spinner
 * meanwhile, as for any lazily loaded section.
 *
 * `id` must be unique across the site: during client-side navigation the
 * previous page's DOM is still present while the next page renders.
 * Links inside keep client-side navigation through `useStaticLinks`.
 */
export function staticSection(
  id: string,
  label: string,
  load: Loader,
  /** `anchors`: it holds the targets of #links, so it is always laid out (see app.css). */
  { anchors = false }: { anchors?: boolean } = {},
): ComponentType {
  const anchorProps = anchors ? { "data-anchors": "" } : {};
  const Content = lazy(load);

  function StaticSection() {
    const ref = useRef<HTMLDivElement>(null);
    // Read once per mount: hydration finds the markup, a fresh render does not.
    const [html] = useState(() => prerenderedHtml(id));

    useEffect(() => {
      if (html !== null && ref.current) observeRevealsIn(ref.current);
    }, [html]);

    const wrapper = { ref, "data-static": id, ...anchorProps, className: "contents" };
    if (html !== null) {
      return <div {...wrapper} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
    }
    return (
      <div {...wrapper}>
        <LazySection label={label}>
          <Content />
          <ScrollToAnchorInside section={ref} />
        </LazySection>
      </div>
    );
  }
  StaticSection.displayName = `Static(${id})`;
  return StaticSection;
}
