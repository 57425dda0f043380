import { focusField } from "~/lib/focusField";

/**
 * 'Request an Estimate': brings the form into view and puts the cursor in its first
 * field. It gets that field's id as a prop rather than importing it from the form's module, which
 * would bring the form's code along with this button at load.
 */
export function EstimateJumpButton({ fieldId, className }: { fieldId: string; className?: string }) {
  return (
    <button type="button" onClick={() => focusField(fieldId)} className={className}>
      Request an Estimate
    </button>
  );
}
