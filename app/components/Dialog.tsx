import { useEffect, useId, useRef } from "react";
import { Icon } from "./icons";

/**
 * A modal dialog on the platform's <dialog>: the browser makes the rest of the page inert
 * (focus stays inside), closes it on Escape and returns focus to what opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  className = "max-w-lg",
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  children: React.ReactNode;
  className?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    if (open && !node.open) node.showModal();
    if (!open && node.open) node.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget) onClose();
      }}
      className={`m-auto max-h-[90dvh] w-[calc(100%-2rem)] overflow-y-auto rounded-2xl p-0 shadow-2xl backdrop:bg-slate-900/60 ${className}`}
    >
      <div className="p-6 sm:p-8">
        <div className="flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-slate-900">
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-m-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <Icon name="close" />
            <span className="sr-only">Close</span>
          </button>
        </div>
        {description && (
          <p id={descriptionId} className="mt-2 text-slate-600">
            {description}
          </p>
        )}
        {open && <div className="mt-6">{children}</div>}
      </div>
    </dialog>
  );
}
