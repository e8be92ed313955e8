// Over the whole page while files are dragged over it: where they can be dropped. Only a picture
// (screen readers and keyboards use the Choose files button), and it lets every event through, so
// the page underneath still sees the drag leave.
export function DropOverlay() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-40 bg-white/70 p-3 backdrop-blur-[1px] dark:bg-slate-950/70">
      <div className="flex h-full items-center justify-center rounded-xl border-4 border-dashed border-blue-600 bg-blue-50/80 dark:border-blue-400 dark:bg-blue-950/80">
        <div className="text-center">
          <p className="text-xl font-semibold text-blue-900 dark:text-blue-100">Drop the files to add them</p>
          <p className="mt-1 text-sm text-blue-900 dark:text-blue-100">They are checked against the upload's limits before anything is sent.</p>
        </div>
      </div>
    </div>
  );
}
