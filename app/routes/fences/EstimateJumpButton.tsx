import { estimateFirstFieldId } from "~/components/forms/EstimateForm";

/** 'Request an Estimate' (decisions page): brings the form into view and puts the cursor in its first field. */
export function EstimateJumpButton({ formId, className }: { formId: string; className?: string }) {
  const goToForm = () => {
    const field = document.getElementById(estimateFirstFieldId(formId));
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
