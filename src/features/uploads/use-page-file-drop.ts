// Files dropped anywhere on the page are added to the batch; while files are dragged over it the page
// says so (the overlay). A drop is always taken from the browser, even when adding is not possible
// (a key that cannot upload, a batch being sent): otherwise the browser would leave the dashboard to
// open the file.
import { useEffect, useEffectEvent, useState } from "react";

function carriesFiles(event: DragEvent): boolean {
  return event.dataTransfer?.types.includes("Files") ?? false;
}

export function usePageFileDrop(onFiles: (files: File[]) => void, enabled: boolean): boolean {
  const [dragging, setDragging] = useState(false);
  const handleFiles = useEffectEvent(onFiles);

  useEffect(() => {
    // dragenter and dragleave fire for every element crossed: the page is left when they balance.
    let depth = 0;
    function handleDragEnter(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth++;
      if (enabled) setDragging(true);
    }
    function handleDragOver(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      if (event.dataTransfer) event.dataTransfer.dropEffect = enabled ? "copy" : "none";
    }
    function handleDragLeave(event: DragEvent) {
      if (!carriesFiles(event)) return;
      depth = Math.max(0, depth - 1);
      if (depth === 0) setDragging(false);
    }
    function handleDrop(event: DragEvent) {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth = 0;
      setDragging(false);
      if (enabled) handleFiles([...(event.dataTransfer?.files ?? [])]);
    }
    document.addEventListener("dragenter", handleDragEnter);
    document.addEventListener("dragover", handleDragOver);
    document.addEventListener("dragleave", handleDragLeave);
    document.addEventListener("drop", handleDrop);
    return () => {
      document.removeEventListener("dragenter", handleDragEnter);
      document.removeEventListener("dragover", handleDragOver);
      document.removeEventListener("dragleave", handleDragLeave);
      document.removeEventListener("drop", handleDrop);
    };
  }, [enabled]);

  return dragging && enabled;
}
