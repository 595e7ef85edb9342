import { useEffect, useRef, useState } from "react";
import { buttonClass } from "#app/components/button";

/** The part of the Barcode Detection API (Chrome on Android) the scanner uses. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike;

const cameraProblem =
  "The camera could not be opened. Allow it in the browser's site settings, or type the code.";

/** The same code again within this long is the same ticket still in front of the camera. */
const repeatAfterMs = 3000;

/**
 * The back camera in a <video>, read a few times a second for a QR code; each new code is
 * given to `onCode` (the door sends it as if typed). Loaded only when "Scan with the
 * camera" is pressed; the camera stops when it closes or the page is left.
 */
export default function CameraScanner({
  onCode,
  onClose,
}: {
  onCode: (code: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  const [problem, setProblem] = useState("");

  useEffect(() => {
    latest.current = onCode;
  }, [onCode]);

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = { code: "", at: 0 };

    async function start() {
      const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
      const node = video.current;
      if (!Detector || !node) return;
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: "environment" },
          audio: false,
        });
        if (stopped) return;
        node.srcObject = stream;
        await node.play();
      } catch {
        if (!stopped) setProblem(cameraProblem);
        return;
      }
      const detector = new Detector({ formats: ["qr_code"] });
      const look = async () => {
        if (stopped) return;
        try {
          const [found] = await detector.detect(node);
          const code = found?.rawValue.trim() ?? "";
          const now = Date.now();
          if (code && (code !== last.code || now - last.at > repeatAfterMs)) {
            latest.current(code);
          }
          if (code) last = { code, at: now };
        } catch {
          // A frame that could not be read: the next one is looked at.
        }
        timer = setTimeout(() => void look(), 250);
      };
      void look();
    }

    void start();
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="mt-4 space-y-3">
      <video
        ref={video}
        muted
        playsInline
        aria-label="The camera's picture"
        className="aspect-square w-full max-w-sm rounded-lg bg-slate-900 object-cover"
      />
      <p className="text-sm text-slate-600">Hold the ticket's QR code in front of the camera.</p>
      {problem && <p className="font-medium text-red-800">{problem}</p>}
      <button type="button" onClick={onClose} className={buttonClass("outline")}>
        Stop the camera
      </button>
    </div>
  );
}
