import { useEffect, useRef, useState, type ChangeEvent } from "react";
import { SelectField, TextField } from "~/components/forms/fields";
import { estimator as texts, prices } from "~/content";
import { useIslandId } from "~/islands/islandId";
import { focusField } from "~/lib/focusField";
import {
  ballparkLine,
  estimate,
  fillIn,
  formatDollars,
  formatHeight,
  gateFieldsShown,
  includedText,
  pricesRemoval,
  readFields,
  type EstimateFields,
  type FieldError,
} from "~/lib/estimate";

/**
 * How the estimator hands its range to the page's estimate form (EstimateForm.tsx reads the same
 * names): the line goes on the form element, which then hears the event. The form may not have its
 * code yet (it loads on first use): it reads the line from the element once it has.
 */
const BALLPARK_DATA = "ballpark";
const BALLPARK_EVENT = "ballpark";

const EMPTY: EstimateFields = { length: "", material: "", height: "", walkGates: "0", driveGates: "0", removal: false };

/** The fields as the page holds them: what a visitor typed before this code arrived stays. */
function fieldsOf(form: HTMLFormElement): EstimateFields {
  const data = new FormData(form);
  const text = (name: keyof EstimateFields) => String(data.get(name) ?? "");
  return {
    length: text("length"),
    material: text("material"),
    height: text("height"),
    walkGates: text("walkGates"),
    driveGates: text("driveGates"),
    removal: data.get("removal") !== null,
  };
}

/** A material chosen: the height stays if it is built at it; a material built at one height takes that one. */
function withMaterial(fields: EstimateFields, name: string): EstimateFields {
  const heights = prices.materials.find((m) => m.name === name)?.heights.map((h) => String(h.feet)) ?? [];
  const height = heights.length === 1 ? heights[0]! : heights.includes(fields.height) ? fields.height : "";
  return { ...fields, material: name, height };
}

interface Props {
  /** The page's estimate form, which "Request this estimate" fills in. */
  formId: string;
  /** Its first field, where the visitor goes next. */
  firstFieldId: string;
  /** The prices' date as visitors read it ("June 1, 2026"), written while prerendering. */
  asOfText: string;
  /** The material it opens on (a service's page opens on its own), by name; none: the visitor chooses. */
  material?: string;
}

/**
 * The price range on /fences: the visitor's length, material, height, gates and removal, priced from
 * the owner's prices as they type, in a status region that is there from the start (so a screen
 * reader hears each new range without losing its place). Its HTML works as a form only with this
 * code: without scripts it is hidden and the section's price table stands alone.
 */
export function Estimator({ formId, firstFieldId, asOfText, material: openOn }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [fields, setFields] = useState<EstimateFields>(() => (openOn ? withMaterial(EMPTY, openOn) : EMPTY));
  const fieldId = useIslandId("estimator");
  const id = (name: string) => `${fieldId}-${name}`;

  // The code loads on first use: take over whatever the visitor typed or chose meanwhile.
  useEffect(() => {
    if (!formRef.current) return;
    const typed = fieldsOf(formRef.current);
    setFields(withMaterial(typed, typed.material));
  }, []);

  const { errors, input } = readFields(prices, fields);
  const result = input ? estimate(prices, input) : undefined;
  const range = result?.kind === "range" ? result : undefined;
  const material = prices.materials.find((m) => m.name === fields.material);
  // Only what the owner prices is asked for: the gates of the chosen material, removal where priced.
  const gateFields = gateFieldsShown(prices, material);
  const errorOf = (field: FieldError, message: string) => (errors.includes(field) ? message : undefined);

  const onText = (event: ChangeEvent<HTMLInputElement>) =>
    setFields((known) => ({ ...known, [event.target.name]: event.target.value }));

  const onMaterial = (event: ChangeEvent<HTMLSelectElement>) => {
    const name = event.target.value;
    setFields((known) => withMaterial(known, name));
  };

  /** Hands the range to the estimate form and takes the visitor there, to add their name and number. */
  function request() {
    if (!input || !range) return;
    const form = document.getElementById(formId);
    if (form) {
      form.dataset[BALLPARK_DATA] = ballparkLine(prices, input, range.range);
      form.dispatchEvent(new Event(BALLPARK_EVENT));
    }
    focusField(firstFieldId);
  }

  return (
    <div className="mt-8 grid gap-8 lg:grid-cols-[1.1fr_1fr] [@media(scripting:none)]:hidden">
      {/* autoComplete off: a reload does not bring back old choices the status would not reflect yet. */}
      <form
        ref={formRef}
        autoComplete="off"
        className="grid grid-cols-2 content-start gap-4"
        onSubmit={(event) => event.preventDefault()}
        noValidate
      >
        <TextField
          id={id("length")}
          name="length"
          className="col-span-2"
          label={texts.lengthLabel}
          hint={texts.lengthHint}
          error={errorOf("length", texts.lengthError)}
          inputMode="numeric"
          autoComplete="off"
          maxLength={7}
          value={fields.length}
          onChange={onText}
        />
        <SelectField
          id={id("material")}
          name="material"
          className="col-span-2 sm:col-span-1"
          label={texts.materialLabel}
          emptyLabel={texts.materialChoice}
          options={prices.materials.map((m) => ({ value: m.name, label: m.name }))}
          value={fields.material}
          onChange={onMaterial}
        />
        <SelectField
          id={id("height")}
          name="height"
          className="col-span-2 sm:col-span-1"
          label={texts.heightLabel}
          emptyLabel={texts.heightChoice}
          options={(material?.heights ?? []).map((h) => ({ value: String(h.feet), label: formatHeight(h.feet) }))}
          value={fields.height}
          onChange={(event) => setFields((known) => ({ ...known, height: event.target.value }))}
        />
        {(
          [
            ["walkGates", texts.walkGatesLabel],
            ["driveGates", texts.driveGatesLabel],
          ] as const
        ).map(
          ([name, label]) =>
            gateFields[name] && (
              <TextField
                key={name}
                id={id(name)}
                name={name}
                label={label}
                error={errorOf(name, texts.gatesError)}
                inputMode="numeric"
                autoComplete="off"
                maxLength={3}
                value={fields[name]}
                onChange={onText}
              />
            ),
        )}
        {pricesRemoval(prices) && (
          <label htmlFor={id("removal")} className="col-span-2 flex min-h-11 items-center gap-3 font-semibold">
            <input
              id={id("removal")}
              name="removal"
              type="checkbox"
              className="size-5 shrink-0 accent-brand-dark"
              checked={fields.removal}
              onChange={(event) => setFields((known) => ({ ...known, removal: event.target.checked }))}
            />
            {texts.removalLabel}
          </label>
        )}
      </form>

      <div className="flex flex-col gap-4 rounded-xl border border-line bg-white p-6 shadow-sm">
        {/* There from the first paint, so each new range is read out as it replaces the last. */}
        <div role="status" id={id("result")} className="min-h-20">
          {range ? (
            <>
              <p className="font-heading text-3xl font-semibold text-brand-deep sm:text-4xl">
                {fillIn(texts.result, { low: formatDollars(range.range.low), high: formatDollars(range.range.high) })}
              </p>
              <p className="mt-2 text-ink-muted">
                {fillIn(texts.perFoot, {
                  material: input!.material.name,
                  height: formatHeight(input!.heightFeet),
                  low: formatDollars(range.perFoot.low),
                  high: formatDollars(range.perFoot.high),
                })}
              </p>
            </>
          ) : (
            <p className="text-lg text-ink-muted">{texts.prompt}</p>
          )}
        </div>
        <p>
          {includedText(texts, {
            gates: gateFields.walkGates || gateFields.driveGates,
            removal: pricesRemoval(prices),
          })}
        </p>
        <p className="text-sm text-ink-muted">{fillIn(texts.asOf, { date: asOfText })}</p>
        <p className="border-l-4 border-wood pl-3 text-sm">{prices.disclaimer}</p>
        {range && (
          <button type="button" className="btn-primary w-full" onClick={request}>
            {texts.requestButton}
          </button>
        )}
      </div>
    </div>
  );
}
