import qrcode from "qrcode-generator";
import { useMemo } from "react";

/**
 * A QR code drawn as SVG squares (no HTML strings): black modules on white with a 4-module quiet zone.
 * @param props - the text, the drawn size in px and the accessible label
 * @returns the image
 */
export function QrCode({ text, size = 112, label }: { text: string; size?: number; label: string }) {
  const cells = useMemo(() => {
    const qr = qrcode(0, "M");
    qr.addData(text);
    qr.make();
    const n = qr.getModuleCount();
    const dark: Array<[number, number]> = [];
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) dark.push([r, c]);
    return { n, dark };
  }, [text]);
  const full = cells.n + 8;
  return (
    <svg
      width={size}
      height={size}
      viewBox={`0 0 ${full} ${full}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={full} height={full} fill="#fff" />
      <path fill="#000" d={cells.dark.map(([r, c]) => `M${c + 4} ${r + 4}h1v1h-1z`).join("")} />
    </svg>
  );
}
