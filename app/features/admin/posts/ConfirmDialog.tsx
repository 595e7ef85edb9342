import { useEffect, useId, useRef } from "react";
import { buttonClass } from "#app/components/button";

/** Asks before something that cannot be undone; the safe answer has the focus. */
export function ConfirmDialog({
  title,
  body,
  confirm,
  cancel = "Cancel",
  onConfirm,
  onCancel,
}: {
  title: string;
  body: string;
  confirm: string;
  cancel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body`}
        onKeyDown={(event) => {
          if (event.key === "Escape") onCancel();
        }}
        className="w-full max-w-md rounded-xl bg-white p-6 shadow-xl"
      >
        <h2 id={`${id}-title`} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p id={`${id}-body`} className="mt-3 text-slate-700">
          {body}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            ref={cancelRef}
            type="button"
            onClick={onCancel}
            className={buttonClass("outline")}
          >
            {cancel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            className={buttonClass("primary", "bg-red-800 hover:bg-red-900")}
          >
            {confirm}
          </button>
        </div>
      </div>
    </div>
  );
}
