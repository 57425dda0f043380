/**
 * The editor's preview pane, drawn with the site's own components and stylesheet: while the owner
 * edits the business details, the questions, the reviews or the prices, the pane shows that part of the site
 * as it will look once saved. Built by scripts/build-steps/admin/preview.mjs, loaded by the editor's page after
 * Sveltia CMS.
 *
 * Sveltia draws a template with a React of its own, whose hooks are out of reach from here (its
 * renderer carries its own copy), so a template is only a frame: a class component, which needs no
 * hooks, giving an element to the site's React, which draws the section into it with the same
 * components, hooks and all, as the pages.
 *
 * What the pane shows has passed the same checks as the build: while an entry does not, the pane
 * says which field is wrong and why, in the build's words, instead of drawing a broken page.
 *
 * Every screen's pane opens with what of the example company the entry still holds, as the owner
 * types, by the build's own rules (app/content/sampleValues.ts; decision 0034).
 */
import { useEffect, useState, type ReactNode } from "react";
import type { z } from "zod";
import { createRoot, type Root } from "react-dom/client";
import sampleData from "virtual:editor-sample";
import { editorScreen, fieldLabel, LABEL_SEPARATOR, type EditorField } from "~/content/editor";
import { readEmptiedAsLeftOut } from "~/content/emptied";
import { CONTENT_SCREENS, type ContentFileName } from "~/content/files";
import {
  fileSampleDetails,
  ONLY_WITH_DRAWN_SAMPLES,
  type BusinessFacts,
  type PictureFacts,
} from "~/content/sampleValues";
import { contentSchema } from "~/content/schema";
import { fontFaces, fontPreloads } from "~/lib/fonts";
import appCss from "~/styles/app.css?inline";
import { ContactDetails } from "~/routes/contact/ContactDetails";
import { FaqSection } from "~/routes/fences/FaqSection";
import { PriceTable } from "~/routes/fences/PriceTable";
import ReviewsSection from "~/routes/home/ReviewsSection";
import { PREVIEW_TEMPLATES, type PreviewTemplate } from "./templates.mjs";

/** An entry as Sveltia CMS hands it to a template: an Immutable.js Map. */
interface EntryMap {
  get(key: "data"): { toJS(): unknown } | undefined;
  get(key: "path"): string | undefined;
}

/**
 * What Sveltia CMS passes a preview template: the entry being edited, and `getCollection`, which
 * gives the entries of a collection as last saved (the screens are the collection "_singletons").
 */
interface TemplateProps {
  entry: EntryMap;
  getCollection?: (collection: string) => Promise<EntryMap[]>;
}

/** The collection Sveltia keeps the screens (singletons) in. */
const SCREENS_COLLECTION = "_singletons";

/** The saved entry of a screen's file, as Sveltia holds it. */
const savedData = (entries: EntryMap[], file: ContentFileName) =>
  entries
    .find((entry) => entry.get("path")?.endsWith(`/${file}`))
    ?.get("data")
    ?.toJS() as Record<string, unknown> | undefined;

/**
 * The facts of other screens a screen's list depends on, as those screens were last saved: the
 * Business screen's warranty and financing offer, the Photos screen's drawn samples. At first as
 * the last build read them, then as Sveltia holds the saved files, so that emptying the warranty or
 * switching drawn samples off and saving changes the Pages or Projects screen's list at once.
 */
function useSavedFacts(getCollection: TemplateProps["getCollection"]): {
  business: BusinessFacts;
  pictures: PictureFacts;
} {
  const [business, setBusiness] = useState<BusinessFacts>(sampleData.business);
  const [drawnSamples, setDrawnSamples] = useState<boolean>(sampleData.pictures.drawnSamples);
  useEffect(() => {
    let current = true;
    getCollection?.(SCREENS_COLLECTION)
      .then((entries) => {
        if (!current) return;
        const saved = savedData(entries, "business.yml")?.["business"] as BusinessFacts | undefined;
        if (saved) setBusiness({ warranty: saved.warranty, financing: saved.financing });
        const pictures = savedData(entries, "gallery.yml")?.["pictures"] as { drawnSamples?: unknown } | undefined;
        // Left out, the switch is on (the schema's default).
        if (pictures) setDrawnSamples(pictures.drawnSamples !== false);
      })
      // Not given by this version of the editor: the last build's word stands.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [getCollection]);
  return { business, pictures: { drawnSamples, drawnProjectPhotos: sampleData.pictures.drawnProjectPhotos } };
}

interface Cms {
  registerPreviewStyle(style: string, options?: { raw?: boolean }): void;
  registerPreviewTemplate(name: string, component: unknown): void;
}

/** Sveltia's createElement (window.h): what a template gives Sveltia's renderer. */
type SveltiaElement = (type: "div", props: { ref: (node: HTMLElement | null) => void }) => unknown;

/**
 * A template for Sveltia: a class component (the renderer knows it by isReactComponent) that holds
 * an empty element, into which the site's React draws `draw(props)` on every change of the entry.
 */
function drawnBySite(draw: (props: TemplateProps) => ReactNode, h: SveltiaElement) {
  class Template {
    props: TemplateProps;
    node: HTMLElement | null = null;
    root: Root | null = null;
    constructor(props: TemplateProps) {
      this.props = props;
    }
    render() {
      return h("div", { ref: (node) => void (this.node = node) });
    }
    componentDidMount() {
      if (!this.node) return;
      this.root = createRoot(this.node);
      this.root.render(draw(this.props));
    }
    componentDidUpdate() {
      this.root?.render(draw(this.props));
    }
    componentWillUnmount() {
      this.root?.unmount();
    }
  }
  (Template.prototype as unknown as { isReactComponent: object }).isReactComponent = {};
  return Template;
}

/**
 * A template's drawing: the sections of the file it shows (schema), checked as the build checks
 * them, then drawn; while they do not pass, their mistakes instead.
 */
function checkedThen<S extends z.ZodType>(schema: S, draw: (data: z.infer<S>) => ReactNode) {
  return (props: TemplateProps) => {
    // An emptied field (a choice left at "(None)", held as "") reads as left out, as the build reads the saved file.
    const data = (props.entry.get("data")?.toJS() ?? {}) as Record<string, unknown>;
    readEmptiedAsLeftOut(data);
    const result = schema.safeParse(data);
    return result.success ? draw(result.data) : <Mistakes issues={result.error.issues} />;
  };
}

/** In place of the section while the entry has a mistake: each wrong field and what it must be. */
function Mistakes({ issues }: { issues: { path: PropertyKey[]; message: string }[] }) {
  return (
    <section aria-labelledby="preview-mistakes" className="bg-paper py-14">
      <div className="container-site">
        <div className="rounded-lg border border-line bg-white p-5 sm:p-6">
          <h2 id="preview-mistakes" className="text-xl font-semibold">
            Not shown yet: fix {issues.length === 1 ? "this field" : "these fields"} first
          </h2>
          <ul className="mt-4 space-y-3">
            {issues.map((issue) => (
              <li key={`${issue.path.join(".")}: ${issue.message}`}>
                <span className="font-semibold">{issue.path.map(String).join(" › ")}</span>: {issue.message}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

/**
 * The entry's values with each group's keys in the order of the screen's fields (Sveltia holds
 * them sorted by name), so the list reads down the screen as the form does.
 */
function inScreenOrder(value: unknown, fields: readonly EditorField[] | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => inScreenOrder(item, fields));
  if (typeof value !== "object" || value === null || !fields) return value;
  const record = value as Record<string, unknown>;
  const place = (key: string) => {
    const index = fields.findIndex((field) => field.name === key);
    return index < 0 ? fields.length : index;
  };
  return Object.fromEntries(
    Object.keys(record)
      .sort((a, b) => place(a) - place(b))
      .map((key) => [key, inScreenOrder(record[key], fields.find((field) => field.name === key)?.fields)]),
  );
}

/**
 * What of the example company the entry still holds as the owner types (before Save), by the
 * build's rules, named as the screen's fields are; then what only the build finds (pictures, the
 * video, the website address), as the last build found it.
 */
function StillTheExample({
  file,
  data,
  getCollection,
}: {
  file: ContentFileName;
  data: unknown;
  getCollection: TemplateProps["getCollection"];
}) {
  const ordered = inScreenOrder(data, editorScreen(file).fields);
  const { business, pictures } = useSavedFacts(getCollection);
  const { details, kept } = fileSampleDetails(file, ordered, sampleData.shipped[file] ?? {}, business, pictures);
  const screen = `${CONTENT_SCREENS[file].label}${LABEL_SEPARATOR}`;
  const lines = details.map((detail) => `${fieldLabel(file, detail.path).replace(screen, "")}: ${detail.value}`);
  // With drawn samples saved off, the last build's drawn pictures and sample video show nowhere.
  const fromBuild = (sampleData.foundByBuild[file] ?? [])
    .filter(({ key }) => pictures.drawnSamples || !ONLY_WITH_DRAWN_SAMPLES.has(key))
    .map(({ line }) => line);
  const count = lines.length + fromBuild.length;
  return (
    <section aria-labelledby="preview-still-sample" className="border-b border-line bg-white py-8">
      <div className="container-site">
        <h2 id="preview-still-sample" className="text-xl font-semibold">
          {count === 0
            ? "Nothing of the example company is left on this screen"
            : `Still the example company's on this screen: ${count}`}
        </h2>
        {lines.length > 0 && (
          <>
            <p className="mt-2 max-w-prose text-ink-muted">
              This list follows your typing, before you save. Replace each in its field, or, where it is truly yours,
              tick it under &lsquo;These sample details are mine&rsquo; at the end of the screen.
            </p>
            <ul aria-label="Still the example company's as you type" className="mt-3 list-disc space-y-1 pl-5">
              {lines.map((line, i) => (
                <li key={`${details[i]!.key}`}>{line}</li>
              ))}
            </ul>
          </>
        )}
        {fromBuild.length > 0 && (
          <>
            <p className="mt-4 max-w-prose text-ink-muted">
              Found by the last build: these go with an upload or a publish, not with typing.
            </p>
            <ul aria-label="Found by the last build" className="mt-3 list-disc space-y-1 pl-5">
              {fromBuild.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </>
        )}
        {kept.length > 0 && (
          <p className="mt-4 text-ink-muted">
            {kept.length === 1 ? "1 value" : `${kept.length} values`} still as the example company wrote{" "}
            {kept.length === 1 ? "it" : "them"}, ticked as yours.
          </p>
        )}
      </div>
    </section>
  );
}

/** Where the Contact page's quote form stands: the preview shows the details beside it, not the form. */
function FormPlace() {
  return (
    <div className="rounded-lg border border-line bg-white p-5 text-ink-muted sm:p-6">
      <p>The &lsquo;GET A QUOTE&rsquo; form stands here on the Contact page.</p>
    </div>
  );
}

const templates: Record<PreviewTemplate, (props: TemplateProps) => ReactNode> = {
  business: checkedThen(contentSchema.pick({ contact: true, social: true }), ({ contact, social }) => (
    <ContactDetails contact={contact} social={social} aside={<FormPlace />} />
  )),
  faq: checkedThen(contentSchema.pick({ faq: true }), ({ faq }) => <FaqSection preview={faq} />),
  reviews: checkedThen(contentSchema.pick({ reviews: true }), ({ reviews }) =>
    reviews.length === 0 ? (
      <section className="bg-paper py-14">
        <div className="container-site text-ink-muted">
          <p>With no reviews, the home page leaves its reviews section out.</p>
        </div>
      </section>
    ) : (
      <ReviewsSection reviews={reviews} still />
    ),
  ),
  // The price table as visitors without scripts see it on /fences (the estimator beside it needs the page).
  prices: checkedThen(contentSchema.pick({ prices: true, estimator: true }), ({ prices, estimator }) => (
    <section className="bg-paper py-14">
      <div className="container-site">
        {prices.materials.length === 0 ? (
          <p className="text-ink-muted">With no materials, the Fences page shows no prices.</p>
        ) : (
          <>
            <h2 className="text-3xl font-semibold">{estimator.heading}</h2>
            <p className="mt-3 max-w-prose text-lg text-ink-muted">{estimator.intro}</p>
            <p className="mt-6 max-w-prose border-l-4 border-wood pl-3 text-sm">{prices.disclaimer}</p>
            <div className="mt-8">
              <PriceTable prices={prices} texts={estimator} headingId="preview-price-table" />
            </div>
          </>
        )}
      </div>
    </section>
  )),
};

const { CMS: cms, h } = window as unknown as { CMS?: Cms; h?: SveltiaElement };
if (!cms || !h) throw new Error("The site's preview needs Sveltia CMS: load sveltia-cms.js first.");
// Sveltia hands the stylesheet to the pane as a blob:, against which a path such as /assets/… means
// nothing: the fonts are named by their full address.
const fonts = fontPreloads.reduce(
  (css, url) => css.replaceAll(`url(${url})`, `url(${new URL(url, window.location.href).href})`),
  fontFaces,
);
cms.registerPreviewStyle(fonts + appCss, { raw: true });
// Every screen: the live list of what is left, then, where the site has a drawing of it, that part of the site.
for (const file of Object.keys(CONTENT_SCREENS) as ContentFileName[]) {
  const name = CONTENT_SCREENS[file].name;
  const site = (PREVIEW_TEMPLATES as readonly string[]).includes(name) ? templates[name as PreviewTemplate] : null;
  const draw = (props: TemplateProps) => {
    const data = props.entry.get("data")?.toJS();
    return (
      <>
        <StillTheExample file={file} data={data} getCollection={props.getCollection} />
        {site?.(props)}
      </>
    );
  };
  cms.registerPreviewTemplate(name, drawnBySite(draw, h));
}
