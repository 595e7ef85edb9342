import { lazy, Suspense, useRef, useState, useSyncExternalStore } from "react";
import { buttonClass } from "#app/components/button";
import { useHydrated } from "#app/hooks/useHydrated";
import { inputClass } from "../posts/post-field";

/** Its own chunk: fetched the first time the camera is asked for, on this page only. */
const CameraScanner = lazy(() => import("./CameraScanner"));

const noSubscription = () => () => undefined;

/** What the door is told after a try: checked in, in already, or why not. */
export interface DoorAnswer {
  text: string;
  tone: "good" | "again" | "bad";
}

const toneClass: Record<DoorAnswer["tone"], string> = {
  good: "border-green-300 bg-green-50 text-green-900",
  again: "border-amber-300 bg-amber-50 text-amber-950",
  bad: "border-red-300 bg-red-50 text-red-900",
};

export const noCodeMessage = "Scan the ticket's QR code or type the code under it";

/**
 * "Check in by ticket code": a USB or phone scanner types the code and Enter into the field,
 * which keeps the focus for the next ticket; where the browser reads QR codes itself
 * (BarcodeDetector, Chrome on Android) the camera can do it. The answer is read out.
 */
export function CheckInForm({
  answer,
  busy,
  disabled,
  onCode,
}: {
  answer: DoorAnswer | null;
  busy: boolean;
  disabled: boolean;
  /** Sends the code; true when the student was checked in (or already was). */
  onCode: (code: string) => Promise<boolean>;
}) {
  const hydrated = useHydrated();
  const canScan = useSyncExternalStore(
    noSubscription,
    () => "BarcodeDetector" in globalThis,
    () => false,
  );
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [scanning, setScanning] = useState(false);
  const [empty, setEmpty] = useState(false);

  /** Sends a code; a typed one leaves the field focused and ready for the next ticket. */
  async function send(typed: string, { typing = true } = {}) {
    const trimmed = typed.trim();
    setEmpty(!trimmed);
    if (!trimmed) {
      input.current?.focus();
      return;
    }
    const done = await onCode(trimmed);
    if (done) setCode("");
    // Not after the camera's read: the phone's keyboard would cover the camera.
    if (!typing) return;
    input.current?.focus();
    // A code refused stays to be corrected, selected: the next scan replaces it.
    if (!done) input.current?.select();
  }

  const shown: DoorAnswer | null = empty ? { text: noCodeMessage, tone: "bad" } : answer;
  const invalid = shown?.tone === "bad";
  return (
    <section aria-labelledby="check-in-title">
      <h2 id="check-in-title" className="text-lg font-semibold text-slate-900">
        Check in by ticket code
      </h2>
      <form
        noValidate
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(code);
        }}
      >
        <div className="min-w-0 flex-[1_1_16rem]">
          <label htmlFor="ticket-code" className="font-medium text-slate-900">
            Ticket code
          </label>
          <input
            ref={input}
            id="ticket-code"
            name="code"
            type="text"
            // The door's one job: a scanner types here as soon as the page opens.
            autoFocus
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            maxLength={100}
            value={code}
            disabled={disabled}
            onChange={(event) => {
              setCode(event.target.value);
              setEmpty(false);
            }}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? "door-answer" : undefined}
            className={`${inputClass} font-mono`}
          />
        </div>
        <button
          type="submit"
          disabled={!hydrated || busy || disabled}
          className={buttonClass("primary")}
        >
          Check in
        </button>
        {canScan && !scanning && !disabled && (
          <button
            type="button"
            onClick={() => setScanning(true)}
            className={buttonClass("outline")}
          >
            Scan with the camera
          </button>
        )}
      </form>
      {scanning && (
        <Suspense fallback={<p className="mt-4 text-slate-600">Opening the camera…</p>}>
          <CameraScanner
            onCode={(scanned) => {
              setCode(scanned);
              void send(scanned, { typing: false });
            }}
            onClose={() => setScanning(false)}
          />
        </Suspense>
      )}
      <div id="door-answer" role="status" className="mt-4 min-h-14">
        {shown && (
          <p className={`rounded-lg border p-3 text-lg font-semibold ${toneClass[shown.tone]}`}>
            {shown.text}
          </p>
        )}
      </div>
    </section>
  );
}
