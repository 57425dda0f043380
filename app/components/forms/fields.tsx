import type { ComponentProps, ReactNode } from "react";

/**
 * 16px text (iOS does not zoom), 44px tall, a border with at least 3:1 contrast. A field the
 * browser refused once the visitor tried to send the form (:user-invalid) keeps a red border after
 * the browser's own message fades, so every field still to fix stays marked; so does a field whose
 * message the page shows itself (aria-invalid).
 */
const controlClass =
  "mt-1 block w-full min-h-11 rounded-md border border-ink-muted bg-white px-3 py-2 text-base text-charcoal placeholder:text-ink-muted focus-visible:border-brand-dark user-invalid:border-error user-invalid:ring-1 user-invalid:ring-error aria-[invalid=true]:border-error aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-error";

interface LabelProps {
  id: string;
  label: string;
  /** Shows a visible '*' (explained once by RequiredNote) for a required field. */
  markRequired?: boolean;
  /** Shows '(optional)' after the label. */
  markOptional?: boolean;
  hint?: string;
  /** Why the browser refused the field on a send; shown under it and read with it. */
  error?: string;
  className?: string;
}

/**
 * Splits a field's props: what its label, hint and error take (the shell), the attributes the
 * control takes from them (its id, the texts that describe it, whether it is invalid), and the rest,
 * which go to the control as they are.
 */
function splitField<P extends LabelProps>(props: P) {
  const { id, label, markRequired, markOptional, hint, error, className, ...rest } = props;
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return {
    shell: { id, label, markRequired, markOptional, hint, error, className },
    control: { id, "aria-describedby": describedBy || undefined, "aria-invalid": error ? true : undefined },
    rest,
  };
}

function FieldLabel({ id, label, markRequired, markOptional }: LabelProps) {
  return (
    <label htmlFor={id} className="block font-semibold">
      {label}
      {markRequired && (
        <span aria-hidden="true" className="ml-0.5 text-wood-dark">
          *
        </span>
      )}
      {markOptional && <span className="ml-1 font-normal text-ink-muted">(optional)</span>}
    </label>
  );
}

function FieldShell({ props, children }: { props: LabelProps; children: ReactNode }) {
  return (
    <div className={props.className}>
      <FieldLabel {...props} />
      {children}
      {props.hint && (
        <p id={`${props.id}-hint`} className="mt-1 text-sm text-ink-muted">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${props.id}-error`} className="mt-1 text-sm font-medium text-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

type InputProps = LabelProps & Omit<ComponentProps<"input">, "id" | "className">;

export function TextField(props: InputProps) {
  const { shell, control, rest } = splitField(props);
  return (
    <FieldShell props={shell}>
      <input type="text" {...control} className={controlClass} {...rest} />
    </FieldShell>
  );
}

type SelectProps = LabelProps &
  Omit<ComponentProps<"select">, "id" | "className" | "children"> & {
    options: readonly { value: string; label: string }[];
    /** Text of an empty first choice, for optional selects. */
    emptyLabel?: string;
  };

export function SelectField(props: SelectProps) {
  const { shell, control, rest } = splitField(props);
  const { options, emptyLabel, ...select } = rest;
  return (
    <FieldShell props={shell}>
      <select {...control} className={controlClass} {...select}>
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

type TextAreaProps = LabelProps & Omit<ComponentProps<"textarea">, "id" | "className">;

export function TextAreaField(props: TextAreaProps) {
  const { shell, control, rest } = splitField(props);
  return (
    <FieldShell props={shell}>
      <textarea {...control} className={`${controlClass} min-h-32`} {...rest} />
    </FieldShell>
  );
}

/** Explains the '*' once per form. */
export function RequiredNote() {
  return (
    <p className="text-sm text-ink-muted">
      Fields marked <span className="text-wood-dark">*</span> are required.
    </p>
  );
}
