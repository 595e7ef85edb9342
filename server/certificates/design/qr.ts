import { encode } from "uqr";
import { rectangle, type PathCommand, type PathItem } from "../drawing";

/** The light margin scanners need around the code, in modules (the standard's four). */
const quietZone = 4;
const white = [1, 1, 1] as const;
const black = [0, 0, 0] as const;

/**
 * The verification link as a QR code filling a `side` × `side` square (quiet zone included)
 * at `x`, `y`: a white square, then the dark modules as vectors, each row's runs of dark
 * modules joined into one rectangle so the printed code has no hairlines between modules.
 */
export function qrCode(url: string, x: number, y: number, side: number): PathItem[] {
  const { data, size } = encode(url, { ecc: "M", border: quietZone });
  const module = side / size;
  const dark: PathCommand[] = [];
  data.forEach((row, rowIndex) => {
    let runStart = -1;
    row.forEach((isDark, column) => {
      if (isDark && runStart < 0) runStart = column;
      const runEnds = runStart >= 0 && (!isDark || column === row.length - 1);
      if (!runEnds) return;
      const runEnd = isDark ? column + 1 : column;
      dark.push(
        ...rectangle(
          x + runStart * module,
          y + rowIndex * module,
          (runEnd - runStart) * module,
          module,
        ),
      );
      runStart = -1;
    });
  });
  return [
    { kind: "path", commands: rectangle(x, y, side, side), fill: white },
    { kind: "path", commands: dark, fill: black },
  ];
}
