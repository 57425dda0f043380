/**
 * 'Request an Estimate': brings the form into view and puts the cursor in its first
 * field. It gets that field's id as a prop rather than importing it from the form's module, which
 * would bring the form's code along with this button at load.
 */
export function EstimateJumpButton({ fieldId, className }: { fieldId: string; className?: string }) {
  const goToForm = () => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    field.scrollIntoView({ block: "center", behavior: smooth ? "smooth" : "auto" });
    field.focus({ preventScroll: true });
  };
  return (
    <button type="button" onClick={goToForm} className={className}>
      Request an Estimate
    </button>
  );
}
