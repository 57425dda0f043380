import { focusField } from "~/lib/focusField";

/**
 * 'Request an Estimate': brings the form into view and puts the cursor in its first
 * field. Its words (the page texts) and that field's id come as props rather than importing it from the form's module, which
 * would bring the form's code along with this button at load.
 */
export function EstimateJumpButton({
  fieldId,
  label,
  className,
}: {
  fieldId: string;
  label: string;
  className?: string;
}) {
  return (
    <button type="button" onClick={() => focusField(fieldId)} className={className}>
      {label}
    </button>
  );
}
