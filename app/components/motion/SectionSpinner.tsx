/**
 * Shown while a lazily loaded section's code is on its way (after client-side
 * navigation; on first load the prerendered content is already there).
 */
export function SectionSpinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex min-h-64 items-center justify-center py-16">
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-tint border-t-brand-dark motion-reduce:animate-none"
      />
      <span className="sr-only">{label}</span>
    </div>
  );
}
